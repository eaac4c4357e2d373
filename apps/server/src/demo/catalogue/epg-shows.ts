import type { L10n } from '../help-text.js';
import { p3, type Sport } from './types.js';

export type ChannelKey = 'sports1' | 'sports2' | 'football' | 'news';

export interface ChannelSeed {
  key: ChannelKey;
  name: L10n;
  type: 'sports' | 'league' | 'news';
  colors: [string, string];
  /** Sports it carries live, by preference order of the channel. */
  live: Sport[];
  /** Sports of the games it shows again (rebroadcast 300) and of last season's classics (recorded 400). */
  replays: Sport[];
  /** Whose rotation of shows it uses (default: its own key); the benchmark's extra channels borrow one. */
  pool?: ChannelKey;
}

export const CHANNELS: ChannelSeed[] = [
  {
    key: 'sports1',
    name: p3('KICKOFF SPORTS 1|KICKOFF SPORTS 1|KICKOFF SPORTS 1'),
    type: 'sports',
    colors: ['#0d1b4c', '#e63946'],
    live: ['basketball', 'football', 'baseball', 'golf'],
    replays: ['basketball', 'baseball'],
  },
  {
    key: 'sports2',
    name: p3('KICKOFF SPORTS 2|KICKOFF SPORTS 2|KICKOFF SPORTS 2'),
    type: 'sports',
    colors: ['#1b263b', '#ffb703'],
    live: ['golf', 'baseball', 'basketball', 'football'],
    replays: ['golf', 'baseball'],
  },
  {
    key: 'football',
    name: p3('KICKOFF FOOTBALL|KICKOFF FOOTBALL|KICKOFF FOOTBALL'),
    type: 'league',
    colors: ['#0b3d2e', '#1f8a5b'],
    live: ['football'],
    replays: ['football'],
  },
  {
    key: 'news',
    name: p3('KICKOFF NEWS|KICKOFF NEWS|KICKOFF NEWS'),
    type: 'news',
    colors: ['#222222', '#00b4d8'],
    live: [],
    replays: [],
  },
];

export interface Show {
  key: string;
  title: L10n;
  description: L10n;
  minutes: number;
  /** 200 main broadcast, 300 rebroadcast, 400 recorded. */
  type: 200 | 300 | 400;
}

const show = (
  key: string,
  minutes: number,
  type: Show['type'],
  title: string,
  description: string,
): Show => ({
  key,
  minutes,
  type,
  title: p3(title),
  description: p3(description),
});

export const SHOWS: Record<string, Show> = Object.fromEntries(
  [
    show(
      'news',
      30,
      200,
      'KICKOFF NEWS|KICKOFF NEWS|KICKOFF NEWS',
      '最新のスポーツニュースと試合結果をお伝えします。|최신 스포츠 뉴스와 경기 결과를 전해 드립니다.|The latest sports news and results.',
    ),
    show(
      'news-night',
      60,
      200,
      'KICKOFF NEWS NIGHT|KICKOFF NEWS NIGHT|KICKOFF NEWS NIGHT',
      '今日の全試合の結果とハイライトを1時間で。|오늘 모든 경기의 결과와 하이라이트를 1시간에.|Every result and highlight of the day in one hour.',
    ),
    show(
      'morning',
      120,
      200,
      'モーニング・スポーツ|모닝 스포츠|Morning Sports',
      "朝の情報番組。昨夜の結果、今日の注目カード、順位表をチェック。|아침 정보 프로그램. 어젯밤 결과, 오늘의 주목 경기, 순위표를 확인하세요.|The morning show: last night's results, today's big games and the tables.",
    ),
    show(
      'scores',
      30,
      200,
      'スコア速報|스코어 속보|Scores Update',
      '開催中の試合のスコアと途中経過をお届けします。|진행 중인 경기의 스코어와 경과를 전해 드립니다.|Live scores and updates from the games under way.',
    ),
    show(
      'topics',
      30,
      200,
      'リーグ・トピックス|리그 토픽스|League Topics',
      '各リーグの話題を記者が解説します。|각 리그의 화제를 기자가 해설합니다.|Our reporters on the stories around the leagues.',
    ),
    show(
      'talk',
      60,
      200,
      'スポーツ・トークライブ|스포츠 토크 라이브|Sports Talk Live',
      "解説陣が週末の試合を語り合う生放送のトーク番組。|해설진이 주말 경기에 대해 이야기하는 생방송 토크 프로그램.|Our analysts talk through the weekend's games, live.",
    ),
    show(
      'news-repeat',
      60,
      300,
      'KICKOFF NEWS（再）|KICKOFF NEWS (재)|KICKOFF NEWS (repeat)',
      '前日の放送の再放送です。|전날 방송의 재방송입니다.|A repeat of the previous edition.',
    ),
    show(
      'digest-repeat',
      60,
      300,
      'スポーツ・ダイジェスト（再）|스포츠 다이제스트 (재)|Sports Digest (repeat)',
      "1週間の名場面をまとめて振り返ります。|한 주의 명장면을 모아서 돌아봅니다.|The week's best moments, again.",
    ),
    show(
      'tactics',
      60,
      200,
      'ネオリーグ・タクティクスラボ|네오리그 택틱스 랩|Neo League Tactics Lab',
      '解説陣が戦術をボードと映像で徹底分析。|해설진이 전술을 보드와 영상으로 심층 분석합니다.|Our analysts break down the tactics on the board and on film.',
    ),
    show(
      'gotw',
      30,
      200,
      'ゴール・オブ・ザ・ウィーク|골 오브 더 위크|Goal of the Week',
      "今週のゴールをランキング形式で紹介。|이번 주의 골을 랭킹 형식으로 소개합니다.|This week's goals, ranked.",
    ),
    show(
      'neo2digest',
      30,
      200,
      'ネオリーグ2部 ダイジェスト|네오리그 2부 다이제스트|Division 2 Digest',
      '昇格争いが続く2部の全試合を30分で。|승격 경쟁이 이어지는 2부의 전 경기를 30분에.|Every Division 2 game of the promotion race in 30 minutes.',
    ),
    show(
      'fmorning',
      60,
      200,
      'フットボール・モーニング|풋볼 모닝|Football Morning',
      '朝のサッカー情報番組。|아침 축구 정보 프로그램.|Football news to start the day.',
    ),
    show(
      'ftalk',
      60,
      200,
      'フットボール・トーク|풋볼 토크|Football Talk',
      'OB選手をゲストに迎えてネオリーグを語る。|은퇴 선수를 게스트로 초대해 네오리그를 이야기합니다.|Former players join us to talk Neo League.',
    ),
    show(
      'weekly',
      60,
      200,
      'KICKOFF WEEKLY|KICKOFF WEEKLY|KICKOFF WEEKLY',
      '1週間のスポーツを総まとめするマガジン番組。|한 주의 스포츠를 총정리하는 매거진 프로그램.|The magazine show that wraps up the week in sport.',
    ),
    show(
      'bnextweekly',
      60,
      200,
      'B.ネクスト・ウィークリー|B.넥스트 위클리|B.NEXT Weekly',
      "全試合のハイライトとスタッツで1週間を振り返る。|전 경기 하이라이트와 스탯으로 한 주를 돌아봅니다.|Every game's highlights and stats of the week.",
    ),
    show(
      'locker',
      30,
      200,
      'B.ネクスト ロッカールーム|B.넥스트 라커룸|B.NEXT Locker Room',
      'チームの舞台裏に密着するドキュメンタリー。|팀의 뒷이야기를 밀착 취재하는 다큐멘터리.|Behind the scenes with one team.',
    ),
    show(
      'golfup',
      30,
      200,
      '青嵐ツアー ラウンドアップ|세이란 투어 라운드업|Seiran Tour Round-up',
      'ツアーの最新リーダーボードとベストショット。|투어의 최신 리더보드와 베스트 샷.|The latest leaderboard and the best shots of the tour.',
    ),
    show(
      'winter',
      30,
      200,
      'ウインターリーグ・ダイジェスト|윈터리그 다이제스트|Winter League Digest',
      '南洋から若手の活躍をお届けします。|난요에서 유망주들의 활약을 전해 드립니다.|The young prospects in action in Nan-yo.',
    ),
    show(
      'diamond',
      30,
      200,
      'ダイヤモンド・ストーリーズ|다이아몬드 스토리즈|Diamond Stories',
      'PBLの選手たちの素顔に迫るドキュメンタリー。|PBL 선수들의 민낯에 다가가는 다큐멘터리.|Documentary portraits of PBL players.',
    ),
    show(
      'fitness',
      30,
      400,
      'アスリート・ボディラボ|애슬리트 바디 랩|Athlete Body Lab',
      'トップ選手のトレーニングを紹介する収録番組。|톱 선수의 트레이닝을 소개하는 녹화 프로그램.|A recorded show on how the top players train.',
    ),
  ].map((s) => [s.key, s]),
);

/** The shows each channel fills its day with, in rotation; the first 30-minute one is the fallback. */
export const POOLS: Record<ChannelKey, string[]> = {
  sports1: ['replay', 'weekly', 'bnextweekly', 'locker', 'classic', 'news', 'fitness'],
  sports2: ['replay', 'golfup', 'winter', 'classic', 'diamond', 'fitness', 'news'],
  football: ['replay', 'tactics', 'gotw', 'neo2digest', 'ftalk', 'classic'],
  news: ['news', 'topics', 'scores', 'talk'],
};

export const MAINTENANCE: L10n = p3(
  'システムメンテナンスのため休止|시스템 점검으로 방송 휴지|Off air: system maintenance',
);
export const HIDDEN: L10n = p3('編成調整枠|편성 조정 편성|Schedule placeholder');
