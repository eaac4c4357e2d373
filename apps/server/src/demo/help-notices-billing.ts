import { banner, pdfAsset } from './help-assets.js';
import { l, type NoticeSeed, type TimeKit } from './help-text.js';

/** Passes, prices and payment notices. */
export function billingNotices(t: TimeKit): NoticeSeed[] {
  const secureFrom = t.at(10);
  return [
    {
      category: 'billing',
      publishedAt: t.at(-9, 14, 0),
      title: l(
        'クレジットカードの本人認証（3Dセキュア2.0）必須化のお知らせ',
        '신용카드 본인 인증(3D 시큐어 2.0) 의무화 안내',
        'Card authentication (3-D Secure 2.0) becomes mandatory',
      ),
      content: l(
        `クレジットカードの不正利用を防ぐため、${t.date(secureFrom).ja}より、パスのご購入時に本人認証サービス（3Dセキュア2.0）による認証が必須となります。

■ 対象
・新しくパスを購入する場合
・お支払いに使うクレジットカードを変更する場合
※ご利用中のパスの自動更新には影響ありません。

■ ご準備いただくこと
ご利用のカード会社で本人認証サービスのご登録がお済みでない場合は、事前にご登録ください。
認証画面では、カード会社から届くワンタイムパスワードなどの入力が必要になります。

認証に失敗した場合は「決済の承認に失敗しました」と表示されます。カード会社へお問い合わせのうえ、再度お試しください。`,
        `신용카드 부정 사용을 방지하기 위해 ${t.date(secureFrom).ko}부터 패스 구매 시 본인 인증 서비스(3D 시큐어 2.0) 인증이 필수가 됩니다.

■ 대상
・새로 패스를 구매하는 경우
・결제에 사용하는 신용카드를 변경하는 경우
※ 이용 중인 패스의 자동 갱신에는 영향이 없습니다.

■ 미리 준비해 주세요
이용 중인 카드사에서 본인 인증 서비스 등록을 하지 않으셨다면 미리 등록해 주세요.
인증 화면에서는 카드사에서 발송하는 일회용 비밀번호 등의 입력이 필요합니다.

인증에 실패하면 '결제 승인에 실패했습니다'라고 표시됩니다. 카드사에 문의하신 후 다시 시도해 주세요.`,
        `To protect against card fraud, from ${t.date(secureFrom).en} buying a pass requires 3-D Secure 2.0 authentication.

■ When it applies
- Buying a new pass
- Changing the credit card you pay with
* Automatic renewals of your current pass are not affected.

■ What to do
If you have not yet registered for your card issuer's authentication service, please do so in advance.
On the authentication screen you may need to enter a one-time password sent by your card issuer.

If authentication fails you will see "Payment approval failed". Please contact your card issuer and try again.`,
      ),
    },
    {
      category: 'billing',
      publishedAt: t.at(-35, 11, 0),
      title: l(
        '年額パスの更新前にお知らせメールをお送りします',
        '연간 패스 갱신 전에 안내 메일을 보내 드립니다',
        'Reminder e-mails before your annual pass renews',
      ),
      content: l(
        `年額パス（ベーシック年額 14,800円／プレミアム年額 24,800円）をご利用の方に、自動更新日の30日前と7日前にお知らせメールをお送りするようになりました。

■ メールの内容
・次回の更新日と更新後の料金
・自動更新を停止する方法

更新を希望されない場合は、更新日の前日までにマイページの「パス管理」から解約手続きを行ってください。解約後も、有効期限まではそのままご視聴いただけます。
※年額パスは、期間中にパスの変更（ベーシック⇔プレミアム）はできません。`,
        `연간 패스(베이직 연간 14,800엔/프리미엄 연간 24,800엔)를 이용하시는 분께 자동 갱신일 30일 전과 7일 전에 안내 메일을 보내 드립니다.

■ 메일 내용
・다음 갱신일과 갱신 후 요금
・자동 갱신을 중지하는 방법

갱신을 원하지 않으시면 갱신일 전날까지 마이페이지의 '패스 관리'에서 해지 절차를 진행해 주세요. 해지 후에도 유효 기간까지는 그대로 시청하실 수 있습니다.
※ 연간 패스는 기간 중 패스 변경(베이직⇔프리미엄)이 불가능합니다.`,
        `If you have an annual pass (Basic 14,800 JPY or Premium 24,800 JPY a year), we now e-mail you 30 days and 7 days before it renews automatically.

■ What the e-mail tells you
- Your next renewal date and the price after renewal
- How to stop automatic renewal

If you do not want to renew, cancel under "My passes" in My Page by the day before the renewal date. You can keep watching until the pass expires.
* An annual pass cannot be changed (Basic ⇔ Premium) during its term.`,
      ),
    },
    {
      category: 'billing',
      publishedAt: t.at(-70, 12, 0),
      title: l(
        'パスの「一時停止」機能を開始しました',
        "패스 '일시 정지' 기능을 시작했습니다",
        'You can now pause your pass',
      ),
      content: l(
        `シーズンオフや長期のご旅行などで視聴の予定がない期間、月額パスを一時停止できるようになりました。

■ 一時停止できる期間
1か月〜6か月（1か月単位）

■ 一時停止中は
・月額料金は発生しません
・ライブ・見逃し配信は無料会員と同じ範囲でご利用いただけます
・お気に入りや視聴予約はそのまま残ります

■ 再開について
指定した期間が終わると自動で再開し、再開日から課金が始まります。マイページの「パス管理」から、いつでも早めに再開することもできます。

※年額パスは一時停止の対象外です。`,
        `시즌 오프나 장기 여행 등으로 시청 계획이 없는 기간에 월간 패스를 일시 정지할 수 있게 되었습니다.

■ 일시 정지 기간
1개월~6개월 (1개월 단위)

■ 일시 정지 중에는
・월 요금이 발생하지 않습니다
・라이브와 다시 보기는 무료 회원과 같은 범위에서 이용하실 수 있습니다
・즐겨찾기와 시청 예약은 그대로 유지됩니다

■ 재개 안내
지정한 기간이 끝나면 자동으로 재개되며, 재개일부터 요금이 청구됩니다. 마이페이지의 '패스 관리'에서 언제든지 미리 재개할 수도 있습니다.

※ 연간 패스는 일시 정지 대상이 아닙니다.`,
        `When you won't be watching for a while — the off-season, a long trip — you can now pause your monthly pass.

■ How long
1 to 6 months, in whole months

■ While paused
- You are not charged
- You can watch what free members can watch
- Your favourites and reservations stay as they are

■ Resuming
Your pass resumes automatically at the end of the period and billing restarts from that day. You can also resume early at any time under "My passes" in My Page.

* Annual passes cannot be paused.`,
      ),
    },
    {
      category: 'billing',
      publishedAt: t.at(-190, 10, 0),
      pinned: true,
      title: l(
        'KICKOFFのパス（料金プラン）のご案内',
        'KICKOFF 패스(요금제) 안내',
        'KICKOFF passes and prices',
      ),
      content: l(
        `KICKOFFでは、視聴スタイルに合わせて3つの会員区分をご用意しています（価格はすべて税込）。

■ 無料会員（0円）
・無料対象のライブ・見逃し配信を視聴可能（広告付き）
・その他のライブは3分間のプレビュー、見逃し配信はプレビュー映像をご覧いただけます
・画質は最大720p

■ ベーシックパス　月額 1,480円／年額 14,800円
・すべてのライブ、見逃し配信、TVチャンネルが見放題
・画質は最大720p、広告なし
・ライブチャットに参加可能

■ プレミアムパス　月額 2,480円／年額 24,800円
・ベーシックパスのすべての特典
・最大1080p60の高画質
・最大4試合を同時に視聴できるマルチビュー

■ 年額パスがお得
年額パスは月額パスの12か月分より約2か月分お得です。なお、年額パスは期間中のパス変更ができません。

ご利用できる端末は、ウェブ1台とスマートTV 1台まで同時に視聴できます。料金表は添付のPDFでもご確認いただけます。`,
        `KICKOFF는 시청 스타일에 맞춰 세 가지 회원 등급을 제공합니다(가격은 모두 세금 포함).

■ 무료 회원 (0엔)
・무료 대상 라이브와 다시 보기 시청 가능(광고 포함)
・그 밖의 라이브는 3분 미리 보기, 다시 보기는 미리 보기 영상을 보실 수 있습니다
・화질은 최대 720p

■ 베이직 패스  월간 1,480엔 / 연간 14,800엔
・모든 라이브, 다시 보기, TV 채널 무제한 시청
・화질 최대 720p, 광고 없음
・라이브 채팅 참여 가능

■ 프리미엄 패스  월간 2,480엔 / 연간 24,800엔
・베이직 패스의 모든 혜택
・최대 1080p60 고화질
・최대 4경기를 동시에 시청하는 멀티뷰

■ 연간 패스가 더 저렴
연간 패스는 월간 패스 12개월분보다 약 2개월분 저렴합니다. 단, 연간 패스는 기간 중 패스 변경이 불가능합니다.

웹 1대와 스마트 TV 1대에서 동시에 시청하실 수 있습니다. 요금표는 첨부된 PDF에서도 확인하실 수 있습니다.`,
        `KICKOFF offers three kinds of membership to suit the way you watch (all prices include tax).

■ Free member (0 JPY)
- Watch free live matches and free on-demand videos (with ads)
- A 3-minute preview of other live matches, and preview clips of other videos
- Up to 720p

■ Basic pass — 1,480 JPY a month / 14,800 JPY a year
- Every live match, on-demand video and TV channel
- Up to 720p, no ads
- Join the live chat

■ Premium pass — 2,480 JPY a month / 24,800 JPY a year
- Everything in Basic
- Up to 1080p60
- Multi-view: watch up to four matches at once

■ Save with an annual pass
An annual pass costs about two months less than twelve monthly payments. Note that an annual pass cannot be changed during its term.

You can watch on one web browser and one smart TV at the same time. The price list is also attached as a PDF.`,
      ),
      images: [
        banner(l('パスのご案内.svg', '패스_안내.svg', 'passes.svg'), {
          kicker: 'BASIC / PREMIUM',
          title: 'CHOOSE YOUR PASS',
          subtitle: 'ベーシック 月額1,480円 ／ プレミアム 月額2,480円',
          from: '#0f2027',
          to: '#2c7744',
          accent: '#ffd54a',
          motif: 'ticket',
        }),
      ],
      files: [
        pdfAsset(
          l('料金表.pdf', '요금표.pdf', 'pass-prices.pdf'),
          'KICKOFF passes: Basic 1,480 JPY/month, 14,800 JPY/year. Premium 2,480 JPY/month, 24,800 JPY/year (tax incl.)',
        ),
      ],
    },
    {
      category: 'billing',
      publishedAt: t.at(-295, 12, 0),
      title: l(
        'キャリア決済でご購入のパスについて',
        '휴대폰 결제로 구매한 패스 안내',
        'About passes paid through your mobile carrier',
      ),
      content: l(
        `携帯電話会社のキャリア決済でパスをご購入いただけるようになりました。毎月の携帯電話料金とまとめてお支払いいただけます。

■ ご注意
・キャリア決済でご購入のパスは、パスの変更（ベーシック⇔プレミアム）ができません
・変更をご希望の場合は、現在のパスを解約し、有効期限の終了後に新しいパスをご購入ください
・自動更新日の変更はできません

クレジットカードでご購入のパスは、マイページからいつでもパスを変更できます（年額パスを除く）。`,
        `휴대폰 결제로 패스를 구매하실 수 있게 되었습니다. 매월 휴대폰 요금과 함께 결제됩니다.

■ 유의 사항
・휴대폰 결제로 구매한 패스는 패스 변경(베이직⇔프리미엄)이 불가능합니다
・변경을 원하시면 현재 패스를 해지하고, 유효 기간이 끝난 후 새 패스를 구매해 주세요
・자동 갱신일은 변경할 수 없습니다

신용카드로 구매한 패스는 마이페이지에서 언제든지 패스를 변경할 수 있습니다(연간 패스 제외).`,
        `You can now buy a pass through carrier billing and pay with your monthly phone bill.

■ Please note
- A pass bought through carrier billing cannot be changed (Basic ⇔ Premium)
- To change, cancel your current pass and buy the new one after it expires
- The automatic renewal date cannot be changed

A pass bought by credit card can be changed at any time from My Page (except annual passes).`,
      ),
    },
  ];
}
