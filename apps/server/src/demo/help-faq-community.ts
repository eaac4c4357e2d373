import { type FaqSeed, faq } from './help-text.js';

/** FAQ: live chat and everything else (favourites, alerts, spoilers, contact). */
export const communityFaqs: FaqSeed[] = [
  faq(
    'chat',
    ['ライブチャットに参加できません。', '라이브 채팅에 참여할 수 없습니다.', "I can't join the live chat."],
    [
      `チャットへの投稿には、次の3つの条件をすべて満たす必要があります。
1. ベーシックパスまたはプレミアムパスをお持ちであること
2. チャットルールに同意していること（初回投稿時に表示されます）
3. ニックネームを登録していること

無料会員の方は、チャットの閲覧のみ可能です。`,
      `채팅에 글을 작성하려면 다음 세 가지 조건을 모두 충족해야 합니다.
1. 베이직 패스 또는 프리미엄 패스를 보유하고 있을 것
2. 채팅 규칙에 동의했을 것(처음 작성할 때 표시됩니다)
3. 닉네임을 등록했을 것

무료 회원은 채팅 열람만 가능합니다.`,
      `To post in chat you need all three of the following:
1. A Basic or Premium pass
2. To have agreed to the chat rules (shown the first time you post)
3. A registered nickname

Free members can read the chat but not post.`,
    ],
  ),
  faq(
    'chat',
    [
      'チャットに投稿できないメッセージがあります。',
      '채팅에 작성할 수 없는 메시지가 있습니다.',
      'Some of my chat messages are rejected.',
    ],
    [
      `次のようなメッセージは投稿できません。
・101文字以上のメッセージ（1〜100文字で入力してください）
・URLを含むメッセージ
・禁止語句を含むメッセージ

また、10秒間に5回を超えて投稿すると「メッセージが多すぎます」と表示され、30秒間投稿できなくなります。少し時間をおいてから投稿してください。`,
      `다음과 같은 메시지는 작성할 수 없습니다.
・101자 이상의 메시지(1~100자로 입력해 주세요)
・URL이 포함된 메시지
・금지어가 포함된 메시지

또한 10초 동안 5회를 초과하여 작성하면 '메시지가 너무 많습니다'라고 표시되며 30초간 작성할 수 없습니다. 잠시 후 다시 작성해 주세요.`,
      `These messages cannot be posted:
- longer than 100 characters (1 to 100 characters allowed)
- containing a URL
- containing a banned word

Posting more than 5 messages in 10 seconds shows "Too many messages" and blocks posting for 30 seconds. Wait a moment and try again.`,
    ],
  ),
  faq(
    'chat',
    [
      '「投稿が制限されています」と表示され、チャットに投稿できません。',
      "'작성이 제한되었습니다'라고 표시되어 채팅을 작성할 수 없습니다.",
      'It says my posting is restricted.',
    ],
    [
      `チャットルールに違反する投稿があった場合、運営により一定時間の投稿制限（ミュート）や、チャットの利用停止が行われることがあります。ミュートは指定された時間が過ぎると自動で解除されます。
また、不適切なニックネームは運営により変更される場合があります。
利用停止の内容に心当たりがない場合は、1:1お問い合わせからご連絡ください。`,
      `채팅 규칙을 위반한 글이 있으면 운영자가 일정 시간 작성 제한(뮤트)이나 채팅 이용 정지를 할 수 있습니다. 뮤트는 지정된 시간이 지나면 자동으로 해제됩니다.
또한 부적절한 닉네임은 운영자가 변경할 수 있습니다.
이용 정지에 짐작 가는 바가 없으시면 1:1 문의로 연락해 주세요.`,
      `If a post breaks the chat rules, our moderators may mute you for a set time or ban you from chat. A mute ends automatically when the time is up.
Moderators may also change inappropriate nicknames.
If you believe a ban is a mistake, please contact us through the 1:1 inquiry form.`,
    ],
  ),
  faq(
    'chat',
    ['チャット欄が表示されません。', '채팅창이 표시되지 않습니다.', "I don't see a chat panel."],
    [
      `チャットは、一部のライブ配信でのみ開設しています。見逃し配信やTVチャンネルにはチャットはありません。
ライブ中でも、運営がチャットを一時停止・終了している場合は「チャットは一時停止中です」「チャットは終了しました」と表示されます。`,
      `채팅은 일부 라이브 중계에서만 열립니다. 다시 보기와 TV 채널에는 채팅이 없습니다.
라이브 중에도 운영자가 채팅을 일시 정지하거나 종료한 경우 '채팅이 일시 정지되었습니다', '채팅이 종료되었습니다'라고 표시됩니다.`,
      `Chat is open only for some live matches; there is no chat on on-demand videos or TV channels.
During a live match, if moderators pause or close the chat you will see "Chat is paused" or "Chat has ended".`,
    ],
  ),
  faq(
    'other',
    [
      'お気に入りのチームやリーグを登録したいです。',
      '관심 팀이나 리그를 등록하고 싶습니다.',
      'How do I follow my favourite teams and leagues?',
    ],
    [
      `マイページの「お気に入り」から、チームとリーグをそれぞれ最大5つまで登録できます。並び順も変更できます。
登録すると、スケジュールの「マイ」タブにお気に入りの試合がまとめて表示されます。`,
      `마이페이지의 '즐겨찾기'에서 팀과 리그를 각각 최대 5개까지 등록할 수 있습니다. 순서도 변경할 수 있습니다.
등록하면 일정의 'MY' 탭에 관심 경기가 모아서 표시됩니다.`,
      `Under "Favourites" in My Page you can add up to five teams and up to five leagues, in the order you like.
Their matches then appear together in the "My" tab of the schedule.`,
    ],
  ),
  faq(
    'other',
    [
      '試合の開始を通知してほしいです。',
      '경기 시작을 알림으로 받고 싶습니다.',
      'Can I get a reminder when a match starts?',
    ],
    [
      `試合・チーム・リーグを「視聴予約」すると、試合開始前にブラウザのプッシュ通知でお知らせします。
初回はブラウザから通知の許可を求められますので、「許可」を選択してください。通知が届かない場合は、ブラウザやOSの通知設定をご確認ください。`,
      `경기・팀・리그를 '시청 예약'하면 경기 시작 전에 브라우저 푸시 알림으로 알려 드립니다.
처음에는 브라우저에서 알림 허용을 요청하므로 '허용'을 선택해 주세요. 알림이 오지 않으면 브라우저나 OS의 알림 설정을 확인해 주세요.`,
      `Reserve a match, team or league and we will send a browser push alert before kick-off.
The first time, your browser asks for permission to show notifications: choose "Allow". If alerts don't arrive, check your browser and system notification settings.`,
    ],
  ),
  faq(
    'other',
    [
      '試合結果を知らずに見逃し配信を見たいです。',
      '경기 결과를 모른 채 다시 보기를 보고 싶습니다.',
      'I want to watch a replay without knowing the score.',
    ],
    [
      `スケジュールページの「スコア表示」をオフにしてください。スケジュールやホーム、検索結果のスコアが「-」で表示されます。
設定はアカウントに保存され、ウェブとスマートTVアプリの両方に反映されます。`,
      `일정 페이지의 '스코어 표시'를 꺼 주세요. 일정, 홈, 검색 결과의 스코어가 '-'로 표시됩니다.
설정은 계정에 저장되어 웹과 스마트 TV 앱 모두에 적용됩니다.`,
      `Switch off "Show scores" on the schedule page. Scores then show as "-" in the schedule, on the home page and in search results.
The setting is saved to your account and applies on the web and in the smart TV apps.`,
    ],
  ),
  faq(
    'other',
    ['問い合わせ先を教えてください。', '문의처를 알려 주세요.', 'How do I contact KICKOFF?'],
    [
      `ヘルプの「1:1お問い合わせ」から、24時間受け付けております。回答はマイページの「お問い合わせ履歴」とご登録のメールアドレスにお送りします。
お問い合わせの前に、このよくある質問もあわせてご確認ください。内容によっては回答までにお時間をいただく場合があります。`,
      `고객센터의 '1:1 문의'에서 24시간 접수하고 있습니다. 답변은 마이페이지의 '문의 내역'과 등록하신 이메일 주소로 보내 드립니다.
문의 전에 자주 묻는 질문도 함께 확인해 주세요. 내용에 따라 답변까지 시간이 걸릴 수 있습니다.`,
      `Use "1:1 inquiry" in Help, open 24 hours a day. We reply under "My inquiries" in My Page and to your registered e-mail address.
Please check these FAQs first; some questions take longer to answer than others.`,
    ],
  ),
  faq(
    'other',
    [
      '企業・団体として提携や広告掲載について相談したいです。',
      '기업・단체로서 제휴나 광고 게재에 대해 상담하고 싶습니다.',
      "I'd like to discuss a partnership or advertising.",
    ],
    [
      `ヘルプの「提携お問い合わせ」フォームから、会社名・ご担当者名・ご連絡先とご相談内容をお送りください。担当部署より、5営業日以内を目安にご連絡いたします。
放映権や試合映像の使用に関するお問い合わせも、こちらのフォームで受け付けています。`,
      `고객센터의 '제휴 문의' 양식에서 회사명, 담당자명, 연락처와 상담 내용을 보내 주세요. 담당 부서에서 영업일 기준 5일 이내에 연락드립니다.
중계권이나 경기 영상 사용에 관한 문의도 이 양식으로 접수합니다.`,
      `Send your company name, contact person, contact details and proposal through the "Partnership inquiry" form in Help. The relevant team will get back to you, usually within five business days.
Questions about broadcast rights or using match footage are handled through the same form.`,
    ],
  ),
];
