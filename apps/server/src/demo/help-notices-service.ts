import { banner } from './help-assets.js';
import { l, type NoticeSeed, type TimeKit } from './help-text.js';

/** Service announcements of the last few months: support hours, security, apps, terms. */
export function serviceNotices(t: TimeKit): NoticeSeed[] {
  const supportFrom = t.at(8);
  const termsFrom = t.at(-60);

  return [
    {
      category: 'service',
      publishedAt: t.at(-4, 11, 0),
      title: l(
        'お問い合わせ窓口の受付時間変更のお知らせ',
        '고객 문의 창구 운영 시간 변경 안내',
        'New opening hours for customer support',
      ),
      content: l(
        `より多くのお客様のお問い合わせに迅速にお応えするため、${t.date(supportFrom).ja}より、カスタマーサポートの対応時間を下記のとおり変更いたします。

■ 変更前
平日 10:00〜19:00（土日祝休み）

■ 変更後
毎日 10:00〜22:00（年中無休）

1:1お問い合わせフォームは24時間受け付けております。対応時間外にいただいたお問い合わせは、翌営業時間内に順次回答いたします。
回答はマイページの「お問い合わせ履歴」と、ご登録のメールアドレスにお送りします。`,
        `더 많은 고객님의 문의에 신속하게 답변드리기 위해 ${t.date(supportFrom).ko}부터 고객센터 운영 시간을 아래와 같이 변경합니다.

■ 변경 전
평일 10:00~19:00 (주말・공휴일 휴무)

■ 변경 후
매일 10:00~22:00 (연중무휴)

1:1 문의는 24시간 접수합니다. 운영 시간 외에 접수된 문의는 다음 운영 시간에 순차적으로 답변드립니다.
답변은 마이페이지의 '문의 내역'과 등록하신 이메일 주소로 보내 드립니다.`,
        `To answer more of your questions sooner, our customer support hours change from ${t.date(supportFrom).en}.

■ Until then
Weekdays 10:00–19:00 (closed at weekends and on public holidays)

■ From then
Every day 10:00–22:00, all year round

The 1:1 inquiry form is open 24 hours a day. Questions sent outside support hours are answered in order once we reopen.
Answers appear under "My inquiries" in My Page and are also sent to your registered e-mail address.`,
      ),
    },
    {
      category: 'service',
      publishedAt: t.at(-12, 15, 0),
      title: l(
        'マルチビュー機能をアップデートしました',
        '멀티뷰 기능을 업데이트했습니다',
        'Multi-view update',
      ),
      content: l(
        `プレミアムパスでご利用いただけるマルチビュー（最大4試合の同時視聴）をアップデートしました。

■ 主な変更点
・キーボードの「1」〜「4」キーで、音声を出す画面をすばやく切り替えられるようになりました
・「2画面（左右）」「3画面（大1・小2）」「4画面（均等）」のレイアウトを選べるようになりました
・画面をダブルクリックすると、その試合をメイン画面に拡大します

■ ご利用条件
・プレミアムパス（月額・年額）をお持ちの方
・パソコンのウェブブラウザ（Chrome／Edge／Safari／Firefox の最新版）

ベーシックパスをご利用中の方は、「パス変更」からいつでもプレミアムパスへ変更いただけます（年額パスを除く）。`,
        `프리미엄 패스로 이용하실 수 있는 멀티뷰(최대 4경기 동시 시청)를 업데이트했습니다.

■ 주요 변경 사항
・키보드 '1'~'4' 키로 소리를 출력할 화면을 빠르게 전환할 수 있습니다
・'2분할(좌우)', '3분할(대1・소2)', '4분할(균등)' 레이아웃을 선택할 수 있습니다
・화면을 더블 클릭하면 해당 경기를 메인 화면으로 확대합니다

■ 이용 조건
・프리미엄 패스(월간・연간) 보유 회원
・PC 웹 브라우저(Chrome/Edge/Safari/Firefox 최신 버전)

베이직 패스를 이용 중이신 분은 '패스 변경'에서 언제든지 프리미엄 패스로 변경하실 수 있습니다(연간 패스 제외).`,
        `We have updated multi-view — watching up to four matches at once — available with a Premium pass.

■ What's new
- Press 1–4 on your keyboard to choose which screen you hear
- Pick a layout: 2 screens side by side, 3 screens (one large, two small) or 4 equal screens
- Double-click a screen to make that match the main one

■ Requirements
- A Premium pass (monthly or annual)
- A web browser on a computer (latest Chrome, Edge, Safari or Firefox)

Basic pass holders can switch to Premium at any time from "Change pass" (except annual passes).`,
      ),
    },
    {
      category: 'service',
      publishedAt: t.at(-26, 10, 0),
      pinned: true,
      title: l(
        '【ご注意】KICKOFFを装った不審なメール・SMSにご注意ください',
        '[주의] KICKOFF를 사칭한 의심스러운 이메일・SMS에 주의하세요',
        '[Warning] Beware of fake e-mails and text messages pretending to be KICKOFF',
      ),
      content: l(
        `KICKOFFを装い、「お支払い方法に問題があります」「アカウントが停止されます」などと偽って、偽のサイトへ誘導するメールやSMSが確認されています。

■ KICKOFFからのご連絡について
・メールやSMSで、クレジットカード番号・セキュリティコード・パスワードの入力をお願いすることはありません
・認証コード（6桁）は、ご本人がKICKOFFのサイトで操作した場合にのみ送信されます。有効期限は10分です
・認証コードを電話やメールで第三者に伝えることは絶対におやめください

■ 不審なメールを受け取った場合
・本文中のリンクは開かず、メールを削除してください
・万一情報を入力してしまった場合は、すぐにパスワードを変更し、カード会社へご連絡のうえ、1:1お問い合わせからご連絡ください

ブラウザにブックマークした公式サイトから、またはスマートTVアプリからご利用いただくことをおすすめします。`,
        `KICKOFF를 사칭하여 '결제 수단에 문제가 있습니다', '계정이 정지됩니다' 등의 내용으로 가짜 사이트로 유도하는 이메일과 SMS가 확인되고 있습니다.

■ KICKOFF의 연락에 대하여
・이메일이나 SMS로 신용카드 번호, 보안 코드, 비밀번호 입력을 요청하지 않습니다
・인증 코드(6자리)는 본인이 KICKOFF 사이트에서 요청한 경우에만 발송되며, 유효 시간은 10분입니다
・인증 코드를 전화나 이메일로 제3자에게 절대 알려 주지 마세요

■ 의심스러운 메일을 받은 경우
・본문의 링크를 열지 말고 메일을 삭제해 주세요
・만약 정보를 입력하셨다면 즉시 비밀번호를 변경하고 카드사에 연락하신 후, 1:1 문의로 알려 주세요

브라우저에 즐겨찾기한 공식 사이트나 스마트 TV 앱으로 이용하실 것을 권장합니다.`,
        `We have seen e-mails and text messages that pretend to come from KICKOFF — "there is a problem with your payment method", "your account will be suspended" — and lead to fake websites.

■ How KICKOFF contacts you
- We never ask you to enter a card number, security code or password by e-mail or SMS
- Six-digit verification codes are sent only when you request one on the KICKOFF website; they are valid for 10 minutes
- Never tell a verification code to anyone by phone or e-mail

■ If you receive a suspicious message
- Do not open any links; delete the message
- If you have already entered your details, change your password at once, contact your card issuer and let us know through the 1:1 inquiry form

We recommend opening KICKOFF from a bookmark of the official site or from the smart TV app.`,
      ),
    },
    {
      category: 'service',
      publishedAt: t.at(-40, 12, 0),
      title: l(
        'LG・Samsung スマートTVアプリ バージョン3.0を公開しました',
        'LG・Samsung 스마트 TV 앱 버전 3.0을 공개했습니다',
        'Version 3.0 of the LG and Samsung smart TV apps is out',
      ),
      content: l(
        `LG・Samsung スマートTV向けKICKOFFアプリのバージョン3.0を公開しました。テレビの大画面で、より快適にスポーツ観戦をお楽しみいただけます。

■ 主な新機能
・コードログイン：テレビに表示される6桁のコードを、パソコンやスマートフォンで入力するだけでログインできます
・プレミアムパスで1080p60の高画質に対応
・起動時間を約40%短縮
・番組表（EPG）から、放送中のTVチャンネルへすばやく移動

■ 対応機種
・LG：webOS 5.0以降（2020年以降発売のモデル）
・Samsung：Tizen 5.5以降（2020年以降発売のモデル）

アプリは各テレビのアプリストアで「KICKOFF」と検索してインストールしてください。インストール済みの方は自動で更新されます。
※ウェブとテレビは、それぞれ1台ずつ同時にご利用いただけます。`,
        `LG・Samsung 스마트 TV용 KICKOFF 앱 버전 3.0을 공개했습니다. TV의 큰 화면으로 더욱 쾌적하게 스포츠를 즐기실 수 있습니다.

■ 주요 신기능
・코드 로그인: TV에 표시되는 6자리 코드를 PC나 스마트폰에서 입력하기만 하면 로그인됩니다
・프리미엄 패스로 1080p60 고화질 지원
・실행 시간 약 40% 단축
・편성표(EPG)에서 방송 중인 TV 채널로 빠르게 이동

■ 지원 기종
・LG: webOS 5.0 이상 (2020년 이후 출시 모델)
・Samsung: Tizen 5.5 이상 (2020년 이후 출시 모델)

각 TV의 앱 스토어에서 'KICKOFF'를 검색하여 설치해 주세요. 이미 설치하신 분은 자동으로 업데이트됩니다.
※ 웹과 TV는 각각 1대씩 동시에 이용하실 수 있습니다.`,
        `Version 3.0 of the KICKOFF app for LG and Samsung smart TVs is now available — sport on the big screen, smoother than ever.

■ What's new
- Code log-in: enter the six-digit code shown on your TV on a computer or smartphone, and you are in
- 1080p60 picture with a Premium pass
- Starts about 40% faster
- Jump from the programme guide (EPG) straight to a TV channel that is on air

■ Supported TVs
- LG: webOS 5.0 or later (models from 2020 onwards)
- Samsung: Tizen 5.5 or later (models from 2020 onwards)

Search for "KICKOFF" in your TV's app store to install it; if you already have it, it updates automatically.
* You can use one web browser and one TV at the same time.`,
      ),
      images: [
        banner(l('スマートTVアプリ3.0.svg', '스마트TV_앱_3.0.svg', 'smart-tv-app-3.svg'), {
          kicker: 'LG webOS / Samsung Tizen',
          title: 'KICKOFF ON YOUR TV 3.0',
          subtitle: 'コードを入力するだけでかんたんログイン',
          from: '#101820',
          to: '#3a4b5c',
          accent: '#4fd1c5',
          motif: 'tv',
        }),
      ],
    },
    {
      category: 'service',
      publishedAt: t.at(-58, 14, 0),
      title: l(
        'ライブ配信の「追っかけ再生」に対応しました',
        "라이브 중계 '타임머신 재생'을 지원합니다",
        'Catch-up playback for live streams',
      ),
      content: l(
        `ライブ配信中の試合を、最大2時間前までさかのぼって再生できる「追っかけ再生」に対応しました。

■ 使い方
・プレイヤーのシークバーを左に動かすと、見たい場面まで戻れます
・「LIVE」ボタンを押すと、いつでも最新の映像に戻ります

■ ご注意
・さかのぼれるのは、現在の映像から最大2時間前までです
・試合全体をご覧になりたい場合は、試合終了後に公開される見逃し配信をご利用ください
・無料会員の方がご覧いただける無料対象のライブでもご利用いただけます`,
        `라이브 중계 중인 경기를 최대 2시간 전까지 되돌려 재생할 수 있는 '타임머신 재생'을 지원합니다.

■ 이용 방법
・플레이어의 재생 바를 왼쪽으로 움직이면 원하는 장면으로 돌아갈 수 있습니다
・'LIVE' 버튼을 누르면 언제든지 최신 영상으로 돌아옵니다

■ 유의 사항
・현재 영상에서 최대 2시간 전까지 되돌릴 수 있습니다
・경기 전체를 보시려면 경기 종료 후 공개되는 다시 보기를 이용해 주세요
・무료 회원이 시청 가능한 무료 라이브에서도 이용하실 수 있습니다`,
        `You can now go back up to two hours in a live stream and catch up from there.

■ How to use it
- Drag the player's seek bar to the left to go back to the moment you want
- Press the "LIVE" button to jump back to the live picture at any time

■ Please note
- You can go back up to two hours from the live picture
- To watch a whole match, use the on-demand replay published after the final whistle
- It also works on the free live streams that free members can watch`,
      ),
    },
    {
      category: 'service',
      publishedAt: t.at(-90, 11, 0),
      title: l(
        '利用規約およびプライバシーポリシー改定のお知らせ',
        '이용약관 및 개인정보 처리방침 개정 안내',
        'Changes to our Terms of Service and Privacy Policy',
      ),
      content: l(
        `${t.date(termsFrom).ja}より、利用規約およびプライバシーポリシーを改定いたします。

■ 利用規約の主な変更点
・同時にご利用いただける端末数（ウェブ1台・テレビ1台）を明記しました（第7条）
・ライブチャットの利用条件と禁止事項を新設しました（第10条）

■ プライバシーポリシーの主な変更点
・プッシュ通知のために取得する情報を追加しました
・休眠アカウント（最終ログインから365日）の取り扱いと保存期間を明確にしました

改定後の全文は「ヘルプ > 利用規約」からご確認いただけます。
改定日以降にサービスをご利用いただいた場合、改定後の内容に同意いただいたものとみなします。`,
        `${t.date(termsFrom).ko}부터 이용약관 및 개인정보 처리방침을 개정합니다.

■ 이용약관 주요 변경 사항
・동시에 이용할 수 있는 기기 수(웹 1대, TV 1대)를 명시했습니다(제7조)
・라이브 채팅 이용 조건과 금지 사항을 신설했습니다(제10조)

■ 개인정보 처리방침 주요 변경 사항
・푸시 알림을 위해 수집하는 정보를 추가했습니다
・휴면 계정(마지막 로그인으로부터 365일)의 처리와 보관 기간을 명확히 했습니다

개정 후 전문은 '고객센터 > 이용약관'에서 확인하실 수 있습니다.
개정일 이후 서비스를 이용하시는 경우 개정 내용에 동의하신 것으로 간주합니다.`,
        `Our Terms of Service and Privacy Policy change on ${t.date(termsFrom).en}.

■ Main changes to the Terms of Service
- The number of devices you can use at once (one web browser and one TV) is now stated (Article 7)
- A new article sets out the conditions and rules for live chat (Article 10)

■ Main changes to the Privacy Policy
- We added the information we collect to send push alerts
- We clarified how dormant accounts (365 days after the last log-in) are handled and how long data is kept

The full new texts are under Help > Terms.
If you use the service on or after the date of the change, you are taken to have agreed to the new terms.`,
      ),
    },
  ];
}
