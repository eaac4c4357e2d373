import { banner, csvAsset } from './help-assets.js';
import {
  type AssetSeed,
  type L10n,
  l,
  NAMES,
  NEO_CLUBS,
  type NoticeSeed,
  type TimeKit,
  VOICES,
} from './help-text.js';

/** A Neo League round as a spreadsheet: one row per match, Japanese like the league's own schedules. */
export function neoRoundCsv(
  t: TimeKit,
  name: L10n,
  round: string,
  fixtures: [number, number, Date][],
): AssetSeed {
  const rows = [['節', '日付', 'キックオフ', 'ホーム', 'アウェイ', '会場', '配信', '実況', '解説']];
  for (const [i, [home, away, at]] of fixtures.entries()) {
    const [homeClub, ground] = NEO_CLUBS[home]!;
    const [pbp, analyst] = VOICES[i % VOICES.length]!;
    rows.push([
      round,
      t.iso(at),
      t.hm(at),
      homeClub,
      NEO_CLUBS[away]![0],
      ground,
      'ライブ・見逃し',
      pbp,
      analyst,
    ]);
  }
  return csvAsset(name, rows);
}

/** Season openers, the all-star game and the mid-season break: the older broadcast notices. */
export function seasonNotices(t: TimeKit): NoticeSeed[] {
  const { neo, pbl } = NAMES;
  const neoOpen = t.at(-275);
  const neoYear = t.year(neoOpen);
  const pblOpen = t.at(-245);
  const pblYear = t.year(pblOpen);
  const allStar = [t.at(-121, 18, 30), t.at(-120, 18, 0)] as const;
  const breakStart = t.at(-147);
  const o = (days: number, hour: number) => t.at(-275 + days, hour);
  const opening: [number, number, Date][] = [
    [0, 3, o(0, 14)],
    [2, 5, o(0, 15)],
    [4, 1, o(0, 16)],
    [6, 9, o(0, 19)],
    [8, 11, o(1, 13)],
    [10, 7, o(1, 15)],
  ];

  return [
    {
      category: 'broadcast',
      publishedAt: t.at(-280, 12, 0),
      title: l(
        `${neo.ja} ${neoYear}シーズン 全試合ライブ配信決定！`,
        `${neo.ko} ${neoYear} 시즌 전 경기 라이브 중계 확정!`,
        `Every ${neo.en} ${neoYear} match live on KICKOFF`,
      ),
      content: l(
        `${neo.ja} ${neoYear}シーズンは、${t.md(neoOpen).ja}に開幕します。
KICKOFFでは今シーズンも全12クラブ・全132試合をライブ配信いたします。

■ 開幕節（第1節）
${t.md(neoOpen).ja}・${t.md(o(1, 0)).ja}の2日間で6試合を開催します。
対戦カード・キックオフ時刻・実況／解説は添付のCSVファイルをご覧ください。

■ 配信内容
・全試合ライブ配信（試合開始30分前から配信開始）
・試合終了後、見逃し配信でフルマッチとハイライトを順次公開
・プレミアムパスなら1080p60の高画質、最大4試合の同時視聴（マルチビュー）に対応

■ 無料会員の方
開幕戦「${NAMES.regalia.ja} vs ${NAMES.sakura.ja}」は無料でライブ視聴いただけます（広告付き）。

新シーズンもKICKOFFでお楽しみください！`,
        `${neo.ko} ${neoYear} 시즌이 ${t.md(neoOpen).ko}에 개막합니다.
KICKOFF는 이번 시즌에도 12개 구단 132경기 전 경기를 라이브로 중계합니다.

■ 개막 라운드 (제1절)
${t.md(neoOpen).ko}, ${t.md(o(1, 0)).ko} 이틀간 6경기가 열립니다.
대진, 킥오프 시각, 캐스터/해설은 첨부된 CSV 파일을 확인해 주세요.

■ 중계 내용
・전 경기 라이브 중계 (경기 시작 30분 전부터)
・경기 종료 후 다시 보기로 풀 매치와 하이라이트 순차 공개
・프리미엄 패스는 1080p60 고화질, 최대 4경기 동시 시청(멀티뷰) 지원

■ 무료 회원
개막전 '${NAMES.regalia.ko} vs ${NAMES.sakura.ko}'는 무료로 라이브 시청하실 수 있습니다(광고 포함).

새 시즌도 KICKOFF와 함께 즐겨 주세요!`,
        `The ${neo.en} ${neoYear} season kicks off on ${t.md(neoOpen).en}.
KICKOFF will again stream all 132 matches of all 12 clubs live.

■ Round 1
Six matches over two days, ${t.md(neoOpen).en} and ${t.md(o(1, 0)).en}.
Fixtures, kick-off times and commentators are in the attached CSV file.

■ What you can watch
- Every match live, from 30 minutes before kick-off
- Full replays and highlights on demand after each match
- With a Premium pass: 1080p60 and up to 4 matches at once in multi-view

■ Free members
The opener, ${NAMES.regalia.en} vs ${NAMES.sakura.en}, is free to watch live (with ads).

Enjoy the new season on KICKOFF!`,
      ),
      images: [
        banner(l('ネオリーグ開幕バナー.svg', '네오리그_개막_배너.svg', 'neo-league-opening.svg'), {
          kicker: `SEASON ${neoYear}`,
          title: 'NEO LEAGUE KICKS OFF',
          subtitle: '全132試合 ライブ配信',
          from: '#0b3d2e',
          to: '#1f8a5b',
          motif: 'football',
        }),
      ],
      files: [
        neoRoundCsv(
          t,
          l(
            'ネオリーグ第1節_配信予定.csv',
            '네오리그_1라운드_중계일정.csv',
            'neo-league-round1-schedule.csv',
          ),
          '第1節',
          opening,
        ),
      ],
    },
    {
      category: 'broadcast',
      publishedAt: t.at(-250, 12, 0),
      title: l(
        `${pbl.ja} ${pblYear} 開幕カード配信のお知らせ`,
        `${pbl.ko} ${pblYear} 개막 시리즈 중계 안내`,
        `${pbl.en} ${pblYear}: opening series on KICKOFF`,
      ),
      content: l(
        `${pbl.ja}（PBL）${pblYear}シーズンが${t.md(pblOpen).ja}に開幕します。
開幕3連戦は全カードをライブ配信いたします。

■ 開幕カード（${t.md(pblOpen).ja} 18:00〜）
・${NAMES.dolphins.ja} vs ${NAMES.thunders.ja}
・${NAMES.falcons.ja} vs 港南マリンズ
・北斗ベアーズ vs 朱雀キングス

■ 見どころ
昨季王者の${NAMES.dolphins.ja}は、エース右腕が3年連続の開幕投手。
試合前には各球場からスタメン発表を生中継でお届けします。

試合中はライブチャットで、ファンの皆さまと一緒に応援をお楽しみください（パスをお持ちの方）。`,
        `${pbl.ko}(PBL) ${pblYear} 시즌이 ${t.md(pblOpen).ko}에 개막합니다.
개막 3연전은 모든 경기를 라이브로 중계합니다.

■ 개막 시리즈 (${t.md(pblOpen).ko} 18:00~)
・${NAMES.dolphins.ko} vs ${NAMES.thunders.ko}
・${NAMES.falcons.ko} vs 고난 마린즈
・호쿠토 베어스 vs 스자쿠 킹스

■ 관전 포인트
지난 시즌 우승팀 ${NAMES.dolphins.ko}는 에이스 우완 투수가 3년 연속 개막전 선발로 나섭니다.
경기 전에는 각 구장에서 선발 라인업 발표를 생중계합니다.

경기 중에는 라이브 채팅으로 팬 여러분과 함께 응원해 주세요(패스 보유 회원).`,
        `The ${pbl.en} (PBL) ${pblYear} season opens on ${t.md(pblOpen).en}.
Every game of the opening three-game series will be streamed live.

■ Opening day (${t.md(pblOpen).en}, from 18:00)
- ${NAMES.dolphins.en} vs ${NAMES.thunders.en}
- ${NAMES.falcons.en} vs Konan Marines
- Hokuto Bears vs Suzaku Kings

■ What to watch for
Defending champions ${NAMES.dolphins.en} hand the ball to their ace right-hander on opening day for the third year running.
Before each game we go live from the ballpark for the starting line-ups.

Cheer along with other fans in the live chat during the game (pass holders).`,
      ),
    },
    {
      category: 'broadcast',
      publishedAt: t.at(-150, 17, 0),
      title: l(
        `${neo.ja} 中断期間の特別番組ラインナップ`,
        `${neo.ko} 휴식기 특별 프로그램 편성 안내`,
        `${neo.en} mid-season break: special programmes`,
      ),
      content: l(
        `${t.md(breakStart).ja}から約3週間、${neo.ja}はシーズン中断期間に入ります。
中断期間中も、KICKOFFチャンネルで特別番組をお届けします。

■ 主な番組
・「前半戦ベストゴール30」…ファン投票で選ばれたゴールをカウントダウン
・「監督が語る前半戦」…全12クラブの監督インタビュー
・「ネオリーグ・タクティクスラボ」…解説陣が戦術を徹底分析
・「名勝負フルマッチ再放送」…前半戦の好ゲームをノーカットで

番組表はTVチャンネルのページからご確認いただけます。
見逃した番組は、放送終了後に見逃し配信でご覧いただけます。`,
        `${t.md(breakStart).ko}부터 약 3주간 ${neo.ko}는 시즌 휴식기에 들어갑니다.
휴식기 동안에도 KICKOFF 채널에서 특별 프로그램을 전해 드립니다.

■ 주요 프로그램
・'전반기 베스트 골 30' … 팬 투표로 선정된 골 카운트다운
・'감독이 말하는 전반기' … 12개 구단 감독 인터뷰
・'네오리그 택틱스 랩' … 해설진의 전술 심층 분석
・'명승부 풀 매치 재방송' … 전반기 명경기를 무편집으로

편성표는 TV 채널 페이지에서 확인하실 수 있습니다.
놓친 프로그램은 방송 종료 후 다시 보기로 시청하실 수 있습니다.`,
        `From ${t.md(breakStart).en}, the ${neo.en} takes a break of about three weeks.
KICKOFF Channel will keep you company with special programmes.

■ Highlights
- "Best 30 goals of the first half" — a countdown voted by fans
- "The managers look back" — interviews with all 12 head coaches
- "Neo League Tactics Lab" — our analysts break down the tactics
- "Classic matches in full" — the best games of the first half, uncut

See the TV channel page for the schedule.
Missed a show? Every programme is available on demand after it airs.`,
      ),
    },
    {
      category: 'broadcast',
      publishedAt: t.at(-125, 12, 0),
      title: l(
        `${pbl.ja} オールスターゲーム ${pblYear} 配信のお知らせ`,
        `${pbl.ko} 올스타전 ${pblYear} 중계 안내`,
        `${pbl.en} All-Star Game ${pblYear} live`,
      ),
      content: l(
        `ファン投票で選ばれたスター選手が集結する「PBLオールスターゲーム ${pblYear}」を2試合ともライブ配信いたします。

■ 日程
・第1戦 ${t.md(allStar[0]).ja} ${t.hm(allStar[0])}〜
・第2戦 ${t.md(allStar[1]).ja} ${t.hm(allStar[1])}〜
（試合開始1時間前から、ホームランダービーを配信）

■ 特別企画
・ベンチ裏カメラによるマルチアングル配信（プレミアムパスのマルチビューで同時視聴可能）
・選手によるゲスト解説

第1戦は無料会員の方もライブでご視聴いただけます（広告付き）。`,
        `팬 투표로 선정된 스타 선수들이 모이는 'PBL 올스타전 ${pblYear}'를 2경기 모두 라이브로 중계합니다.

■ 일정
・1차전 ${t.md(allStar[0]).ko} ${t.hm(allStar[0])}~
・2차전 ${t.md(allStar[1]).ko} ${t.hm(allStar[1])}~
(경기 시작 1시간 전부터 홈런 더비 중계)

■ 특별 기획
・벤치 뒤 카메라 멀티 앵글 중계 (프리미엄 패스의 멀티뷰로 동시 시청 가능)
・선수 게스트 해설

1차전은 무료 회원도 라이브로 시청하실 수 있습니다(광고 포함).`,
        `Both games of the "PBL All-Star Game ${pblYear}", featuring the stars chosen by the fans, will be streamed live.

■ Schedule
- Game 1: ${t.md(allStar[0]).en}, from ${t.hm(allStar[0])}
- Game 2: ${t.md(allStar[1]).en}, from ${t.hm(allStar[1])}
(The Home Run Derby streams from one hour before each game.)

■ Specials
- Dugout cameras as extra angles (watch them side by side with multi-view on a Premium pass)
- Players joining the commentary team as guests

Game 1 is free to watch live for free members (with ads).`,
      ),
    },
  ];
}
