import { type L10n, l, type TimeKit } from './help-text.js';

export type TermsKind = 'service' | 'paid' | 'privacy' | 'youth' | 'policy';

export interface TermsSeed {
  kind: TermsKind;
  title: L10n;
  content: L10n;
  effectiveAt: Date;
}

export interface Article {
  title: L10n;
  body: L10n;
  /** The wording in the previous version; `null` when the article did not exist yet. */
  before?: L10n | null;
}

/** One article: title and body in ja, ko, en. */
export const art = (
  title: [string, string, string],
  body: [string, string, string],
  before?: L10n | null,
) => ({
  title: l(...title),
  body: l(...body),
  ...(before === undefined ? {} : { before }),
});

/**
 * Numbers the articles of one version and adds the supplementary provision with its date.
 * `since` is the first version's date, for a revised text.
 */
export function renderTerms(
  t: TimeKit,
  intro: L10n,
  articles: Article[],
  version: 'previous' | 'current',
  effectiveAt: Date,
  since?: Date,
): L10n {
  const kept = articles.flatMap((a) => {
    if (version === 'current') return [{ title: a.title, body: a.body }];
    if (a.before === null) return [];
    return [{ title: a.title, body: a.before ?? a.body }];
  });
  const d = t.date(effectiveAt);
  const first = since ? t.date(since) : null;
  const body = (lang: keyof L10n, head: (n: number, title: string) => string) =>
    kept.map((a, i) => `${head(i + 1, a.title[lang])}\n${a.body[lang]}`).join('\n\n');
  return l(
    `${intro.ja}\n\n${body('ja', (n, s) => `第${n}条（${s}）`)}\n\n附則\n${first ? `${first.ja}制定\n${d.ja}改定・施行` : `${d.ja}施行`}`,
    `${intro.ko}\n\n${body('ko', (n, s) => `제${n}조 (${s})`)}\n\n부칙\n${first ? `${first.ko} 제정\n${d.ko} 개정・시행` : `${d.ko} 시행`}`,
    `${intro.en}\n\n${body('en', (n, s) => `Article ${n} (${s})`)}\n\nSupplementary provision\n${first ? `Established ${first.en}.\nRevised and effective ${d.en}.` : `Effective ${d.en}.`}`,
  );
}

const serviceIntro = l(
  'この利用規約（以下「本規約」）は、株式会社キックオフメディア（以下「当社」）が提供するスポーツ動画配信サービス「KICKOFF」の利用条件を定めるものです。',
  "이 이용약관(이하 '본 약관')은 주식회사 킥오프미디어(이하 '회사')가 제공하는 스포츠 동영상 서비스 'KICKOFF'의 이용 조건을 정합니다.",
  'These Terms of Service ("Terms") set out the conditions for using KICKOFF, the sports video streaming service provided by KICKOFF Media, Inc. ("we" or "us").',
);

const serviceArticles: Article[] = [
  art(
    ['目的', '목적', 'Purpose'],
    [
      '本規約は、当社と会員との間の本サービスの利用に関する権利義務関係を定めることを目的とします。',
      '본 약관은 회사와 회원 사이의 서비스 이용에 관한 권리・의무 관계를 정하는 것을 목적으로 합니다.',
      'These Terms govern the rights and obligations between us and members in relation to the use of the Service.',
    ],
  ),
  art(
    ['定義', '정의', 'Definitions'],
    [
      '1. 「本サービス」とは、当社がウェブサイトおよびスマートTVアプリを通じて提供するライブ配信、見逃し配信、TVチャンネルその他の関連サービスをいいます。\n2. 「会員」とは、本規約に同意のうえ会員登録を行った個人をいいます。\n3. 「パス」とは、有料コンテンツを視聴するための利用権をいいます。',
      "1. '서비스'란 회사가 웹사이트와 스마트 TV 앱을 통해 제공하는 라이브 중계, 다시 보기, TV 채널 및 그 밖의 관련 서비스를 말합니다.\n2. '회원'이란 본 약관에 동의하고 회원 가입을 한 개인을 말합니다.\n3. '패스'란 유료 콘텐츠를 시청하기 위한 이용권을 말합니다.",
      '1. "Service" means the live streams, on-demand videos, TV channels and related services we provide through our website and smart TV apps.\n2. "Member" means an individual who has agreed to these Terms and registered.\n3. "Pass" means the right to watch paid content.',
    ],
  ),
  art(
    ['会員登録', '회원 가입', 'Registration'],
    [
      '1. 本サービスの利用を希望する方は、本規約に同意のうえ、当社所定の方法で会員登録を行うものとします。\n2. 14歳未満の方は会員登録できません。未成年の方は、親権者の同意を得たうえでご登録ください。\n3. 登録内容に虚偽がある場合、当社は登録を承認しないことがあります。',
      '1. 서비스 이용을 희망하는 분은 본 약관에 동의하고 회사가 정한 방법으로 회원 가입을 합니다.\n2. 만 14세 미만은 회원 가입을 할 수 없습니다. 미성년자는 친권자의 동의를 받은 후 가입해 주세요.\n3. 가입 내용에 허위가 있는 경우 회사는 가입을 승인하지 않을 수 있습니다.',
      '1. Anyone wishing to use the Service must agree to these Terms and register in the way we specify.\n2. Persons under 14 may not register. Minors must have the consent of a parent or guardian.\n3. We may refuse a registration that contains false information.',
    ],
  ),
  art(
    ['アカウントの管理', '계정 관리', 'Your account'],
    [
      '1. 会員は、自己の責任においてメールアドレスおよびパスワードを管理し、第三者に利用させてはなりません。\n2. 最終ログインから365日間利用のないアカウントは休眠状態となり、所定の手続きにより再開できます。',
      '1. 회원은 자신의 책임으로 이메일 주소와 비밀번호를 관리하며 제3자가 이용하게 해서는 안 됩니다.\n2. 마지막 로그인 후 365일간 이용하지 않은 계정은 휴면 상태가 되며, 정해진 절차에 따라 재개할 수 있습니다.',
      '1. Members are responsible for keeping their e-mail address and password safe and must not let anyone else use them.\n2. An account not used for 365 days after the last log-in becomes dormant and can be reactivated through the prescribed procedure.',
    ],
    l(
      '会員は、自己の責任においてメールアドレスおよびパスワードを管理し、第三者に利用させてはなりません。',
      '회원은 자신의 책임으로 이메일 주소와 비밀번호를 관리하며 제3자가 이용하게 해서는 안 됩니다.',
      'Members are responsible for keeping their e-mail address and password safe and must not let anyone else use them.',
    ),
  ),
  art(
    ['パスおよび料金', '패스 및 요금', 'Passes and fees'],
    [
      'パスの種類、料金、支払方法、自動更新、変更、一時停止および解約については、別途定める「有料サービス利用規約」によるものとします。',
      "패스의 종류, 요금, 결제 방법, 자동 갱신, 변경, 일시 정지 및 해지에 대해서는 별도로 정하는 '유료 서비스 이용약관'에 따릅니다.",
      'Pass types, fees, payment, automatic renewal, changes, pauses and cancellation are governed by the separate Paid Service Terms.',
    ],
  ),
  art(
    ['コンテンツの視聴', '콘텐츠 시청', 'Watching content'],
    [
      '1. 会員は、コンテンツを私的な目的の範囲でのみ視聴できます。\n2. 試合の中止・延期、権利上の理由その他やむを得ない事情により、配信内容や配信予定を変更・中止することがあります。',
      '1. 회원은 콘텐츠를 사적인 목적의 범위에서만 시청할 수 있습니다.\n2. 경기 취소・연기, 권리상의 이유 등 부득이한 사정으로 중계 내용이나 일정을 변경・중지할 수 있습니다.',
      '1. Members may watch content for private purposes only.\n2. We may change or cancel streams or schedules because of postponed or cancelled matches, rights restrictions or other unavoidable reasons.',
    ],
  ),
  art(
    ['同時利用', '동시 이용', 'Simultaneous use'],
    [
      '1つのアカウントで同時に利用できる端末は、ウェブ1台およびスマートTV 1台までとします。同種の端末で新たにログインした場合、先にログインしていた端末のセッションは終了します。',
      '계정 하나로 동시에 이용할 수 있는 기기는 웹 1대와 스마트 TV 1대까지입니다. 같은 종류의 기기에서 새로 로그인하면 먼저 로그인한 기기의 세션은 종료됩니다.',
      'One account may be used on at most one web browser and one smart TV at the same time. Logging in on another device of the same kind ends the earlier session.',
    ],
    null,
  ),
  art(
    ['禁止事項', '금지 사항', 'Prohibited conduct'],
    [
      '会員は、次の行為をしてはなりません。\n・コンテンツの録画、複製、再配信、公衆への上映\n・アカウントの貸与、譲渡、共有\n・本サービスの運営を妨げる行為、不正アクセス\n・他の会員または第三者の権利を侵害する行為\n・法令または公序良俗に反する行為',
      '회원은 다음 행위를 해서는 안 됩니다.\n・콘텐츠의 녹화, 복제, 재전송, 공중 상영\n・계정의 대여, 양도, 공유\n・서비스 운영을 방해하는 행위, 부정 접속\n・다른 회원 또는 제3자의 권리를 침해하는 행위\n・법령 또는 공서양속에 반하는 행위',
      'Members must not:\n- record, copy, redistribute or publicly show content\n- lend, transfer or share their account\n- interfere with the Service or access it without authorisation\n- infringe the rights of other members or third parties\n- break the law or act against public order and morals',
    ],
  ),
  art(
    ['知的財産権', '지식재산권', 'Intellectual property'],
    [
      '本サービスで提供されるコンテンツに関する著作権その他の権利は、当社または正当な権利者に帰属します。',
      '서비스에서 제공되는 콘텐츠에 관한 저작권 및 그 밖의 권리는 회사 또는 정당한 권리자에게 귀속됩니다.',
      'Copyright and other rights in the content of the Service belong to us or to the rightful owners.',
    ],
  ),
  art(
    ['ライブチャット', '라이브 채팅', 'Live chat'],
    [
      '1. ライブチャットへの投稿は、パスを保有し、チャットルールに同意し、ニックネームを登録した会員に限ります。\n2. 当社は、チャットルールに違反する投稿の削除、一定時間の投稿制限、チャットの利用停止およびニックネームの変更を行うことができます。',
      '1. 라이브 채팅 작성은 패스를 보유하고, 채팅 규칙에 동의하고, 닉네임을 등록한 회원으로 한정됩니다.\n2. 회사는 채팅 규칙을 위반한 글의 삭제, 일정 시간의 작성 제한, 채팅 이용 정지 및 닉네임 변경을 할 수 있습니다.',
      '1. Only members who hold a pass, have agreed to the chat rules and have registered a nickname may post in live chat.\n2. We may delete posts that break the chat rules, mute members for a period, ban them from chat and change their nicknames.',
    ],
    null,
  ),
  art(
    ['サービスの変更・中断', '서비스 변경・중단', 'Changes and interruptions'],
    [
      '当社は、システムの保守、障害、天災その他やむを得ない事由により、事前の通知なく本サービスの全部または一部を中断することがあります。定期メンテナンスは、原則としてお知らせで事前に告知します。',
      '회사는 시스템 점검, 장애, 천재지변 등 부득이한 사유로 사전 통지 없이 서비스의 전부 또는 일부를 중단할 수 있습니다. 정기 점검은 원칙적으로 공지사항으로 사전에 알립니다.',
      'We may suspend all or part of the Service without notice for maintenance, failures, natural disasters or other unavoidable reasons. Scheduled maintenance is normally announced in advance in the notices.',
    ],
  ),
  art(
    ['利用停止および退会', '이용 정지 및 탈퇴', 'Suspension and closing your account'],
    [
      '1. 当社は、会員が本規約に違反した場合、事前の通知なく利用停止または会員登録の抹消を行うことがあります。\n2. 会員は、所定の手続きによりいつでも退会できます。',
      '1. 회사는 회원이 본 약관을 위반한 경우 사전 통지 없이 이용 정지 또는 회원 자격 말소를 할 수 있습니다.\n2. 회원은 정해진 절차에 따라 언제든지 탈퇴할 수 있습니다.',
      '1. If a member breaks these Terms, we may suspend their use or cancel their membership without notice.\n2. Members may close their account at any time through the prescribed procedure.',
    ],
  ),
  art(
    ['免責', '면책', 'Limitation of liability'],
    [
      '当社は、本サービスに関して会員に生じた損害について、当社の故意または重過失による場合を除き、責任を負いません。ただし、消費者契約法その他の法令により免責が認められない場合はこの限りではありません。',
      '회사는 서비스와 관련하여 회원에게 발생한 손해에 대해 회사의 고의 또는 중과실에 의한 경우를 제외하고 책임을 지지 않습니다. 다만 관련 법령에 따라 면책이 인정되지 않는 경우에는 그러하지 않습니다.',
      'We are not liable for damage a member suffers in connection with the Service unless caused by our wilful misconduct or gross negligence, except where the law does not permit such an exclusion.',
    ],
  ),
  art(
    ['規約の変更', '약관 변경', 'Changes to these Terms'],
    [
      '当社は、必要に応じて本規約を変更できます。変更する場合は、効力発生日および変更内容を事前にお知らせで告知します。',
      '회사는 필요에 따라 본 약관을 변경할 수 있습니다. 변경하는 경우 시행일과 변경 내용을 사전에 공지사항으로 알립니다.',
      'We may change these Terms when necessary, announcing the changes and their effective date in the notices in advance.',
    ],
    l(
      '当社は、必要に応じて本規約を変更できます。変更後の規約は、本サービス上に掲示した時点から効力を生じます。',
      '회사는 필요에 따라 본 약관을 변경할 수 있습니다. 변경된 약관은 서비스에 게시한 시점부터 효력이 발생합니다.',
      'We may change these Terms when necessary. Changed Terms take effect when they are posted on the Service.',
    ),
  ),
  art(
    ['準拠法・管轄', '준거법・관할', 'Governing law and jurisdiction'],
    [
      '本規約は日本法に準拠し、本サービスに関する紛争は東京地方裁判所を第一審の専属的合意管轄裁判所とします。',
      '본 약관은 일본법에 따르며, 서비스에 관한 분쟁은 도쿄지방법원을 제1심 전속적 합의 관할 법원으로 합니다.',
      'These Terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance over disputes about the Service.',
    ],
  ),
];

const paidIntro = l(
  'この有料サービス利用規約（以下「本規約」）は、KICKOFFのパスその他の有料サービスについて、利用規約に加えて適用される条件を定めるものです。',
  "이 유료 서비스 이용약관(이하 '본 약관')은 KICKOFF의 패스 및 그 밖의 유료 서비스에 대해 이용약관에 더하여 적용되는 조건을 정합니다.",
  'These Paid Service Terms apply, in addition to the Terms of Service, to KICKOFF passes and other paid services.',
);

const paidArticles: Article[] = [
  art(
    ['パスの種類と料金', '패스 종류와 요금', 'Passes and prices'],
    [
      'パスの種類と料金（税込）は次のとおりです。\n・ベーシックパス：月額1,480円／年額14,800円（最大720p、広告なし）\n・プレミアムパス：月額2,480円／年額24,800円（最大1080p60、マルチビュー）',
      '패스 종류와 요금(세금 포함)은 다음과 같습니다.\n・베이직 패스: 월간 1,480엔/연간 14,800엔(최대 720p, 광고 없음)\n・프리미엄 패스: 월간 2,480엔/연간 24,800엔(최대 1080p60, 멀티뷰)',
      'Passes and prices (tax included):\n- Basic: 1,480 JPY a month / 14,800 JPY a year (up to 720p, no ads)\n- Premium: 2,480 JPY a month / 24,800 JPY a year (up to 1080p60, multi-view)',
    ],
  ),
  art(
    ['支払方法', '결제 방법', 'Payment'],
    [
      'お支払いは、クレジットカードまたはキャリア決済によるものとします。クレジットカードのご利用時には、当社が定める本人認証をお願いする場合があります。',
      '결제는 신용카드 또는 휴대폰 결제로 합니다. 신용카드 이용 시 회사가 정한 본인 인증을 요청할 수 있습니다.',
      'Payment is by credit card or carrier billing. We may require cardholder authentication for card payments.',
    ],
  ),
  art(
    ['自動更新', '자동 갱신', 'Automatic renewal'],
    [
      'パスは、解約の手続きがない限り、有効期限の終了日に同一の条件で自動更新され、更新日に料金が請求されます。',
      '패스는 해지 절차가 없는 한 유효 기간 종료일에 같은 조건으로 자동 갱신되며, 갱신일에 요금이 청구됩니다.',
      'Unless cancelled, a pass renews automatically on the same terms when it expires and is charged on the renewal date.',
    ],
  ),
  art(
    ['パスの変更', '패스 변경', 'Changing your pass'],
    [
      '1. 月額パスの変更は、次回更新日から適用されます。変更予約の取消しおよび修正は更新日の前日まで、自動更新日当日は変更できません。\n2. 年額パス、アプリ内課金およびキャリア決済で購入したパスは変更できません。',
      '1. 월간 패스 변경은 다음 갱신일부터 적용됩니다. 변경 예약의 취소 및 수정은 갱신일 전날까지 가능하며, 자동 갱신일 당일에는 변경할 수 없습니다.\n2. 연간 패스, 앱 내 결제 및 휴대폰 결제로 구매한 패스는 변경할 수 없습니다.',
      '1. A change to a monthly pass takes effect on the next renewal date. A scheduled change can be cancelled or edited until the day before; no changes can be made on the renewal day itself.\n2. Annual passes and passes bought by in-app purchase or carrier billing cannot be changed.',
    ],
  ),
  art(
    ['一時停止', '일시 정지', 'Pausing'],
    [
      '月額パスは、1か月以上6か月以内の期間を定めて一時停止できます。一時停止期間中は料金が発生せず、期間満了時に自動で再開します。',
      '월간 패스는 1개월 이상 6개월 이내의 기간을 정하여 일시 정지할 수 있습니다. 일시 정지 기간 중에는 요금이 발생하지 않으며, 기간이 끝나면 자동으로 재개됩니다.',
      'A monthly pass may be paused for a period of 1 to 6 months. No fees are charged while it is paused, and it resumes automatically at the end of the period.',
    ],
  ),
  art(
    ['解約・返金', '해지・환불', 'Cancellation and refunds'],
    [
      '会員は、更新日の前日までに所定の手続きを行うことで自動更新を停止できます。解約後も有効期限までは視聴でき、既にお支払いいただいた料金は、法令に定める場合を除き返金いたしません。',
      '회원은 갱신일 전날까지 정해진 절차를 진행하여 자동 갱신을 중지할 수 있습니다. 해지 후에도 유효 기간까지 시청할 수 있으며, 이미 결제한 요금은 법령에서 정한 경우를 제외하고 환불하지 않습니다.',
      'Members can stop automatic renewal by completing the procedure by the day before the renewal date. They may keep watching until expiry; fees already paid are not refunded except where the law requires.',
    ],
  ),
  art(
    ['クーポン', '쿠폰', 'Coupons'],
    [
      'クーポンおよびキャンペーンコードは、定められた有効期間および条件の範囲でのみ利用できます。換金、譲渡および重複利用はできません。',
      '쿠폰과 캠페인 코드는 정해진 유효 기간과 조건의 범위에서만 이용할 수 있습니다. 현금화, 양도 및 중복 이용은 할 수 없습니다.',
      'Coupons and campaign codes may be used only within their validity period and conditions. They cannot be exchanged for cash, transferred or combined.',
    ],
  ),
];

/** Terms of Service (two versions) and the Paid Service Terms. */
export function serviceTerms(t: TimeKit, previous: Date, current: Date): TermsSeed[] {
  const service = l('利用規約', '이용약관', 'Terms of Service');
  return [
    {
      kind: 'service',
      title: service,
      content: renderTerms(t, serviceIntro, serviceArticles, 'previous', previous),
      effectiveAt: previous,
    },
    {
      kind: 'service',
      title: service,
      content: renderTerms(t, serviceIntro, serviceArticles, 'current', current, previous),
      effectiveAt: current,
    },
    {
      kind: 'paid',
      title: l('有料サービス利用規約', '유료 서비스 이용약관', 'Paid Service Terms'),
      content: renderTerms(t, paidIntro, paidArticles, 'current', current),
      effectiveAt: current,
    },
  ];
}
