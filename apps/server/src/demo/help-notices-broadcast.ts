import { banner } from './help-assets.js';
import { neoRoundCsv } from './help-notices-season.js';
import { l, NAMES, type NoticeSeed, type TimeKit } from './help-text.js';

/** Recent broadcast notices: the football finale, basketball commentary, the baseball post-season. */
export function broadcastNotices(t: TimeKit): NoticeSeed[] {
  const { neo, pbl, bnext } = NAMES;
  const finale = t.at(6, 14, 0);
  const bRound = [t.at(2, 19, 5), t.at(3, 14, 5)] as const;
  const seriesDays = [-20, -19, -17, -16, -15, -13, -12];
  const series = seriesDays.map((d) => t.at(d, 18, 30));
  const bOpen = t.at(-40, 19, 5);
  const bYear = t.year(t.at(-40));
  const bSeason = `${bYear}-${String((bYear + 1) % 100).padStart(2, '0')}`;
  const playoff = t.at(-47, 18, 0);
  const line = (lang: 'ja' | 'ko' | 'en', label: (n: number) => string) =>
    series.map((d, i) => `${label(i + 1)} ${t.md(d)[lang]} ${t.hm(d)}`).join('\n');

  return [
    {
      category: 'broadcast',
      publishedAt: t.at(-1, 18, 0),
      title: l(
        `${neo.ja} 最終節 全6試合ライブ配信のお知らせ`,
        `${neo.ko} 최종 라운드 6경기 전 경기 라이브 중계 안내`,
        `${neo.en} final round: all six matches live`,
      ),
      content: l(
        `いよいよ${neo.ja}もクライマックス。優勝の行方は最終節までもつれ込みました。
${t.md(finale).ja} 14:00、全6試合が同時キックオフとなります。

■ 注目カード
${NAMES.hokurei.ja} vs ${NAMES.regalia.ja}
首位の${NAMES.hokurei.ja}と、勝点2差で追う${NAMES.regalia.ja}による直接対決。勝ったチームが優勝です。

■ 配信について
・全6試合をライブ配信（13:30配信開始）
・プレミアムパスのマルチビューなら、最大4試合を同時にチェックできます
・試合終了後、優勝セレモニーも続けて配信予定

全試合の対戦カード・会場・実況／解説は添付のCSVファイルをご確認ください。
優勝決定の瞬間を、ぜひKICKOFFでお見逃しなく！`,
        `드디어 ${neo.ko}도 클라이맥스. 우승 향방은 최종 라운드까지 이어졌습니다.
${t.md(finale).ko} 14:00, 6경기가 동시에 킥오프합니다.

■ 주목 경기
${NAMES.hokurei.ko} vs ${NAMES.regalia.ko}
선두 ${NAMES.hokurei.ko}와 승점 2점 차로 추격하는 ${NAMES.regalia.ko}의 맞대결. 이기는 팀이 우승합니다.

■ 중계 안내
・6경기 전 경기 라이브 중계 (13:30 중계 시작)
・프리미엄 패스의 멀티뷰로 최대 4경기를 동시에 확인할 수 있습니다
・경기 종료 후 우승 세리머니도 이어서 중계 예정

전 경기 대진, 경기장, 캐스터/해설은 첨부된 CSV 파일을 확인해 주세요.
우승이 결정되는 순간을 KICKOFF에서 놓치지 마세요!`,
        `The ${neo.en} title race goes down to the final day.
All six matches kick off at the same time: ${t.md(finale).en}, 14:00.

■ Match of the day
${NAMES.hokurei.en} vs ${NAMES.regalia.en}
Leaders ${NAMES.hokurei.en} host ${NAMES.regalia.en}, two points behind. Whoever wins takes the title.

■ Streaming
- All six matches live (coverage starts at 13:30)
- With multi-view on a Premium pass, follow up to four matches at once
- The trophy ceremony will be streamed straight after the final whistle

Fixtures, venues and commentators for every match are in the attached CSV file.
Don't miss the moment the champions are crowned — only on KICKOFF!`,
      ),
      images: [
        banner(
          l('ネオリーグ最終節バナー.svg', '네오리그_최종라운드_배너.svg', 'neo-league-final-round.svg'),
          {
            kicker: 'FINAL ROUND',
            title: 'NEO LEAGUE TITLE DECIDER',
            subtitle: `${t.md(finale).ja} 14:00 全6試合同時キックオフ`,
            from: '#0d1b4c',
            to: '#2a5bd7',
            motif: 'football',
          },
        ),
      ],
      files: [
        neoRoundCsv(
          t,
          l(
            'ネオリーグ最終節_配信予定.csv',
            '네오리그_최종라운드_중계일정.csv',
            'neo-league-final-round-schedule.csv',
          ),
          '第22節',
          [
            [1, 0, finale],
            [3, 2, finale],
            [5, 4, finale],
            [7, 6, finale],
            [9, 8, finale],
            [11, 10, finale],
          ],
        ),
      ],
    },
    {
      category: 'broadcast',
      publishedAt: t.at(-6, 13, 0),
      title: l(
        `${bnext.ja} 第8節 実況・解説者決定のお知らせ`,
        `${bnext.ko} 8라운드 캐스터・해설 확정 안내`,
        `${bnext.en} Round 8: commentary line-up`,
      ),
      content: l(
        `${bnext.ja} 第8節の注目カードの実況・解説者が決定しました。

■ ${t.md(bRound[0]).ja} ${t.hm(bRound[0])} ティップオフ
${NAMES.shooters.ja} vs ${NAMES.blaze.ja}
実況：佐伯 美咲　解説：村瀬 大輔（元${bnext.ja}選手）

■ ${t.md(bRound[1]).ja} ${t.hm(bRound[1])} ティップオフ
蒼天ライジング vs 北陸グリフォンズ
実況：橘 晃一　解説：宮原 慎

開幕から7連勝中の${NAMES.shooters.ja}と、リーグ最多得点の${NAMES.blaze.ja}による上位対決です。
試合中は英語実況の副音声もお選びいただけます（プレイヤーの音声切替から）。`,
        `${bnext.ko} 8라운드 주목 경기의 캐스터와 해설이 확정되었습니다.

■ ${t.md(bRound[0]).ko} ${t.hm(bRound[0])} 팁오프
${NAMES.shooters.ko} vs ${NAMES.blaze.ko}
캐스터: 사에키 미사키 / 해설: 무라세 다이스케 (전 ${bnext.ko} 선수)

■ ${t.md(bRound[1]).ko} ${t.hm(bRound[1])} 팁오프
소텐 라이징 vs 호쿠리쿠 그리폰즈
캐스터: 다치바나 고이치 / 해설: 미야하라 신

개막 7연승 중인 ${NAMES.shooters.ko}와 리그 최다 득점의 ${NAMES.blaze.ko}가 맞붙는 상위권 대결입니다.
경기 중에는 영어 중계 부음성도 선택하실 수 있습니다(플레이어의 음성 전환 메뉴).`,
        `The commentators for the big games of ${bnext.en} Round 8 are confirmed.

■ ${t.md(bRound[0]).en}, tip-off ${t.hm(bRound[0])}
${NAMES.shooters.en} vs ${NAMES.blaze.en}
Play-by-play: Misaki Saeki / Analyst: Daisuke Murase (former ${bnext.en} player)

■ ${t.md(bRound[1]).en}, tip-off ${t.hm(bRound[1])}
Soten Rising vs Hokuriku Gryphons
Play-by-play: Koichi Tachibana / Analyst: Shin Miyahara

Unbeaten ${NAMES.shooters.en} (7–0) meet ${NAMES.blaze.en}, the league's highest-scoring team, in a top-of-the-table clash.
An English commentary track is available during the games (choose it from the player's audio menu).`,
      ),
    },
    {
      category: 'broadcast',
      publishedAt: t.at(-22, 12, 0),
      title: l(
        `PBLファイナルシリーズ 全試合ライブ配信`,
        `PBL 파이널 시리즈 전 경기 라이브 중계`,
        `PBL Final Series: every game live`,
      ),
      content: l(
        `${pbl.ja}の頂点を決める「PBLファイナルシリーズ」は、${NAMES.dolphins.ja}と${NAMES.falcons.ja}の対戦に決まりました。
4勝先取のシリーズを全試合ライブ配信いたします。

■ 日程（いずれも18:30試合開始）
${line('ja', (n) => `第${n}戦`)}
※第5戦以降は、必要な場合のみ開催します。

■ 配信内容
・試合開始30分前から両チームの練習風景を配信
・試合終了後、ヒーローインタビューと記者会見を配信
・各試合のフルマッチは翌朝までに見逃し配信で公開`,
        `${pbl.ko}의 정상을 가리는 'PBL 파이널 시리즈'는 ${NAMES.dolphins.ko}와 ${NAMES.falcons.ko}의 대결로 확정되었습니다.
4선승제 시리즈 전 경기를 라이브로 중계합니다.

■ 일정 (모두 18:30 경기 시작)
${line('ko', (n) => `${n}차전`)}
※ 5차전부터는 필요한 경우에만 열립니다.

■ 중계 내용
・경기 시작 30분 전부터 양 팀 연습 모습 중계
・경기 종료 후 수훈 선수 인터뷰와 기자회견 중계
・각 경기 풀 매치는 다음 날 아침까지 다시 보기로 공개`,
        `The "PBL Final Series" that decides the ${pbl.en} champion will be ${NAMES.dolphins.en} vs ${NAMES.falcons.en}.
Every game of the best-of-seven series will be streamed live.

■ Schedule (all games start at 18:30)
${line('en', (n) => `Game ${n}:`)}
* Games 5 to 7 are played only if needed.

■ Coverage
- Batting practice from 30 minutes before each game
- Player-of-the-game interviews and press conferences after each game
- Full replays of every game on demand by the next morning`,
      ),
      images: [
        banner(l('PBLファイナルシリーズバナー.svg', 'PBL_파이널시리즈_배너.svg', 'pbl-final-series.svg'), {
          kicker: 'PACIFIC BASEBALL LEAGUE',
          title: 'PBL FINAL SERIES',
          subtitle: `${NAMES.dolphins.ja} vs ${NAMES.falcons.ja}`,
          from: '#3a0d12',
          to: '#c0392b',
          motif: 'baseball',
        }),
      ],
    },
    {
      category: 'broadcast',
      publishedAt: t.at(-45, 12, 0),
      title: l(
        `${bnext.ja} ${bSeason}シーズン 全試合ライブ配信決定`,
        `${bnext.ko} ${bSeason} 시즌 전 경기 라이브 중계 확정`,
        `${bnext.en} ${bSeason}: every game live`,
      ),
      content: l(
        `${bnext.ja} ${bSeason}シーズンを、KICKOFFで全試合ライブ配信いたします。

■ 開幕戦
${t.md(bOpen).ja} ${t.hm(bOpen)} ティップオフ
${NAMES.blaze.ja} vs ${NAMES.shooters.ja}

■ 今シーズンの配信の特長
・全試合1080p60（プレミアムパス）でお届け
・コート全体を映す「タクティカルカメラ」をマルチビューで同時視聴可能
・ハーフタイムにスタッツ速報を表示

開幕戦は無料会員の方もご視聴いただけます（広告付き）。
お気に入りチームを登録すると、試合開始前にプッシュ通知でお知らせします。`,
        `${bnext.ko} ${bSeason} 시즌을 KICKOFF에서 전 경기 라이브로 중계합니다.

■ 개막전
${t.md(bOpen).ko} ${t.hm(bOpen)} 팁오프
${NAMES.blaze.ko} vs ${NAMES.shooters.ko}

■ 이번 시즌 중계의 특징
・전 경기 1080p60(프리미엄 패스)으로 제공
・코트 전체를 비추는 '택티컬 카메라'를 멀티뷰로 동시 시청 가능
・하프타임에 스탯 속보 표시

개막전은 무료 회원도 시청하실 수 있습니다(광고 포함).
관심 팀을 등록하면 경기 시작 전에 푸시 알림으로 알려 드립니다.`,
        `KICKOFF will stream every game of the ${bnext.en} ${bSeason} season live.

■ Opening game
${t.md(bOpen).en}, tip-off ${t.hm(bOpen)}
${NAMES.blaze.en} vs ${NAMES.shooters.en}

■ New this season
- Every game in 1080p60 (Premium pass)
- A "tactical camera" showing the whole court, viewable side by side in multi-view
- Live stats at half-time

The opening game is free to watch for free members (with ads).
Add your favourite team and we will send a push alert before each of its games.`,
      ),
      images: [
        banner(l('B.ネクスト開幕バナー.svg', 'B.넥스트_개막_배너.svg', 'b-next-season.svg'), {
          kicker: `SEASON ${bSeason}`,
          title: 'B.NEXT IS BACK',
          subtitle: '全試合ライブ配信',
          from: '#2b1055',
          to: '#d53a9d',
          accent: '#ffb347',
          motif: 'basketball',
        }),
      ],
    },
    {
      category: 'broadcast',
      publishedAt: t.at(-50, 12, 0),
      title: l(
        `PBLプレーオフ 配信スケジュールのお知らせ`,
        `PBL 플레이오프 중계 일정 안내`,
        `PBL Playoffs streaming schedule`,
      ),
      content: l(
        `レギュラーシーズン上位3チームによる「PBLプレーオフ」を全試合ライブ配信いたします。

■ ファーストステージ（3試合・2勝先取）
${t.md(playoff).ja}から　${NAMES.falcons.ja} vs ${NAMES.thunders.ja}

■ ファイナルステージ（6試合・4勝先取、1位球団に1勝のアドバンテージ）
${t.md(t.at(-43)).ja}から　${NAMES.dolphins.ja} vs ファーストステージ勝者

試合開始はいずれも18:00です。
雨天中止の場合、日程が順延となります。最新情報はスケジュールページをご確認ください。`,
        `정규 시즌 상위 3개 팀이 겨루는 'PBL 플레이오프'를 전 경기 라이브로 중계합니다.

■ 퍼스트 스테이지 (3경기・2선승제)
${t.md(playoff).ko}부터  ${NAMES.falcons.ko} vs ${NAMES.thunders.ko}

■ 파이널 스테이지 (6경기・4선승제, 1위 구단에 1승 어드밴티지)
${t.md(t.at(-43)).ko}부터  ${NAMES.dolphins.ko} vs 퍼스트 스테이지 승자

경기 시작은 모두 18:00입니다.
우천 취소 시 일정이 순연됩니다. 최신 정보는 일정 페이지를 확인해 주세요.`,
        `Every game of the "PBL Playoffs" between the top three teams of the regular season will be streamed live.

■ First Stage (best of three)
From ${t.md(playoff).en}: ${NAMES.falcons.en} vs ${NAMES.thunders.en}

■ Final Stage (up to six games, first to four wins; the pennant winner starts one win up)
From ${t.md(t.at(-43)).en}: ${NAMES.dolphins.en} vs the First Stage winner

All games start at 18:00.
Games rained out are moved back a day; see the schedule page for the latest information.`,
      ),
    },
  ];
}
