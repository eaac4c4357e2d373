import { banner, pdfAsset, thumbnail } from './help-assets.js';
import { CAMPAIGNS, type EventSeed, l, NAMES, type TimeKit } from './help-text.js';

/** Events running now. */
export function runningEvents(t: TimeKit): EventSeed[] {
  const fp = CAMPAIGNS.finalPrediction;
  const predictionEnd = t.at(fp.end, 23, 59);
  const reportEnd = t.at(10, 23, 59);
  const tvEnd = t.at(30, 23, 59);
  const cheerEnd = t.at(18, 23, 59);

  return [
    {
      title: l(
        `${NAMES.neo.ja} 最終節 勝敗予想キャンペーン`,
        `${NAMES.neo.ko} 최종 라운드 승부 예측 캠페인`,
        `${NAMES.neo.en} final round prediction campaign`,
      ),
      summary: l(
        '最終節全6試合の勝敗を予想して、優勝クラブのサイン入りボールを当てよう！',
        '최종 라운드 6경기의 승부를 예측하고 우승 구단 사인 볼을 받아 가세요!',
        'Predict all six final-round results and win a ball signed by the champions.',
      ),
      content: l(
        `優勝の行方がかかる${NAMES.neo.ja}最終節。全6試合の勝敗（ホーム勝ち・引き分け・アウェイ勝ち）を予想してください。

■ 応募期間
${t.date(predictionEnd).ja} 23:59まで

■ 応募方法
KICKOFF公式X（旧Twitter）アカウントのキャンペーン投稿を、6試合の予想を添えて引用投稿してください（ハッシュタグ「#KICKOFF最終節予想」）。

■ 賞品
・全試合的中：優勝クラブの選手サイン入りボール（抽選で5名様）
・5試合以上的中：KICKOFFオリジナル マフラータオル（抽選で50名様）

■ ご注意
お一人様1回のご応募に限ります。複数回投稿された場合は、最初の投稿を有効とします。`,
        `우승의 향방이 걸린 ${NAMES.neo.ko} 최종 라운드. 6경기의 승부(홈 승・무승부・원정 승)를 예측해 주세요.

■ 응모 기간
${t.date(predictionEnd).ko} 23:59까지

■ 응모 방법
KICKOFF 공식 X(구 Twitter) 계정의 캠페인 게시물을 6경기 예측과 함께 인용하여 게시해 주세요(해시태그 '#KICKOFF최종라운드예측').

■ 경품
・전 경기 적중: 우승 구단 선수 사인 볼 (추첨 5명)
・5경기 이상 적중: KICKOFF 오리지널 머플러 타월 (추첨 50명)

■ 유의 사항
1인 1회 응모로 제한됩니다. 여러 번 게시한 경우 첫 번째 게시물만 유효합니다.`,
        `The ${NAMES.neo.en} title will be decided on the final day. Predict the result of each of the six matches: home win, draw or away win.

■ Entries close
${t.date(predictionEnd).en}, 23:59

■ How to enter
Quote the campaign post on KICKOFF's official X (formerly Twitter) account with your six predictions and the hashtag #KICKOFFFinalRound.

■ Prizes
- All six correct: a ball signed by the champions' players (5 winners drawn)
- Five or more correct: a KICKOFF scarf towel (50 winners drawn)

■ Please note
One entry per person. If you post more than once, only your first post counts.`,
      ),
      thumbnail: thumbnail(l('最終節勝敗予想.svg', '최종라운드_승부예측.svg', 'final-round-prediction.svg'), {
        kicker: 'NEO LEAGUE',
        title: 'PREDICT THE FINAL DAY',
        subtitle: '勝敗予想キャンペーン',
        from: '#0d1b4c',
        to: '#2a5bd7',
        motif: 'football',
      }),
      images: [
        banner(
          l('最終節勝敗予想バナー.svg', '최종라운드_승부예측_배너.svg', 'final-round-prediction-banner.svg'),
          {
            kicker: 'NEO LEAGUE FINAL ROUND',
            title: 'PREDICT ALL 6 RESULTS',
            subtitle: '全試合的中で サイン入りボール',
            from: '#0d1b4c',
            to: '#16a085',
            motif: 'football',
          },
        ),
      ],
      startAt: t.at(fp.start, 12),
      endAt: predictionEnd,
    },
    {
      title: l(
        'マルチビュー体験レポート募集',
        '멀티뷰 체험 후기 모집',
        'Tell us about your multi-view set-up',
      ),
      summary: l(
        'マルチビューでの観戦スタイルを投稿して、プレミアムパス年額分をもらおう。',
        '멀티뷰 관전 스타일을 올리고 프리미엄 패스 연간 이용권을 받아 가세요.',
        'Share how you watch in multi-view and win a year of Premium.',
      ),
      content: l(
        `マルチビューで、あなたはどんな組み合わせで観戦していますか？お気に入りの観戦スタイルを教えてください。

■ 期間
${t.date(t.at(-20, 12)).ja} 12:00〜${t.date(reportEnd).ja} 23:59

■ 応募方法
マルチビュー画面のスクリーンショットに、観戦スタイルのひと言を添えて、ハッシュタグ「#KICKOFFマルチビュー」をつけてX（旧Twitter）に投稿してください。

■ 賞品
・優秀賞：プレミアムパス年額（24,800円相当）のクーポン（5名様）
・参加賞：抽選でKICKOFFオリジナル ステッカー（100名様）

※スクリーンショットに他の方の個人情報やチャットのニックネームが写らないようご注意ください。`,
        `멀티뷰로 어떤 조합으로 관전하고 계신가요? 즐겨 쓰는 관전 스타일을 알려 주세요.

■ 기간
${t.date(t.at(-20, 12)).ko} 12:00~${t.date(reportEnd).ko} 23:59

■ 응모 방법
멀티뷰 화면 스크린샷에 관전 스타일 한마디와 해시태그 '#KICKOFF멀티뷰'를 붙여 X(구 Twitter)에 게시해 주세요.

■ 경품
・우수상: 프리미엄 패스 연간(24,800엔 상당) 쿠폰 (5명)
・참가상: 추첨을 통해 KICKOFF 오리지널 스티커 (100명)

※ 스크린샷에 다른 분의 개인정보나 채팅 닉네임이 보이지 않도록 주의해 주세요.`,
        `Which matches do you put side by side in multi-view? Tell us how you like to watch.

■ Dates
${t.date(t.at(-20, 12)).en}, 12:00 – ${t.date(reportEnd).en}, 23:59

■ How to enter
Post a screenshot of your multi-view screen with a line about your set-up on X (formerly Twitter), with the hashtag #KICKOFFMultiView.

■ Prizes
- Best entries: a coupon for a year of Premium (worth 24,800 JPY) — 5 people
- Participation prize: a KICKOFF sticker (100 winners drawn)

* Please make sure your screenshot shows no one else's personal details or chat nicknames.`,
      ),
      thumbnail: thumbnail(
        l('マルチビュー体験レポート.svg', '멀티뷰_체험_후기.svg', 'multi-view-report.svg'),
        {
          kicker: 'PREMIUM',
          title: 'SHOW US YOUR MULTI-VIEW',
          subtitle: '体験レポート募集',
          from: '#1a1a2e',
          to: '#8e2de2',
          motif: 'multi',
        },
      ),
      startAt: t.at(-20, 12),
      endAt: reportEnd,
    },
    {
      title: l(
        'スマートTVで観よう！TVログインキャンペーン',
        '스마트 TV로 보자! TV 로그인 캠페인',
        'Watch on the big screen: smart TV log-in campaign',
      ),
      summary: l(
        '期間中にスマートTVアプリで初めてログインして30分以上視聴すると、大画面テレビが当たるチャンス。',
        '기간 중 스마트 TV 앱에 처음 로그인하여 30분 이상 시청하면 대화면 TV를 받을 수 있는 기회.',
        'Log in on a smart TV for the first time and watch for 30 minutes to win a big-screen TV.',
      ),
      content: l(
        `LG・Samsung スマートTVアプリで、大画面のスポーツ観戦を体験してください。

■ 期間
${t.date(t.at(-30, 12)).ja} 12:00〜${t.date(tvEnd).ja} 23:59

■ 対象
期間中にスマートTVアプリへ初めてログインし、合計30分以上視聴した方（自動エントリー）

■ 賞品
・55型 4Kテレビ（1名様）
・KICKOFFオリジナル クッション（100名様）

■ ログイン方法
テレビのアプリに表示される6桁のコードを、パソコンやスマートフォンでログインした状態で「TVログイン」画面に入力してください。手順は添付のPDFでもご確認いただけます。`,
        `LG・Samsung 스마트 TV 앱으로 대화면 스포츠 관전을 경험해 보세요.

■ 기간
${t.date(t.at(-30, 12)).ko} 12:00~${t.date(tvEnd).ko} 23:59

■ 대상
기간 중 스마트 TV 앱에 처음 로그인하여 합계 30분 이상 시청한 회원(자동 응모)

■ 경품
・55인치 4K TV (1명)
・KICKOFF 오리지널 쿠션 (100명)

■ 로그인 방법
TV 앱에 표시되는 6자리 코드를 PC나 스마트폰에서 로그인한 상태로 'TV 로그인' 화면에 입력해 주세요. 절차는 첨부된 PDF에서도 확인하실 수 있습니다.`,
        `Try sport on the big screen with the KICKOFF app for LG and Samsung smart TVs.

■ Dates
${t.date(t.at(-30, 12)).en}, 12:00 – ${t.date(tvEnd).en}, 23:59

■ Who can win
Members who log in to a smart TV app for the first time during the campaign and watch for 30 minutes or more in total (entered automatically)

■ Prizes
- A 55-inch 4K TV (1 winner)
- A KICKOFF cushion (100 winners)

■ How to log in
Enter the six-digit code shown by the TV app on the "TV log-in" page, on a computer or smartphone where you are logged in. The steps are also in the attached PDF.`,
      ),
      thumbnail: thumbnail(l('TVログインキャンペーン.svg', 'TV_로그인_캠페인.svg', 'tv-login-campaign.svg'), {
        kicker: 'LG / SAMSUNG',
        title: 'WATCH ON YOUR TV',
        subtitle: '55型4Kテレビが当たる',
        from: '#101820',
        to: '#3a4b5c',
        accent: '#4fd1c5',
        motif: 'tv',
      }),
      files: [
        pdfAsset(
          l('TVログイン手順.pdf', 'TV_로그인_방법.pdf', 'tv-login-steps.pdf'),
          'TV log-in: open the KICKOFF TV app, then enter the 6-digit code on the TV log-in page of the website.',
        ),
      ],
      startAt: t.at(-30, 12),
      endAt: tvEnd,
    },
    {
      title: l(
        `${NAMES.bnext.ja} 推しチーム応援メッセージ募集`,
        `${NAMES.bnext.ko} 최애 팀 응원 메시지 모집`,
        `Send a message to your ${NAMES.bnext.en} team`,
      ),
      summary: l(
        '推しチームへの応援メッセージを募集。選ばれたメッセージは中継の中で紹介します。',
        '최애 팀에 보내는 응원 메시지를 모집합니다. 선정된 메시지는 중계 중에 소개합니다.',
        'Send a message of support; the best ones will be read out during the broadcasts.',
      ),
      content: l(
        `${NAMES.bnext.ja}の推しチームへ、熱い応援メッセージを送りませんか？

■ 期間
${t.date(t.at(-3, 12)).ja} 12:00〜${t.date(cheerEnd).ja} 23:59

■ 応募方法
ハッシュタグ「#KICKOFF推しチーム応援」とチーム名をつけて、X（旧Twitter）に応援メッセージを投稿してください。

■ 特典
選ばれたメッセージは、週末の中継のハーフタイムに実況アナウンサーが紹介します。紹介された方には、チームのオリジナルタオルをお送りします（各チーム1名様）。`,
        `${NAMES.bnext.ko}의 최애 팀에게 뜨거운 응원 메시지를 보내 보세요!

■ 기간
${t.date(t.at(-3, 12)).ko} 12:00~${t.date(cheerEnd).ko} 23:59

■ 응모 방법
해시태그 '#KICKOFF최애팀응원'과 팀 이름을 붙여 X(구 Twitter)에 응원 메시지를 게시해 주세요.

■ 혜택
선정된 메시지는 주말 중계 하프타임에 캐스터가 소개합니다. 소개된 분께는 팀 오리지널 타월을 보내 드립니다(팀별 1명).`,
        `Send your ${NAMES.bnext.en} team a message of support!

■ Dates
${t.date(t.at(-3, 12)).en}, 12:00 – ${t.date(cheerEnd).en}, 23:59

■ How to take part
Post your message on X (formerly Twitter) with the team's name and the hashtag #KICKOFFCheer.

■ Reward
Our commentators will read out the chosen messages at half-time during weekend broadcasts, and each author receives the team's towel (one per team).`,
      ),
      thumbnail: thumbnail(l('応援メッセージ募集.svg', '응원_메시지_모집.svg', 'cheer-messages.svg'), {
        kicker: 'B.NEXT',
        title: 'CHEER YOUR TEAM',
        subtitle: '応援メッセージ募集',
        from: '#5b0e2d',
        to: '#f5576c',
        motif: 'chat',
      }),
      startAt: t.at(-3, 12),
      endAt: cheerEnd,
    },
  ];
}
