import { banner } from './help-assets.js';
import { l, type NoticeSeed, type TimeKit } from './help-text.js';

/** Feature launches over the year: chat rules, multi-view, score hiding, alerts, log-in, languages. */
export function featureNotices(t: TimeKit): NoticeSeed[] {
  return [
    {
      category: 'service',
      publishedAt: t.at(-92, 16, 0),
      title: l('ライブチャットのご利用ルールについて', '라이브 채팅 이용 규칙 안내', 'Live chat rules'),
      content: l(
        `試合中のライブチャットを、すべての方に気持ちよくご利用いただくため、ご利用ルールをあらためてご案内します。

■ チャットに参加できる方
・有料パス（ベーシック／プレミアム）をお持ちの方
・チャットルールに同意し、ニックネームを登録済みの方

■ 投稿のルール
・1回の投稿は100文字以内
・URLを含む投稿、禁止語句を含む投稿はできません
・10秒間に5回を超えて投稿すると、30秒間投稿できなくなります

■ 禁止事項
選手・審判・他のユーザーへの誹謗中傷、試合結果のネタバレを目的とした投稿、宣伝・勧誘、なりすまし など

ルールに違反した場合、一定時間の投稿制限（ミュート）やチャット利用停止となることがあります。また、不適切なニックネームは運営により変更する場合があります。`,
        `경기 중 라이브 채팅을 모두가 즐겁게 이용할 수 있도록 이용 규칙을 다시 안내드립니다.

■ 채팅에 참여할 수 있는 분
・유료 패스(베이직/프리미엄) 보유 회원
・채팅 규칙에 동의하고 닉네임을 등록한 회원

■ 작성 규칙
・1회 작성은 100자 이내
・URL이나 금지어가 포함된 메시지는 작성할 수 없습니다
・10초 동안 5회를 초과하여 작성하면 30초간 작성할 수 없습니다

■ 금지 사항
선수・심판・다른 이용자에 대한 비방, 경기 결과 스포일러 목적의 글, 광고・권유, 사칭 등

규칙을 위반하면 일정 시간 작성 제한(뮤트)이나 채팅 이용 정지 조치가 취해질 수 있습니다. 또한 부적절한 닉네임은 운영자가 변경할 수 있습니다.`,
        `So that everyone can enjoy the live chat during matches, here is a reminder of the rules.

■ Who can chat
- Members with a paid pass (Basic or Premium)
- Who have agreed to the chat rules and registered a nickname

■ Posting rules
- Up to 100 characters per message
- Messages containing URLs or banned words cannot be posted
- Posting more than 5 messages in 10 seconds blocks posting for 30 seconds

■ Not allowed
Abuse of players, referees or other users; spoiling results on purpose; advertising or soliciting; impersonation; and similar behaviour

Breaking the rules may lead to being muted for a while or banned from chat. Inappropriate nicknames may be changed by our moderators.`,
      ),
    },
    {
      category: 'service',
      publishedAt: t.at(-130, 12, 0),
      title: l(
        'プレミアムパスに「マルチビュー」が登場！',
        "프리미엄 패스에 '멀티뷰'가 등장!",
        'Introducing multi-view for Premium',
      ),
      content: l(
        `プレミアムパスをお持ちの方は、最大4試合のライブを1つの画面で同時にご覧いただけるようになりました。

■ 使い方
1. ライブ一覧またはスケジュールで、試合の「マルチビューに追加」を選択
2. 最大4試合まで追加し、「マルチビューで見る」を押す
3. 音声を出したい画面をクリックすると、その試合の音声に切り替わります

■ こんな時に便利
・同時刻に行われる最終節の全試合をチェック
・野球のナイター3試合を並べて観戦

マルチビューはパソコンのウェブブラウザでご利用いただけます。各画面の画質は回線状況に応じて自動で調整されます。`,
        `프리미엄 패스를 보유하신 분은 최대 4경기의 라이브를 한 화면에서 동시에 보실 수 있게 되었습니다.

■ 이용 방법
1. 라이브 목록이나 일정에서 경기의 '멀티뷰에 추가'를 선택
2. 최대 4경기까지 추가한 뒤 '멀티뷰로 보기'를 누릅니다
3. 소리를 듣고 싶은 화면을 클릭하면 해당 경기의 음성으로 전환됩니다

■ 이럴 때 편리해요
・같은 시간에 열리는 최종 라운드 전 경기를 한꺼번에 확인
・야구 야간 경기 3경기를 나란히 관전

멀티뷰는 PC 웹 브라우저에서 이용하실 수 있습니다. 각 화면의 화질은 네트워크 상황에 따라 자동으로 조정됩니다.`,
        `Premium pass holders can now watch up to four live matches at once on one screen.

■ How to use it
1. Choose "Add to multi-view" on a match in the live list or the schedule
2. Add up to four matches, then press "Watch in multi-view"
3. Click a screen to hear that match

■ Great for
- Following every match of a final round played at the same time
- Watching three evening baseball games side by side

Multi-view works in web browsers on computers. The quality of each screen adjusts automatically to your connection.`,
      ),
      images: [
        banner(l('マルチビュー.svg', '멀티뷰.svg', 'multi-view.svg'), {
          kicker: 'PREMIUM PASS / MULTI-VIEW',
          title: 'WATCH 4 LIVES AT ONCE',
          subtitle: '最大4試合を同時に観戦',
          from: '#1a1a2e',
          to: '#8e2de2',
          accent: '#ffd54a',
          motif: 'multi',
        }),
      ],
    },
    {
      category: 'service',
      publishedAt: t.at(-140, 11, 0),
      title: l(
        'ネタバレ防止「スコア非表示」設定を追加しました',
        "스포일러 방지 '스코어 숨기기' 설정을 추가했습니다",
        'New "hide scores" setting to avoid spoilers',
      ),
      content: l(
        `録画や見逃し配信で後から試合を楽しみたい方のために、「スコア非表示」設定を追加しました。

■ 設定方法
スケジュールページ右上の「スコア表示」スイッチをオフにしてください。

■ オフにすると
・スケジュール、ホーム、検索結果で試合のスコアが「-」で表示されます
・見逃し配信のタイトルやサムネイルからスコアが分かる表記を隠します

設定はアカウントに保存されるため、ウェブとスマートTVアプリの両方に反映されます。`,
        `녹화나 다시 보기로 나중에 경기를 즐기고 싶은 분들을 위해 '스코어 숨기기' 설정을 추가했습니다.

■ 설정 방법
일정 페이지 오른쪽 위의 '스코어 표시' 스위치를 꺼 주세요.

■ 끄면
・일정, 홈, 검색 결과에서 경기 스코어가 '-'로 표시됩니다
・다시 보기 제목과 썸네일에서 스코어를 알 수 있는 표기를 숨깁니다

설정은 계정에 저장되므로 웹과 스마트 TV 앱 모두에 적용됩니다.`,
        `For everyone who likes to watch a match later without knowing the result, we added a "hide scores" setting.

■ How to turn it on
Switch off "Show scores" at the top right of the schedule page.

■ With scores hidden
- Scores show as "-" in the schedule, on the home page and in search results
- Titles and thumbnails of replays no longer give the score away

The setting is saved to your account, so it applies on the web and in the smart TV apps.`,
      ),
    },
    {
      category: 'service',
      publishedAt: t.at(-178, 12, 0),
      title: l(
        '試合開始をプッシュ通知でお知らせする「視聴予約」を開始しました',
        "경기 시작을 푸시 알림으로 알려 주는 '시청 예약'을 시작했습니다",
        'Match reminders by push alert',
      ),
      content: l(
        `気になる試合やチームを予約しておくと、試合開始前にブラウザのプッシュ通知でお知らせします。

■ 予約できるもの
・試合（ライブ）：その試合の開始10分前に通知
・チーム：そのチームの全試合の開始前に通知
・リーグ：そのリーグの注目試合の開始前に通知

■ はじめての方へ
初回の予約時に、ブラウザから通知の許可を求められます。「許可」を選択してください。
通知が届かない場合は、ブラウザやOSの通知設定をご確認ください。

予約した内容は、マイページの「お気に入り」から確認・解除できます。`,
        `관심 있는 경기나 팀을 예약해 두면 경기 시작 전에 브라우저 푸시 알림으로 알려 드립니다.

■ 예약할 수 있는 항목
・경기(라이브): 해당 경기 시작 10분 전에 알림
・팀: 해당 팀의 모든 경기 시작 전에 알림
・리그: 해당 리그의 주요 경기 시작 전에 알림

■ 처음 이용하시는 분께
처음 예약할 때 브라우저에서 알림 허용을 요청합니다. '허용'을 선택해 주세요.
알림이 오지 않는 경우 브라우저나 OS의 알림 설정을 확인해 주세요.

예약한 내용은 마이페이지의 '즐겨찾기'에서 확인하고 해제할 수 있습니다.`,
        `Reserve a match or a team and we will remind you with a browser push alert before kick-off.

■ What you can reserve
- A match (live): an alert 10 minutes before it starts
- A team: an alert before each of its matches
- A league: an alert before its featured matches

■ First time?
The first time you reserve, your browser asks whether to allow notifications. Choose "Allow".
If alerts do not arrive, check the notification settings of your browser and operating system.

See or remove your reservations under "Favourites" in My Page.`,
      ),
    },
    {
      category: 'service',
      publishedAt: t.at(-235, 15, 0),
      title: l(
        'SNSアカウントでのログインに対応しました',
        'SNS 계정 로그인을 지원합니다',
        'Log in with your social account',
      ),
      content: l(
        `メールアドレスに加えて、以下のアカウントで会員登録・ログインができるようになりました。

・Apple
・Facebook
・X（旧Twitter）
・Yahoo! JAPAN
・Kakao
・Naver

■ すでにメールアドレスで登録済みの方
新しくSNSアカウントで登録すると、別の会員として扱われます。パスや視聴履歴は引き継がれませんのでご注意ください。

■ ご注意
SNSアカウントで登録した場合も、ニックネームの設定や生年月日などのプロフィール入力が必要です。`,
        `이메일 주소 외에 다음 계정으로도 회원 가입과 로그인을 할 수 있게 되었습니다.

・Apple
・Facebook
・X(구 Twitter)
・Yahoo! JAPAN
・Kakao
・Naver

■ 이미 이메일로 가입하신 분
새로 SNS 계정으로 가입하면 별도의 회원으로 취급됩니다. 패스와 시청 기록은 이전되지 않으니 주의해 주세요.

■ 유의 사항
SNS 계정으로 가입한 경우에도 닉네임 설정과 생년월일 등의 프로필 입력이 필요합니다.`,
        `As well as e-mail, you can now sign up and log in with these accounts:

- Apple
- Facebook
- X (formerly Twitter)
- Yahoo! JAPAN
- Kakao
- Naver

■ Already registered with e-mail?
Signing up again with a social account creates a separate membership; your pass and viewing history do not carry over.

■ Please note
With a social account you still need to complete your profile, such as your nickname and date of birth.`,
      ),
    },
    {
      category: 'service',
      publishedAt: t.at(-290, 11, 0),
      title: l(
        '韓国語・英語での表示に対応しました',
        '한국어・영어 표시를 지원합니다',
        'KICKOFF now speaks Korean and English',
      ),
      content: l(
        `KICKOFFのウェブサイトが、日本語に加えて韓国語・英語での表示に対応しました。

■ 切り替え方法
画面下部の言語メニューから「日本語」「한국어」「English」を選択してください。
ブラウザの言語設定に合わせて、初回は自動で選択されます。

■ 対応範囲
メニュー、ボタン、お知らせ、よくある質問、利用規約などが対象です。
実況・解説の音声は試合によって異なります。英語実況がある試合は、番組詳細でご案内します。`,
        `KICKOFF 웹사이트가 일본어 외에 한국어와 영어 표시를 지원합니다.

■ 전환 방법
화면 아래의 언어 메뉴에서 '日本語', '한국어', 'English'를 선택해 주세요.
처음에는 브라우저 언어 설정에 맞춰 자동으로 선택됩니다.

■ 지원 범위
메뉴, 버튼, 공지사항, 자주 묻는 질문, 이용약관 등이 대상입니다.
중계・해설 음성은 경기마다 다릅니다. 영어 중계가 있는 경기는 프로그램 상세에서 안내합니다.`,
        `The KICKOFF website is now available in Korean and English as well as Japanese.

■ How to switch
Choose 日本語, 한국어 or English from the language menu at the bottom of the page.
On your first visit we pick the language of your browser.

■ What is translated
Menus, buttons, notices, FAQ, terms and more.
Commentary depends on the match; matches with English commentary say so in their programme details.`,
      ),
    },
    {
      category: 'service',
      publishedAt: t.at(-305, 14, 0),
      title: l(
        '見逃し配信の「連続再生」機能を追加しました',
        "다시 보기 '연속 재생' 기능을 추가했습니다",
        'Continuous play for on-demand videos',
      ),
      content: l(
        `見逃し配信のプレイヤーに「連続再生」スイッチを追加しました。

■ 連続再生をオンにすると
同じ試合の動画（ハイライト、フルマッチ、インタビューなど）を、一覧の順に自動で続けて再生します。
最後の動画まで再生すると、連続再生は自動でオフになります。

■ こんな方におすすめ
・週末の試合のハイライトをまとめてチェックしたい方
・スマートTVでリモコン操作なしに視聴を続けたい方`,
        `다시 보기 플레이어에 '연속 재생' 스위치를 추가했습니다.

■ 연속 재생을 켜면
같은 경기의 영상(하이라이트, 풀 매치, 인터뷰 등)을 목록 순서대로 자동으로 이어서 재생합니다.
마지막 영상까지 재생하면 연속 재생은 자동으로 꺼집니다.

■ 이런 분께 추천합니다
・주말 경기 하이라이트를 한꺼번에 확인하고 싶은 분
・스마트 TV에서 리모컨 조작 없이 계속 시청하고 싶은 분`,
        `The on-demand player now has a "continuous play" switch.

■ With continuous play on
Videos of the same match (highlights, full replay, interviews and so on) play one after another in list order.
After the last video, continuous play switches itself off.

■ Handy when you want to
- Catch up on all of the weekend's highlights in one go
- Keep watching on a smart TV without reaching for the remote`,
      ),
    },
  ];
}
