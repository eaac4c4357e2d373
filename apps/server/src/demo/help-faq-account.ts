import { type FaqSeed, faq } from './help-text.js';

/** FAQ: sign-up, log-in and account; passes and payment. */
export const accountFaqs: FaqSeed[] = [
  faq(
    'account',
    ['会員登録の方法を教えてください。', '회원 가입 방법을 알려 주세요.', 'How do I sign up?'],
    [
      `ログイン画面の「新規会員登録」から、メールアドレスまたはSNSアカウント（Apple、Facebook、X（旧Twitter）、Yahoo! JAPAN、Kakao、Naver）で登録できます。

1. 利用規約に同意する
2. メールアドレスに届いた6桁の認証コードを入力する（有効期限10分）
3. パスワードを設定する（8〜32文字、英字と数字を組み合わせてください）
4. ニックネーム・お名前・生年月日などのプロフィールを入力する

登録は無料です。なお、14歳未満の方はご登録いただけません。`,
      `로그인 화면의 '회원 가입'에서 이메일 주소 또는 SNS 계정(Apple, Facebook, X(구 Twitter), Yahoo! JAPAN, Kakao, Naver)으로 가입할 수 있습니다.

1. 이용약관에 동의합니다
2. 이메일로 받은 6자리 인증 코드를 입력합니다(유효 시간 10분)
3. 비밀번호를 설정합니다(8~32자, 영문과 숫자를 조합해 주세요)
4. 닉네임, 이름, 생년월일 등 프로필을 입력합니다

가입은 무료입니다. 단, 만 14세 미만은 가입할 수 없습니다.`,
      `Choose "Sign up" on the log-in screen and register with your e-mail address or a social account (Apple, Facebook, X (formerly Twitter), Yahoo! JAPAN, Kakao or Naver).

1. Agree to the Terms of Service
2. Enter the six-digit code we e-mail you (valid for 10 minutes)
3. Choose a password (8–32 characters, mixing letters and numbers)
4. Fill in your profile: nickname, name, date of birth and so on

Signing up is free. You must be 14 or older to register.`,
    ],
  ),
  faq(
    'account',
    [
      '認証コードのメールが届きません。',
      '인증 코드 메일이 오지 않습니다.',
      "I haven't received the verification code e-mail.",
    ],
    [
      `次の点をご確認ください。
・迷惑メールフォルダに振り分けられていないか
・ドメイン指定受信をご利用の場合、「kickoff.example」からのメールを受信できる設定になっているか
・入力したメールアドレスに誤りがないか

認証コードの有効期限は送信から10分です。期限が切れた場合は、もう一度コードを送信してください。
なお、認証コードの送信は1つのメールアドレスにつき1日10回までです。上限に達した場合は、翌日に再度お試しください。`,
      `다음 사항을 확인해 주세요.
・스팸 메일함으로 분류되지 않았는지
・도메인 지정 수신을 이용하는 경우 'kickoff.example'에서 보낸 메일을 받을 수 있도록 설정되어 있는지
・입력한 이메일 주소가 정확한지

인증 코드의 유효 시간은 발송 후 10분입니다. 시간이 지난 경우 코드를 다시 발송해 주세요.
인증 코드는 이메일 주소 하나당 하루 10회까지 발송할 수 있습니다. 한도에 도달한 경우 다음 날 다시 시도해 주세요.`,
      `Please check that:
- it has not gone to your spam or junk folder
- if you filter by domain, mail from "kickoff.example" is allowed
- the e-mail address you entered is correct

A code is valid for 10 minutes after it is sent; if it has expired, send a new one.
We can send at most 10 codes a day to one e-mail address. If you reach the limit, please try again tomorrow.`,
    ],
  ),
  faq(
    'account',
    ['パスワードを忘れてしまいました。', '비밀번호를 잊어버렸습니다.', 'I forgot my password.'],
    [
      `ログイン画面の「パスワードをお忘れの方」から、登録済みのメールアドレスを入力してください。届いた認証コードを入力すると、新しいパスワードを設定できます。

新しいパスワードは8〜32文字で、英字と数字を組み合わせてください。以前と同じパスワードは設定できません。
SNSアカウントで登録された方は、各SNSのログイン画面からパスワードを再設定してください。`,
      `로그인 화면의 '비밀번호 찾기'에서 가입한 이메일 주소를 입력해 주세요. 받은 인증 코드를 입력하면 새 비밀번호를 설정할 수 있습니다.

새 비밀번호는 8~32자로 영문과 숫자를 조합해 주세요. 이전과 같은 비밀번호는 설정할 수 없습니다.
SNS 계정으로 가입하신 분은 각 SNS의 로그인 화면에서 비밀번호를 재설정해 주세요.`,
      `Choose "Forgot your password?" on the log-in screen and enter your registered e-mail address. Enter the code we send you, then choose a new password.

Your new password must be 8–32 characters and mix letters and numbers; it cannot be the same as your old one.
If you signed up with a social account, reset the password on that service's log-in page.`,
    ],
  ),
  faq(
    'account',
    [
      '登録したメールアドレスがわかりません。',
      '가입한 이메일 주소를 모르겠습니다.',
      "I can't remember which e-mail address I registered.",
    ],
    [
      `ログイン画面の「メールアドレスをお忘れの方」から、会員情報に登録した携帯電話番号で確認できます。SMSで届く認証コードを入力すると、登録済みのメールアドレスが一部伏せ字で表示されます。

SMSの認証コードは1つの電話番号につき1日5回まで送信できます。
SNSアカウントで登録された方は、登録に使用したSNSのボタンからログインしてください。`,
      `로그인 화면의 '이메일 찾기'에서 회원 정보에 등록한 휴대폰 번호로 확인할 수 있습니다. SMS로 받은 인증 코드를 입력하면 가입한 이메일 주소가 일부 가려진 상태로 표시됩니다.

SMS 인증 코드는 전화번호 하나당 하루 5회까지 발송할 수 있습니다.
SNS 계정으로 가입하신 분은 가입에 사용한 SNS 버튼으로 로그인해 주세요.`,
      `Choose "Forgot your e-mail?" on the log-in screen and use the mobile number in your account details. After you enter the code sent by SMS, we show your registered address with part of it hidden.

We can send at most 5 SMS codes a day to one phone number.
If you signed up with a social account, log in with that service's button.`,
    ],
  ),
  faq(
    'account',
    [
      '「複数ログインを防止しました」と表示され、ログアウトされました。',
      "'중복 로그인이 차단되었습니다'라는 메시지와 함께 로그아웃되었습니다.",
      'I was logged out with a "multiple logins prevented" message.',
    ],
    [
      `KICKOFFは、1つのアカウントでウェブ1台・スマートTV 1台まで同時にご利用いただけます。
同じ種類の端末（ウェブ同士、TV同士）で新しくログインすると、先にログインしていた端末は自動的にログアウトされます。

ご自身に心当たりのないログインの場合は、第三者にパスワードを知られている可能性があります。すぐにパスワードを変更してください。`,
      `KICKOFF는 계정 하나로 웹 1대와 스마트 TV 1대에서 동시에 이용하실 수 있습니다.
같은 종류의 기기(웹끼리, TV끼리)에서 새로 로그인하면 먼저 로그인한 기기는 자동으로 로그아웃됩니다.

본인이 로그인한 기억이 없다면 다른 사람이 비밀번호를 알고 있을 수 있습니다. 즉시 비밀번호를 변경해 주세요.`,
      `One KICKOFF account can be used on one web browser and one smart TV at the same time.
Logging in on another device of the same kind (web or TV) logs the earlier one out automatically.

If you don't recognise the other log-in, someone may know your password. Please change it straight away.`,
    ],
  ),
  faq(
    'account',
    ['ログインできなくなりました。', '로그인할 수 없게 되었습니다.', "I can't log in any more."],
    [
      `・パスワードを15分間に10回以上間違えると、安全のため15分間ログインできなくなります。時間をおいて再度お試しいただくか、パスワードを再設定してください。
・最後のログインから365日以上ご利用がない場合、アカウントが休眠状態になります。ログイン後に表示される画面から、ご本人確認のうえ休眠を解除してください。
・キーボードのCaps Lockがオンになっていないかもご確認ください。`,
      `・15분 동안 비밀번호를 10회 이상 틀리면 보안을 위해 15분간 로그인할 수 없습니다. 잠시 후 다시 시도하시거나 비밀번호를 재설정해 주세요.
・마지막 로그인 후 365일 이상 이용하지 않으면 계정이 휴면 상태가 됩니다. 로그인 후 표시되는 화면에서 본인 확인을 거쳐 휴면을 해제해 주세요.
・키보드의 Caps Lock이 켜져 있지 않은지도 확인해 주세요.`,
      `- After 10 wrong passwords within 15 minutes, log-in is blocked for 15 minutes for your security. Try again later or reset your password.
- If you have not logged in for 365 days, your account becomes dormant. Log in and follow the on-screen steps to confirm it's you and reactivate it.
- Also check that Caps Lock is not on.`,
    ],
  ),
  faq(
    'account',
    ['ニックネームを変更したいです。', '닉네임을 변경하고 싶습니다.', 'How do I change my nickname?'],
    [
      `マイページの「会員情報」から変更できます。

・3〜10文字の英字・かな・漢字・ハングル・数字が使えます（スペースや記号は使えません）
・他の方と同じニックネームは使えません。「重複確認」を行ってから10分以内に変更を完了してください
・一度変更すると、次に変更できるのは30日後です`,
      `마이페이지의 '회원 정보'에서 변경할 수 있습니다.

・3~10자의 영문, 일본어, 한자, 한글, 숫자를 사용할 수 있습니다(공백이나 특수 문자는 사용할 수 없습니다)
・다른 회원과 같은 닉네임은 사용할 수 없습니다. '중복 확인' 후 10분 이내에 변경을 완료해 주세요
・한 번 변경하면 30일 후에 다시 변경할 수 있습니다`,
      `You can change it under "Account details" in My Page.

- Use 3 to 10 letters (Latin, Japanese, Korean) or digits; spaces and symbols are not allowed
- It must not be in use by anyone else: run the availability check, then finish the change within 10 minutes
- After a change, you can change it again only after 30 days`,
    ],
  ),
  faq(
    'account',
    ['退会するにはどうすればいいですか？', '탈퇴하려면 어떻게 해야 하나요?', 'How do I close my account?'],
    [
      `マイページの「会員情報」下部にある「退会」から手続きできます。

・ご利用中のパスがある場合は、先に自動更新を解約してください。残りの期間分の返金はいたしかねます
・退会すると、お気に入り・視聴予約・お問い合わせ履歴などのデータは削除され、元に戻せません
・同じメールアドレスで再度ご登録いただくことは可能です`,
      `마이페이지 '회원 정보' 하단의 '회원 탈퇴'에서 진행할 수 있습니다.

・이용 중인 패스가 있다면 먼저 자동 갱신을 해지해 주세요. 남은 기간에 대한 환불은 불가능합니다
・탈퇴하면 즐겨찾기, 시청 예약, 문의 내역 등의 데이터가 삭제되며 복구할 수 없습니다
・같은 이메일 주소로 다시 가입하실 수 있습니다`,
      `Use "Close account" at the bottom of "Account details" in My Page.

- If you have a pass, cancel its automatic renewal first; the remaining period cannot be refunded
- Closing your account deletes your favourites, reservations and inquiry history permanently
- You can sign up again later with the same e-mail address`,
    ],
  ),
  faq(
    'payment',
    [
      'パスの種類と料金を教えてください。',
      '패스 종류와 요금을 알려 주세요.',
      'What passes are there and how much do they cost?',
    ],
    [
      `料金はすべて税込です。
・無料会員（0円）：無料対象のライブ・見逃し配信（広告付き）、その他はプレビューのみ。最大720p
・ベーシックパス（月額1,480円／年額14,800円）：すべてのライブ・見逃し配信・TVチャンネル。最大720p、広告なし
・プレミアムパス（月額2,480円／年額24,800円）：ベーシックの内容に加え、最大1080p60、最大4試合のマルチビュー

年額パスは月額12か月分より約2か月分お得です。`,
      `요금은 모두 세금 포함입니다.
・무료 회원(0엔): 무료 대상 라이브・다시 보기(광고 포함), 그 밖의 콘텐츠는 미리 보기만. 최대 720p
・베이직 패스(월간 1,480엔/연간 14,800엔): 모든 라이브, 다시 보기, TV 채널. 최대 720p, 광고 없음
・프리미엄 패스(월간 2,480엔/연간 24,800엔): 베이직 혜택에 더해 최대 1080p60, 최대 4경기 멀티뷰

연간 패스는 월간 12개월분보다 약 2개월분 저렴합니다.`,
      `All prices include tax.
- Free member (0 JPY): free live matches and videos with ads; previews of everything else. Up to 720p
- Basic pass (1,480 JPY a month / 14,800 JPY a year): every live match, on-demand video and TV channel. Up to 720p, no ads
- Premium pass (2,480 JPY a month / 24,800 JPY a year): everything in Basic, plus up to 1080p60 and multi-view of up to four matches

An annual pass costs about two months less than paying monthly for a year.`,
    ],
  ),
  faq(
    'payment',
    ['どの支払い方法が使えますか？', '어떤 결제 수단을 사용할 수 있나요?', 'How can I pay?'],
    [
      `クレジットカード（Visa、Mastercard、JCB、American Express、Diners Club）と、携帯電話会社のキャリア決済をご利用いただけます。
クレジットカードでのご購入時には、本人認証（3Dセキュア2.0）が必要です。

デビットカード・プリペイドカードは、カード発行会社によってご利用いただけない場合があります。`,
      `신용카드(Visa, Mastercard, JCB, American Express, Diners Club)와 휴대폰 결제를 이용하실 수 있습니다.
신용카드로 구매할 때는 본인 인증(3D 시큐어 2.0)이 필요합니다.

체크카드와 선불카드는 카드사에 따라 이용하실 수 없는 경우가 있습니다.`,
      `Credit cards (Visa, Mastercard, JCB, American Express, Diners Club) and mobile carrier billing.
Card purchases require 3-D Secure 2.0 authentication.

Some debit and prepaid cards may not be accepted, depending on the issuer.`,
    ],
  ),
  faq(
    'payment',
    [
      'ベーシックパスからプレミアムパスに変更できますか？',
      '베이직 패스에서 프리미엄 패스로 변경할 수 있나요?',
      'Can I switch between Basic and Premium?',
    ],
    [
      `はい。月額パスをクレジットカードでご購入の場合は、「パス購入 > パス変更」から変更できます。
変更は次回の自動更新日から適用されます（変更予約）。変更予約の取り消しや修正は、更新日の前日まで可能です。自動更新日の当日は変更手続きができません。

次のパスは変更できません。
・年額パス
・アプリ内課金でご購入のパス（購入したストアで手続きしてください）
・キャリア決済でご購入のパス`,
      `네. 신용카드로 구매한 월간 패스는 '패스 구매 > 패스 변경'에서 변경할 수 있습니다.
변경은 다음 자동 갱신일부터 적용됩니다(변경 예약). 변경 예약의 취소나 수정은 갱신일 전날까지 가능합니다. 자동 갱신일 당일에는 변경할 수 없습니다.

다음 패스는 변경할 수 없습니다.
・연간 패스
・앱 내 결제로 구매한 패스(구매한 스토어에서 진행해 주세요)
・휴대폰 결제로 구매한 패스`,
      `Yes. A monthly pass bought by credit card can be changed under "Buy a pass > Change pass".
The change takes effect on your next renewal date (a scheduled change). You can cancel or edit it until the day before; no changes can be made on the renewal day itself.

These passes cannot be changed:
- Annual passes
- Passes bought by in-app purchase (change them in the store you bought from)
- Passes paid through carrier billing`,
    ],
  ),
  faq(
    'payment',
    [
      '年額パスを途中で変更・解約できますか？',
      '연간 패스를 도중에 변경・해지할 수 있나요?',
      'Can I change or cancel an annual pass part-way through?',
    ],
    [
      `年額パスは、期間中にパスの種類（ベーシック⇔プレミアム）や月額への変更はできません。
自動更新の解約はいつでも可能で、解約後も有効期限まではそのままご視聴いただけます。期間途中での返金はいたしかねます。

有効期限が終了した後は、ご希望のパスを改めてご購入ください。`,
      `연간 패스는 기간 중 패스 종류(베이직⇔프리미엄)나 월간으로 변경할 수 없습니다.
자동 갱신 해지는 언제든지 가능하며, 해지 후에도 유효 기간까지는 그대로 시청하실 수 있습니다. 기간 중 환불은 불가능합니다.

유효 기간이 끝난 후 원하시는 패스를 다시 구매해 주세요.`,
      `An annual pass cannot be switched to another tier (Basic ⇔ Premium) or to monthly during its term.
You can cancel automatic renewal at any time and keep watching until it expires; no refunds are given for the remaining period.

After it expires, buy whichever pass you like.`,
    ],
  ),
  faq(
    'payment',
    ['パスを一時停止できますか？', '패스를 일시 정지할 수 있나요?', 'Can I pause my pass?'],
    [
      `月額パスは、マイページの「パス管理」から1か月〜6か月の間、一時停止できます。
一時停止中は料金が発生せず、無料会員と同じ範囲でご視聴いただけます。指定した期間が終わると自動で再開し、再開日から課金されます。期間中いつでも早めに再開することもできます。

年額パスは一時停止の対象外です。`,
      `월간 패스는 마이페이지의 '패스 관리'에서 1개월~6개월 동안 일시 정지할 수 있습니다.
일시 정지 중에는 요금이 발생하지 않으며, 무료 회원과 같은 범위에서 시청하실 수 있습니다. 지정한 기간이 끝나면 자동으로 재개되고 재개일부터 요금이 청구됩니다. 기간 중 언제든지 미리 재개할 수도 있습니다.

연간 패스는 일시 정지 대상이 아닙니다.`,
      `A monthly pass can be paused for 1 to 6 months under "My passes" in My Page.
While paused you are not charged and can watch what free members can watch. It resumes automatically at the end of the period and billing restarts that day; you can also resume early at any time.

Annual passes cannot be paused.`,
    ],
  ),
  faq(
    'payment',
    [
      '自動更新を止める（解約する）にはどうすればいいですか？',
      '자동 갱신을 중지(해지)하려면 어떻게 하나요?',
      'How do I stop automatic renewal?',
    ],
    [
      `マイページの「パス管理」から「解約」を選択してください。次回の自動更新日の前日までに手続きが必要です。
解約後も有効期限まではご視聴いただけます。プレミアムパスを解約した場合、有効期限の終了後にベーシックパスを購入できます。

アプリ内課金でご購入の場合は、購入したストアのサブスクリプション管理画面から解約してください。`,
      `마이페이지의 '패스 관리'에서 '해지'를 선택해 주세요. 다음 자동 갱신일 전날까지 진행해야 합니다.
해지 후에도 유효 기간까지 시청하실 수 있습니다. 프리미엄 패스를 해지한 경우 유효 기간이 끝난 후 베이직 패스를 구매할 수 있습니다.

앱 내 결제로 구매하신 경우 구매한 스토어의 구독 관리 화면에서 해지해 주세요.`,
      `Choose "Cancel" under "My passes" in My Page, by the day before your next renewal date.
You can keep watching until the pass expires. If you cancel Premium, you can buy Basic once it has expired.

If you bought through an in-app purchase, cancel in the subscription settings of that store.`,
    ],
  ),
  faq(
    'payment',
    [
      'クーポンやキャンペーンコードはどこで使えますか？',
      '쿠폰이나 캠페인 코드는 어디에서 사용하나요?',
      'Where do I enter a coupon or campaign code?',
    ],
    [
      `「パス購入 > クーポン登録」からコードを入力してください。
次のような場合は登録できません。
・すでに使用済み、または有効期限が切れているコード
・利用開始前のコード
・同じキャンペーンのコードを重複して登録しようとした場合
・パスをご利用中の方が、パスをお持ちでない方向けのコードを登録しようとした場合`,
      `'패스 구매 > 쿠폰 등록'에서 코드를 입력해 주세요.
다음과 같은 경우에는 등록할 수 없습니다.
・이미 사용했거나 유효 기간이 지난 코드
・사용 시작 전인 코드
・같은 캠페인의 코드를 중복으로 등록하려는 경우
・패스 이용 중인 회원이 패스 미보유 회원용 코드를 등록하려는 경우`,
      `Enter it under "Buy a pass > Register a coupon".
A code cannot be registered if:
- it has already been used or has expired
- its validity period has not started yet
- you already registered a code from the same campaign
- it is meant for members without a pass and you already have one`,
    ],
  ),
  faq(
    'payment',
    [
      '支払い履歴や領収書を確認したいです。',
      '결제 내역이나 영수증을 확인하고 싶습니다.',
      'Where can I see my payments and receipts?',
    ],
    [
      `マイページの「購入履歴」で、これまでのお支払い日・金額・パスの種類を確認できます。領収書が必要な場合は、お支払い日と宛名を添えて1:1お問い合わせからご依頼ください。
キャリア決済でお支払いの場合は、携帯電話会社の利用明細でもご確認いただけます。`,
      `마이페이지의 '구매 내역'에서 지금까지의 결제일, 금액, 패스 종류를 확인할 수 있습니다. 영수증이 필요하신 경우 결제일과 수신인을 적어 1:1 문의로 요청해 주세요.
휴대폰 결제로 결제하신 경우 통신사 이용 명세서에서도 확인하실 수 있습니다.`,
      `"Purchase history" in My Page lists the date, amount and pass of each payment. If you need a receipt, ask through the 1:1 inquiry form with the payment date and the name to show on it.
If you paid through carrier billing, the payment also appears on your phone bill.`,
    ],
  ),
];
