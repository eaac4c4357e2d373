import type { L10n } from '../help-text.js';
import { GAME_TYPE_ID, p3, type Sport } from './types.js';

export interface GameTypeSeed {
  id: number;
  key: Sport;
  name: L10n;
  isTeam: boolean;
  isUseSeasonName: boolean;
  orderNo: number;
}

/** Ids fixed (see GAME_TYPE_ID): 1 football, 2 golf (no teams, season names), 3 baseball, 4 basketball. */
export const GAME_TYPES: GameTypeSeed[] = [
  {
    id: GAME_TYPE_ID.football,
    key: 'football',
    name: p3('サッカー|축구|Football'),
    isTeam: true,
    isUseSeasonName: false,
    orderNo: 1,
  },
  {
    id: GAME_TYPE_ID.baseball,
    key: 'baseball',
    name: p3('野球|야구|Baseball'),
    isTeam: true,
    isUseSeasonName: false,
    orderNo: 2,
  },
  {
    id: GAME_TYPE_ID.basketball,
    key: 'basketball',
    name: p3('バスケットボール|농구|Basketball'),
    isTeam: true,
    isUseSeasonName: false,
    orderNo: 3,
  },
  {
    id: GAME_TYPE_ID.golf,
    key: 'golf',
    name: p3('ゴルフ|골프|Golf'),
    isTeam: false,
    isUseSeasonName: true,
    orderNo: 4,
  },
];

export type LeagueKey = 'neo1' | 'neo2' | 'pbl' | 'pbl-winter' | 'bnext' | 'seiran';

export interface LeagueSeed {
  key: string;
  sport: Sport;
  name: L10n;
  short: L10n;
  description: L10n;
  colors: [string, string];
  /** Scales views and likes of its VODs. */
  audience: number;
}

/** In this order they get ids 1–6 on a fresh database (leagues.orderNo is the same order). */
export const LEAGUES: LeagueSeed[] = [
  {
    key: 'neo1',
    sport: 'football',
    name: p3('ネオリーグ1部|네오리그 1부|Neo League Division 1'),
    short: p3('ネオリーグ|네오리그|Neo League'),
    description: p3(
      '12クラブがホーム＆アウェイの全22節で頂点を争う、国内サッカーの最高峰リーグ。下位2クラブは2部へ降格します。|12개 구단이 홈 앤드 어웨이 22라운드로 정상을 다투는 국내 축구 최고 리그. 하위 2개 구단은 2부로 강등됩니다.|Twelve clubs play 22 rounds home and away for the top prize in domestic football; the bottom two go down to Division 2.',
    ),
    colors: ['#0d1b4c', '#2a5bd7'],
    audience: 18_000,
  },
  {
    key: 'neo2',
    sport: 'football',
    name: p3('ネオリーグ2部|네오리그 2부|Neo League Division 2'),
    short: p3('ネオ2部|네오 2부|Neo Div. 2'),
    description: p3(
      '1部昇格をかけて12クラブが戦う2部リーグ。上位2クラブが自動昇格します。|1부 승격을 걸고 12개 구단이 경쟁하는 2부 리그. 상위 2개 구단이 자동 승격합니다.|Twelve clubs chase promotion; the top two go up to Division 1.',
    ),
    colors: ['#0b3d2e', '#1f8a5b'],
    audience: 3_500,
  },
  {
    key: 'pbl',
    sport: 'baseball',
    name: p3('パシフィック・ベースボール・リーグ|퍼시픽 베이스볼 리그|Pacific Baseball League'),
    short: p3('PBL|PBL|PBL'),
    description: p3(
      '6球団が各120試合のレギュラーシーズンを戦い、上位3球団のプレーオフとファイナルシリーズで王者を決めるプロ野球リーグ。|6개 구단이 팀당 120경기의 정규 시즌을 치르고, 상위 3개 구단의 플레이오프와 파이널 시리즈로 챔피언을 가리는 프로야구 리그.|Six clubs play 120 games each; the top three meet in the playoffs and the Final Series decides the champion.',
    ),
    colors: ['#3a0d12', '#c0392b'],
    audience: 14_000,
  },
  {
    key: 'pbl-winter',
    sport: 'baseball',
    name: p3('PBLウインターリーグ|PBL 윈터리그|PBL Winter League'),
    short: p3('ウインターリーグ|윈터리그|Winter League'),
    description: p3(
      'オフシーズンに南洋市で開かれる若手育成リーグ。PBL6球団の若手に独立リーグ・社会人の選抜チームが加わります。|오프시즌에 난요시에서 열리는 유망주 육성 리그. PBL 6개 구단의 젊은 선수들과 독립리그・사회인 선발팀이 참가합니다.|The off-season development league in Nan-yo: young players of the six PBL clubs plus independent and corporate league selections.',
    ),
    colors: ['#1b263b', '#778da9'],
    audience: 1_400,
  },
  {
    key: 'bnext',
    sport: 'basketball',
    name: p3('B.ネクスト|B.넥스트|B.NEXT'),
    short: p3('B.ネクスト|B.넥스트|B.NEXT'),
    description: p3(
      '12チームが全22節を戦うプロバスケットボールリーグ。スピードと3ポイントが魅力です。|12개 팀이 22라운드를 치르는 프로농구 리그. 스피드와 3점 슛이 매력입니다.|Twelve teams, 22 rounds: professional basketball built on pace and the three-pointer.',
    ),
    colors: ['#2b1055', '#d53a9d'],
    audience: 9_000,
  },
  {
    key: 'seiran',
    sport: 'golf',
    name: p3('青嵐ゴルフツアー|세이란 골프 투어|Seiran Golf Tour'),
    short: p3('青嵐ツアー|세이란 투어|Seiran Tour'),
    description: p3(
      "全16戦の男子プロゴルフツアー。各大会4ラウンドのストロークプレーに加え、EASTとWESTの東西対抗戦も行われます。|전 16개 대회의 남자 프로 골프 투어. 대회마다 4라운드 스트로크 플레이를 치르며, EAST와 WEST의 동서 대항전도 열립니다.|A 16-event men's professional tour: four rounds of stroke play per event, plus the East vs West team matches.",
    ),
    colors: ['#1b4332', '#95d5b2'],
    audience: 4_000,
  },
];

export const leagueByKey = (key: LeagueKey): LeagueSeed => LEAGUES.find((x) => x.key === key)!;
