import { type Article, art, renderTerms, type TermsSeed } from './help-terms.js';
import { type L10n, l, type TimeKit } from './help-text.js';

const privacyIntro = l(
  '株式会社キックオフメディア（以下「当社」）は、KICKOFF（以下「本サービス」）における利用者の個人情報を、個人情報の保護に関する法律その他の法令に従い、以下のとおり取り扱います。',
  "주식회사 킥오프미디어(이하 '회사')는 KICKOFF(이하 '서비스')에서 이용자의 개인정보를 관련 법령에 따라 다음과 같이 처리합니다.",
  'KICKOFF Media, Inc. ("we") handles the personal information of users of KICKOFF (the "Service") as follows, in accordance with the Act on the Protection of Personal Information and other laws.',
);

const privacyArticles: Article[] = [
  art(
    ['取得する情報', '수집하는 정보', 'Information we collect'],
    [
      '・会員情報：メールアドレス、パスワード（ハッシュ化して保存）、ニックネーム、氏名、生年月日、性別、電話番号\n・利用情報：視聴履歴、お気に入り、視聴予約、チャットの投稿、お問い合わせ内容\n・端末情報：IPアドレス、ブラウザの種類、Cookie、プッシュ通知の送信先情報\n・決済情報：パスの購入履歴（カード番号は決済代行会社が管理し、当社は保持しません）',
      '・회원 정보: 이메일 주소, 비밀번호(해시 처리하여 저장), 닉네임, 이름, 생년월일, 성별, 전화번호\n・이용 정보: 시청 기록, 즐겨찾기, 시청 예약, 채팅 글, 문의 내용\n・기기 정보: IP 주소, 브라우저 종류, 쿠키, 푸시 알림 수신처 정보\n・결제 정보: 패스 구매 내역(카드 번호는 결제 대행사가 관리하며 회사는 보유하지 않습니다)',
      '- Account: e-mail address, password (stored hashed), nickname, name, date of birth, gender, phone number\n- Usage: viewing history, favourites, reservations, chat posts, inquiries\n- Device: IP address, browser type, cookies, push notification endpoints\n- Payment: pass purchase history (card numbers are held by our payment provider, not by us)',
    ],
    l(
      '・会員情報：メールアドレス、パスワード（ハッシュ化して保存）、ニックネーム、氏名、生年月日、性別、電話番号\n・利用情報：視聴履歴、お気に入り、チャットの投稿、お問い合わせ内容\n・端末情報：IPアドレス、ブラウザの種類、Cookie\n・決済情報：パスの購入履歴（カード番号は決済代行会社が管理し、当社は保持しません）',
      '・회원 정보: 이메일 주소, 비밀번호(해시 처리하여 저장), 닉네임, 이름, 생년월일, 성별, 전화번호\n・이용 정보: 시청 기록, 즐겨찾기, 채팅 글, 문의 내용\n・기기 정보: IP 주소, 브라우저 종류, 쿠키\n・결제 정보: 패스 구매 내역(카드 번호는 결제 대행사가 관리하며 회사는 보유하지 않습니다)',
      '- Account: e-mail address, password (stored hashed), nickname, name, date of birth, gender, phone number\n- Usage: viewing history, favourites, chat posts, inquiries\n- Device: IP address, browser type, cookies\n- Payment: pass purchase history (card numbers are held by our payment provider, not by us)',
    ),
  ),
  art(
    ['利用目的', '이용 목적', 'How we use it'],
    [
      '・本サービスの提供、本人確認、不正利用の防止\n・料金の請求、お問い合わせへの対応\n・試合開始等のお知らせ、メンテナンス等の重要なご連絡\n・サービス改善のための統計分析（個人を特定しない形で行います）',
      '・서비스 제공, 본인 확인, 부정 이용 방지\n・요금 청구, 문의 대응\n・경기 시작 등의 알림, 점검 등 중요한 연락\n・서비스 개선을 위한 통계 분석(개인을 특정하지 않는 형태로 진행)',
      '- Providing the Service, verifying identity and preventing misuse\n- Billing and answering inquiries\n- Match reminders and important notices such as maintenance\n- Statistics to improve the Service (in a form that does not identify individuals)',
    ],
  ),
  art(
    ['第三者提供および委託', '제3자 제공 및 위탁', 'Sharing and service providers'],
    [
      '当社は、法令に基づく場合を除き、ご本人の同意なく個人情報を第三者に提供しません。決済処理、メール・SMSの送信、クラウドでのデータ保管などを外部に委託する場合は、委託先を適切に監督します。',
      '회사는 법령에 따른 경우를 제외하고 본인의 동의 없이 개인정보를 제3자에게 제공하지 않습니다. 결제 처리, 이메일・SMS 발송, 클라우드 데이터 보관 등을 외부에 위탁하는 경우 수탁자를 적절히 관리・감독합니다.',
      'We do not share personal information with third parties without consent, except as required by law. When we use service providers for payment processing, e-mail and SMS delivery or cloud storage, we supervise them appropriately.',
    ],
  ),
  art(
    ['Cookie等の利用', '쿠키 등의 이용', 'Cookies'],
    [
      '本サービスは、ログイン状態の維持や設定の保存のためにCookieおよびブラウザのローカルストレージを使用します。ブラウザの設定でCookieを無効にすると、本サービスをご利用いただけない場合があります。',
      '서비스는 로그인 상태 유지와 설정 저장을 위해 쿠키와 브라우저 로컬 스토리지를 사용합니다. 브라우저 설정에서 쿠키를 차단하면 서비스를 이용하실 수 없는 경우가 있습니다.',
      'The Service uses cookies and browser local storage to keep you logged in and remember your settings. If you block cookies in your browser, the Service may not work.',
    ],
  ),
  art(
    ['保存期間', '보관 기간', 'Retention'],
    [
      '1. 個人情報は、会員資格が続く間保存します。\n2. 最終ログインから365日間ご利用のないアカウントは休眠状態とし、その情報を他の会員情報と分けて保管します。\n3. 退会後は30日以内に削除します。ただし、法令により保存が義務付けられている取引記録は、定められた期間保存します。',
      '1. 개인정보는 회원 자격이 유지되는 동안 보관합니다.\n2. 마지막 로그인 후 365일간 이용하지 않은 계정은 휴면 상태로 전환하고 해당 정보를 다른 회원 정보와 분리하여 보관합니다.\n3. 탈퇴 후 30일 이내에 삭제합니다. 다만 법령에 따라 보관 의무가 있는 거래 기록은 정해진 기간 동안 보관합니다.',
      "1. We keep personal information for as long as the membership lasts.\n2. Accounts not used for 365 days after the last log-in become dormant, and their information is stored separately from other members' data.\n3. We delete information within 30 days of an account being closed, except transaction records that the law requires us to keep for a set period.",
    ],
    l(
      '個人情報は、会員資格が続く間保存し、退会後は法令により保存が必要な場合を除き、速やかに削除します。',
      '개인정보는 회원 자격이 유지되는 동안 보관하며, 탈퇴 후에는 법령에 따라 보관이 필요한 경우를 제외하고 지체 없이 삭제합니다.',
      'We keep personal information for as long as the membership lasts and delete it promptly after the account is closed, except where the law requires us to keep it.',
    ),
  ),
  art(
    ['安全管理措置', '안전성 확보 조치', 'Security'],
    [
      '当社は、通信の暗号化、パスワードのハッシュ化、アクセス権限の管理、従業者への教育など、個人情報の漏えい等を防ぐための措置を講じます。',
      '회사는 통신 암호화, 비밀번호 해시 처리, 접근 권한 관리, 직원 교육 등 개인정보 유출 등을 방지하기 위한 조치를 취합니다.',
      'We protect personal information against leaks and misuse through encrypted connections, hashed passwords, access controls and staff training.',
    ],
  ),
  art(
    ['開示等の請求', '열람 등의 청구', 'Your rights'],
    [
      'ご本人から、保有個人データの開示、訂正、利用停止、削除等の請求があった場合は、ご本人であることを確認のうえ、法令に従い遅滞なく対応します。',
      '본인으로부터 보유 개인정보의 열람, 정정, 처리 정지, 삭제 등의 요청이 있는 경우 본인 확인 후 법령에 따라 지체 없이 조치합니다.',
      'If you ask us to disclose, correct, stop using or delete the personal data we hold about you, we will confirm your identity and respond without delay as the law requires.',
    ],
  ),
  art(
    ['お問い合わせ窓口', '문의처', 'Contact'],
    [
      '株式会社キックオフメディア　個人情報保護管理責任者\nメール：privacy@kickoff.example\nヘルプの「1:1お問い合わせ」からもご連絡いただけます。',
      "주식회사 킥오프미디어 개인정보 보호 책임자\n이메일: privacy@kickoff.example\n고객센터의 '1:1 문의'로도 연락하실 수 있습니다.",
      'Privacy Officer, KICKOFF Media, Inc.\nE-mail: privacy@kickoff.example\nYou can also reach us through the 1:1 inquiry form in Help.',
    ],
  ),
];

const youthIntro = l(
  '当社は、青少年が安心して本サービスを利用できるよう、次のとおり青少年保護方針を定めます。',
  '회사는 청소년이 안심하고 서비스를 이용할 수 있도록 다음과 같이 청소년 보호정책을 정합니다.',
  'So that young people can use the Service safely, we have adopted the following Youth Protection Policy.',
);

const youthArticles: Article[] = [
  art(
    ['利用できる年齢', '이용 가능 연령', 'Minimum age'],
    [
      '14歳未満の方は会員登録できません。18歳未満の方は、保護者の同意を得たうえでご利用ください。',
      '만 14세 미만은 회원 가입을 할 수 없습니다. 만 18세 미만은 보호자의 동의를 받은 후 이용해 주세요.',
      'Children under 14 may not register. Users under 18 need the consent of a parent or guardian.',
    ],
  ),
  art(
    ['有害な情報からの保護', '유해 정보로부터의 보호', 'Protection from harmful content'],
    [
      'ライブチャットでは禁止語句やURLを含む投稿を自動で制限し、運営スタッフが巡回して不適切な投稿を削除します。',
      '라이브 채팅에서는 금지어나 URL이 포함된 글을 자동으로 제한하며, 운영 스태프가 모니터링하여 부적절한 글을 삭제합니다.',
      'Live chat automatically blocks posts containing banned words or URLs, and our moderators remove inappropriate posts.',
    ],
  ),
  art(
    ['有料サービスの購入', '유료 서비스 구매', 'Paid services'],
    [
      '未成年の方がパスを購入する場合は、必ず保護者の同意を得てください。保護者の同意なく行われた購入については、法令に従い対応します。',
      '미성년자가 패스를 구매하는 경우 반드시 보호자의 동의를 받아 주세요. 보호자의 동의 없이 이루어진 구매는 법령에 따라 처리합니다.',
      "Minors must have a parent's or guardian's consent before buying a pass. Purchases made without consent are handled as the law provides.",
    ],
  ),
  art(
    ['保護者の皆さまへ', '보호자 여러분께', 'For parents and guardians'],
    [
      '青少年の利用時間や購入について、ご家庭でルールを決めていただくようお願いします。ご不安な点は下記窓口へご相談ください。',
      '청소년의 이용 시간과 구매에 대해 가정에서 규칙을 정해 주시기 바랍니다. 걱정되는 점은 아래 창구로 상담해 주세요.',
      'Please agree family rules about viewing time and purchases. If you have any concerns, contact us below.',
    ],
  ),
  art(
    ['青少年保護責任者', '청소년 보호 책임자', 'Youth protection officer'],
    [
      '青少年保護責任者：中村 誠（カスタマーサポート部）\nメール：youth@kickoff.example',
      '청소년 보호 책임자: 나카무라 마코토(고객지원부)\n이메일: youth@kickoff.example',
      'Youth protection officer: Makoto Nakamura (Customer Support)\nE-mail: youth@kickoff.example',
    ],
  ),
];

const policyIntro = l(
  '本運営ポリシーは、KICKOFFのライブチャット、ニックネームその他の会員の皆さまの投稿について、当社の運営方針を定めるものです。',
  '본 운영정책은 KICKOFF의 라이브 채팅, 닉네임 및 그 밖의 회원 게시물에 관한 회사의 운영 방침을 정합니다.',
  'This Operating Policy explains how we run live chat, nicknames and other content posted by members on KICKOFF.',
);

const policyArticles: Article[] = [
  art(
    ['チャットの投稿', '채팅 작성', 'Chat posts'],
    [
      '1回の投稿は1〜100文字とし、URLや禁止語句を含む投稿はできません。10秒間に5回を超える投稿があった場合、30秒間投稿を制限します。',
      '1회 작성은 1~100자이며, URL이나 금지어가 포함된 글은 작성할 수 없습니다. 10초 동안 5회를 초과하여 작성하면 30초간 작성을 제한합니다.',
      'Each post may be 1 to 100 characters and may not contain URLs or banned words. Posting more than 5 times in 10 seconds blocks posting for 30 seconds.',
    ],
  ),
  art(
    ['禁止される投稿', '금지되는 게시물', 'Posts that are not allowed'],
    [
      '・選手、審判、関係者、他の会員への誹謗中傷や差別的な表現\n・試合結果のネタバレを目的とする投稿\n・宣伝、勧誘、スパム、なりすまし\n・個人情報の書き込み\n・その他、法令または公序良俗に反する投稿',
      '・선수, 심판, 관계자, 다른 회원에 대한 비방이나 차별적 표현\n・경기 결과 스포일러를 목적으로 한 글\n・광고, 권유, 스팸, 사칭\n・개인정보 게시\n・그 밖에 법령 또는 공서양속에 반하는 글',
      '- Abuse or discrimination against players, officials, staff or other members\n- Posts intended to spoil results\n- Advertising, soliciting, spam or impersonation\n- Personal information\n- Anything else that breaks the law or offends public order and morals',
    ],
  ),
  art(
    ['違反時の措置', '위반 시 조치', 'What happens when rules are broken'],
    [
      '違反の程度に応じて、投稿の削除、一定時間（数分〜数日）の投稿制限（ミュート）、チャットの利用停止、会員資格の停止を行います。',
      '위반 정도에 따라 게시물 삭제, 일정 시간(몇 분~며칠)의 작성 제한(뮤트), 채팅 이용 정지, 회원 자격 정지를 합니다.',
      'Depending on how serious it is, we delete the post, mute the member for a period (minutes to days), ban them from chat or suspend their membership.',
    ],
  ),
  art(
    ['ニックネーム', '닉네임', 'Nicknames'],
    [
      'ニックネームは3〜10文字とし、他人になりすますもの、選手名や公式アカウントと誤認されるもの、不快な表現を含むものは使用できません。不適切なニックネームは、当社が変更することがあります。',
      '닉네임은 3~10자이며, 다른 사람을 사칭하거나 선수명・공식 계정으로 오인될 수 있는 것, 불쾌한 표현이 포함된 것은 사용할 수 없습니다. 부적절한 닉네임은 회사가 변경할 수 있습니다.',
      'Nicknames are 3 to 10 characters. Nicknames that impersonate others, could be mistaken for players or official accounts, or are offensive are not allowed, and we may change them.',
    ],
  ),
  art(
    ['チャットの一時停止・終了', '채팅 일시 정지・종료', 'Pausing or closing chat'],
    [
      '荒らし行為の多発、試合中の事故その他の事情により、チャットを一時停止または終了することがあります。',
      '악성 행위가 잦거나 경기 중 사고가 발생하는 등의 사정으로 채팅을 일시 정지하거나 종료할 수 있습니다.',
      'We may pause or close a chat if there is a lot of trolling, an incident during the match or for other reasons.',
    ],
  ),
  art(
    ['権利侵害の申告', '권리 침해 신고', 'Reporting infringements'],
    [
      'ご自身の権利を侵害する投稿を見つけた場合は、1:1お問い合わせから該当の試合、日時、内容をお知らせください。確認のうえ、速やかに対応します。',
      '본인의 권리를 침해하는 게시물을 발견한 경우 1:1 문의로 해당 경기, 일시, 내용을 알려 주세요. 확인 후 신속하게 조치합니다.',
      'If a post infringes your rights, tell us the match, time and content through the 1:1 inquiry form. We will check and act promptly.',
    ],
  ),
];

/** Privacy policy (two versions), youth protection and the operating policy. */
export function privacyTerms(t: TimeKit, previous: Date, current: Date): TermsSeed[] {
  const privacy: L10n = l('プライバシーポリシー', '개인정보 처리방침', 'Privacy Policy');
  return [
    {
      kind: 'privacy',
      title: privacy,
      content: renderTerms(t, privacyIntro, privacyArticles, 'previous', previous),
      effectiveAt: previous,
    },
    {
      kind: 'privacy',
      title: privacy,
      content: renderTerms(t, privacyIntro, privacyArticles, 'current', current, previous),
      effectiveAt: current,
    },
    {
      kind: 'youth',
      title: l('青少年保護方針', '청소년 보호정책', 'Youth Protection Policy'),
      content: renderTerms(t, youthIntro, youthArticles, 'current', previous),
      effectiveAt: previous,
    },
    {
      kind: 'policy',
      title: l('運営ポリシー', '운영정책', 'Operating Policy'),
      content: renderTerms(t, policyIntro, policyArticles, 'current', previous),
      effectiveAt: previous,
    },
  ];
}
