import { type FaqSeed, faq } from './help-text.js';

/** FAQ: playback and supported devices. */
export const viewingFaqs: FaqSeed[] = [
  faq(
    'playback',
    ['無料会員でも視聴できますか？', '무료 회원도 시청할 수 있나요?', 'Can I watch as a free member?'],
    [
      `はい。「無料」マークのついたライブ・見逃し配信は、広告付きで最後までご視聴いただけます。
それ以外のライブは開始から3分間のプレビュー、見逃し配信はプレビュー映像をご覧いただけます。プレビュー終了後に続きをご覧になるには、ベーシックパスまたはプレミアムパスが必要です。
無料会員の画質は最大720pです。`,
      `네. '무료' 표시가 있는 라이브와 다시 보기는 광고와 함께 끝까지 시청하실 수 있습니다.
그 밖의 라이브는 시작부터 3분간 미리 보기, 다시 보기는 미리 보기 영상을 보실 수 있습니다. 미리 보기 이후를 시청하시려면 베이직 패스 또는 프리미엄 패스가 필요합니다.
무료 회원의 화질은 최대 720p입니다.`,
      `Yes. Live matches and videos marked "Free" can be watched in full, with ads.
For other live matches you get a 3-minute preview, and for other videos a preview clip. To keep watching after the preview you need a Basic or Premium pass.
Free members watch in up to 720p.`,
    ],
  ),
  faq(
    'playback',
    ['1080pの高画質で見られません。', '1080p 고화질로 볼 수 없습니다.', "I can't get 1080p."],
    [
      `最大画質はパスによって異なります。無料会員とベーシックパスは最大720p、プレミアムパスは最大1080p60です。
プレミアムパスでも、回線速度に応じて画質は自動で調整されます。1080p60の安定した視聴には10Mbps以上、720pには5Mbps以上の通信速度をおすすめします。
Wi-Fiの電波状況が悪い場合は、有線接続もお試しください。`,
      `최대 화질은 패스에 따라 다릅니다. 무료 회원과 베이직 패스는 최대 720p, 프리미엄 패스는 최대 1080p60입니다.
프리미엄 패스도 회선 속도에 따라 화질이 자동으로 조정됩니다. 1080p60을 안정적으로 시청하려면 10Mbps 이상, 720p는 5Mbps 이상의 속도를 권장합니다.
Wi-Fi 신호가 약한 경우 유선 연결도 시도해 보세요.`,
      `The top quality depends on your pass: up to 720p for free members and Basic, up to 1080p60 for Premium.
Even on Premium, quality adapts to your connection. We recommend at least 10 Mbps for steady 1080p60 and 5 Mbps for 720p.
If your Wi-Fi signal is weak, try a wired connection.`,
    ],
  ),
  faq(
    'playback',
    [
      '「動画を再生できません」「広告ブロッカーを使用中です」と表示されます。',
      "'동영상을 재생할 수 없습니다', '광고 차단기를 사용 중입니다'라고 표시됩니다.",
      'I see "This video cannot be played" or "Ad blocker detected".',
    ],
    [
      `無料会員の方は広告付きで配信しているため、広告ブロッカー（ブラウザの拡張機能など）が有効だと再生できません。KICKOFFのサイトで広告ブロッカーを無効にして、ページを再読み込みしてください。

それでも再生できない場合は、次をお試しください。
・ブラウザを最新版に更新する
・ブラウザのキャッシュを削除する
・別のブラウザで試す
パスをお持ちの方は広告が表示されません。`,
      `무료 회원에게는 광고와 함께 제공되므로 광고 차단기(브라우저 확장 프로그램 등)가 켜져 있으면 재생할 수 없습니다. KICKOFF 사이트에서 광고 차단기를 끄고 페이지를 새로 고침해 주세요.

그래도 재생되지 않으면 다음을 시도해 주세요.
・브라우저를 최신 버전으로 업데이트
・브라우저 캐시 삭제
・다른 브라우저로 시도
패스를 보유하신 분께는 광고가 표시되지 않습니다.`,
      `Free members watch with ads, so videos will not play while an ad blocker (such as a browser extension) is active. Turn it off for the KICKOFF site and reload the page.

If it still doesn't play, try:
- updating your browser to the latest version
- clearing the browser cache
- another browser
Pass holders see no ads.`,
    ],
  ),
  faq(
    'playback',
    [
      'ライブ配信を少し前に戻して見られますか？',
      '라이브 중계를 조금 전으로 되돌려 볼 수 있나요?',
      'Can I rewind a live stream?',
    ],
    [
      `はい。「追っかけ再生」で、ライブ映像を最大2時間前までさかのぼってご覧いただけます。プレイヤーのシークバーを左に動かしてください。「LIVE」ボタンで最新の映像に戻ります。
試合を最初からすべてご覧になりたい場合は、試合終了後に公開される見逃し配信をご利用ください。`,
      `네. '타임머신 재생'으로 라이브 영상을 최대 2시간 전까지 되돌려 보실 수 있습니다. 플레이어의 재생 바를 왼쪽으로 움직여 주세요. 'LIVE' 버튼을 누르면 최신 영상으로 돌아옵니다.
경기를 처음부터 모두 보시려면 경기 종료 후 공개되는 다시 보기를 이용해 주세요.`,
      `Yes. You can go back up to two hours in a live stream: drag the player's seek bar to the left, and press "LIVE" to return to the live picture.
To watch a whole match from the start, use the on-demand replay published after the final whistle.`,
    ],
  ),
  faq(
    'playback',
    [
      '見逃し配信はいつから見られますか？',
      '다시 보기는 언제부터 볼 수 있나요?',
      'When are replays available?',
    ],
    [
      `ハイライトは試合終了後おおむね1時間以内、フルマッチは翌朝までに公開します。
公開された動画は、スケジュールの各試合、または各リーグのページからご覧いただけます。
「スコア表示」をオフにすると、一覧でスコアが表示されないため、結果を知らずに見逃し配信をお楽しみいただけます。`,
      `하이라이트는 경기 종료 후 대략 1시간 이내, 풀 매치는 다음 날 아침까지 공개합니다.
공개된 영상은 일정의 각 경기나 각 리그 페이지에서 보실 수 있습니다.
'스코어 표시'를 끄면 목록에 스코어가 표시되지 않아 결과를 모른 채 다시 보기를 즐기실 수 있습니다.`,
      `Highlights usually go up within an hour of the final whistle, and full replays by the next morning.
Find them on each match in the schedule or on the league pages.
Turn off "Show scores" so lists don't reveal the result before you watch.`,
    ],
  ),
  faq(
    'playback',
    ['マルチビューとは何ですか？', '멀티뷰란 무엇인가요?', 'What is multi-view?'],
    [
      `プレミアムパスでご利用いただける機能で、最大4試合のライブを1つの画面で同時にご覧いただけます。音声を出す画面はクリック、またはキーボードの「1」〜「4」で切り替えられます。
パソコンのウェブブラウザでご利用ください（スマートTVアプリ・スマートフォンは非対応）。`,
      `프리미엄 패스로 이용할 수 있는 기능으로, 최대 4경기의 라이브를 한 화면에서 동시에 보실 수 있습니다. 소리를 출력할 화면은 클릭하거나 키보드 '1'~'4'로 전환할 수 있습니다.
PC 웹 브라우저에서 이용해 주세요(스마트 TV 앱・스마트폰은 미지원).`,
      `A Premium feature that shows up to four live matches on one screen. Click a screen, or press 1–4 on your keyboard, to choose which one you hear.
It works in web browsers on computers (not in the smart TV apps or on smartphones).`,
    ],
  ),
  faq(
    'playback',
    [
      'ライブの視聴画面が開きません。',
      '라이브 시청 화면이 열리지 않습니다.',
      "The live player window doesn't open.",
    ],
    [
      `ライブは別ウィンドウ（ポップアップ）で開きます。ブラウザのポップアップブロックが有効になっていると開けないため、KICKOFFのサイトのポップアップを許可してください。
Safariをご利用の場合は、「設定 > Webサイト > ポップアップウインドウ」でKICKOFFのサイトを「許可」に設定してください。`,
      `라이브는 별도 창(팝업)으로 열립니다. 브라우저의 팝업 차단이 켜져 있으면 열리지 않으므로 KICKOFF 사이트의 팝업을 허용해 주세요.
Safari를 이용하시는 경우 '설정 > 웹사이트 > 팝업 윈도우'에서 KICKOFF 사이트를 '허용'으로 설정해 주세요.`,
      `Live matches open in a separate (pop-up) window, which your browser will block if pop-ups are disabled. Allow pop-ups for the KICKOFF site.
In Safari, go to Settings > Websites > Pop-up Windows and set the KICKOFF site to "Allow".`,
    ],
  ),
  faq(
    'device',
    [
      '推奨環境（対応ブラウザ・OS）を教えてください。',
      '권장 환경(지원 브라우저・OS)을 알려 주세요.',
      'Which browsers and systems are supported?',
    ],
    [
      `・パソコン：Windows 10以降、macOS 12以降で、Google Chrome、Microsoft Edge、Mozilla Firefox、Safari の各最新版
・スマートフォン・タブレット：iOS／iPadOS 16以降のSafari、Android 10以降のGoogle Chrome
・スマートTV：LG（webOS 5.0以降）、Samsung（Tizen 5.5以降）のKICKOFFアプリ

上記以外の環境では、正しく表示・再生できない場合があります。`,
      `・PC: Windows 10 이상, macOS 12 이상에서 Google Chrome, Microsoft Edge, Mozilla Firefox, Safari 최신 버전
・스마트폰・태블릿: iOS/iPadOS 16 이상의 Safari, Android 10 이상의 Google Chrome
・스마트 TV: LG(webOS 5.0 이상), Samsung(Tizen 5.5 이상)의 KICKOFF 앱

그 밖의 환경에서는 올바르게 표시・재생되지 않을 수 있습니다.`,
      `- Computers: Windows 10 or later and macOS 12 or later, with the latest Google Chrome, Microsoft Edge, Mozilla Firefox or Safari
- Phones and tablets: Safari on iOS/iPadOS 16 or later, Google Chrome on Android 10 or later
- Smart TVs: the KICKOFF app on LG (webOS 5.0 or later) and Samsung (Tizen 5.5 or later)

Other environments may not display or play correctly.`,
    ],
  ),
  faq(
    'device',
    ['テレビで見ることはできますか？', 'TV로 볼 수 있나요?', 'Can I watch on my TV?'],
    [
      `LG（webOS 5.0以降）とSamsung（Tizen 5.5以降）のスマートTVで、KICKOFFアプリをご利用いただけます。おおむね2020年以降に発売されたモデルが対象です。
テレビのアプリストアで「KICKOFF」と検索してインストールしてください。
現在、その他のメーカーのテレビやストリーミング端末には対応しておりません。`,
      `LG(webOS 5.0 이상)와 Samsung(Tizen 5.5 이상) 스마트 TV에서 KICKOFF 앱을 이용하실 수 있습니다. 대체로 2020년 이후 출시된 모델이 대상입니다.
TV의 앱 스토어에서 'KICKOFF'를 검색하여 설치해 주세요.
현재 다른 제조사의 TV나 스트리밍 기기는 지원하지 않습니다.`,
      `Yes, with the KICKOFF app on LG (webOS 5.0 or later) and Samsung (Tizen 5.5 or later) smart TVs — roughly models from 2020 onwards.
Search for "KICKOFF" in your TV's app store to install it.
Other TV brands and streaming devices are not supported at the moment.`,
    ],
  ),
  faq(
    'device',
    [
      'テレビアプリにログインする方法を教えてください。',
      'TV 앱에 로그인하는 방법을 알려 주세요.',
      'How do I log in on the TV app?',
    ],
    [
      `テレビではコードでかんたんにログインできます。
1. テレビでKICKOFFアプリを起動し、6桁のコードを表示する
2. パソコンまたはスマートフォンでKICKOFFにログインし、「TVログイン」画面を開く
3. テレビに表示されたコードを入力する

数秒でテレビの画面がログイン状態に切り替わります。コードには有効期限があるため、期限が切れた場合はテレビで新しいコードを表示してください。`,
      `TV에서는 코드로 간단하게 로그인할 수 있습니다.
1. TV에서 KICKOFF 앱을 실행하고 6자리 코드를 표시합니다
2. PC나 스마트폰에서 KICKOFF에 로그인하고 'TV 로그인' 화면을 엽니다
3. TV에 표시된 코드를 입력합니다

몇 초 후 TV 화면이 로그인 상태로 전환됩니다. 코드에는 유효 시간이 있으므로 만료된 경우 TV에서 새 코드를 표시해 주세요.`,
      `On a TV you log in with a code:
1. Open the KICKOFF app on the TV to show a six-digit code
2. Log in to KICKOFF on a computer or smartphone and open the "TV log-in" page
3. Enter the code shown on the TV

Within a few seconds the TV is logged in. Codes expire after a while; if yours has, show a new one on the TV.`,
    ],
  ),
  faq(
    'device',
    [
      'パソコンとテレビで同時に見られますか？',
      'PC와 TV에서 동시에 볼 수 있나요?',
      'Can I watch on my computer and my TV at the same time?',
    ],
    [
      `はい。1つのアカウントで、ウェブ（パソコン・スマートフォンのブラウザ）1台とスマートTV 1台まで同時にご視聴いただけます。
ウェブで2台目にログインすると、先にログインしていたウェブの端末はログアウトされます（テレビ同士も同様です）。`,
      `네. 계정 하나로 웹(PC・스마트폰 브라우저) 1대와 스마트 TV 1대에서 동시에 시청하실 수 있습니다.
웹에서 두 번째 기기로 로그인하면 먼저 로그인한 웹 기기는 로그아웃됩니다(TV끼리도 마찬가지입니다).`,
      `Yes. One account can watch on one web browser (computer or phone) and one smart TV at the same time.
Logging in on a second web device logs out the first one (the same goes for TVs).`,
    ],
  ),
  faq(
    'device',
    ['スマートフォンで見られますか？', '스마트폰으로 볼 수 있나요?', 'Can I watch on my smartphone?'],
    [
      `はい。スマートフォンのブラウザ（iOSはSafari、AndroidはGoogle Chrome）からご視聴いただけます。
モバイル回線でのご視聴はデータ通信量が多くなります。720pで1時間あたり約2GBが目安です。Wi-Fi環境でのご利用をおすすめします。
なお、マルチビューはパソコンのみ対応です。`,
      `네. 스마트폰 브라우저(iOS는 Safari, Android는 Google Chrome)에서 시청하실 수 있습니다.
모바일 데이터로 시청하면 데이터 사용량이 많아집니다. 720p 기준 1시간에 약 2GB가 사용됩니다. Wi-Fi 환경에서 이용하시기를 권장합니다.
멀티뷰는 PC에서만 지원합니다.`,
      `Yes, in your phone's browser (Safari on iOS, Google Chrome on Android).
Watching over mobile data uses a lot of it — roughly 2 GB an hour at 720p — so we recommend Wi-Fi.
Multi-view is available on computers only.`,
    ],
  ),
];
