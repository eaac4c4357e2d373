import { CAMPAIGNS, l, NAMES, type NoticeSeed, type TimeKit } from './help-text.js';

/** Notices that announce the campaigns on the event board. */
export function eventNotices(t: TimeKit): NoticeSeed[] {
  const c = CAMPAIGNS;
  const finalEnd = t.at(c.finalPrediction.end, 23, 59);
  const rally = [t.at(c.summerRally.start), t.at(c.summerRally.end)] as const;
  const firstPitchEnd = t.at(c.pblFirstPitch.end, 23, 59);
  return [
    {
      category: 'event',
      publishedAt: t.at(c.finalPrediction.start, 12, 0),
      title: l(
        `「${NAMES.neo.ja} 最終節 勝敗予想キャンペーン」開催！`,
        `'${NAMES.neo.ko} 최종 라운드 승부 예측 캠페인' 개최!`,
        `${NAMES.neo.en} final round prediction campaign`,
      ),
      content: l(
        `優勝の行方がかかる${NAMES.neo.ja}最終節。全6試合の勝敗を予想して、豪華賞品を当てよう！

■ 応募期間
${t.date(finalEnd).ja} 23:59まで

■ 賞品
・全試合的中：優勝クラブの選手サイン入りボール（抽選で5名様）
・5試合以上的中：KICKOFFオリジナル マフラータオル（抽選で50名様）

応募方法など詳しくは、イベントページをご覧ください。`,
        `우승의 향방이 걸린 ${NAMES.neo.ko} 최종 라운드. 6경기 승부를 예측하고 푸짐한 경품을 받아 가세요!

■ 응모 기간
${t.date(finalEnd).ko} 23:59까지

■ 경품
・전 경기 적중: 우승 구단 선수 사인 볼 (추첨 5명)
・5경기 이상 적중: KICKOFF 오리지널 머플러 타월 (추첨 50명)

응모 방법 등 자세한 내용은 이벤트 페이지를 확인해 주세요.`,
        `The ${NAMES.neo.en} title will be decided on the final day. Predict the results of all six matches and win great prizes!

■ Entries close
${t.date(finalEnd).en}, 23:59

■ Prizes
- All six correct: a ball signed by the champions' players (5 winners drawn)
- Five or more correct: a KICKOFF scarf towel (50 winners drawn)

See the event page for how to enter.`,
      ),
    },
    {
      category: 'event',
      publishedAt: t.at(c.bnextUniform.winners, 15, 0),
      title: l(
        `「${NAMES.bnext.ja}開幕記念 サイン入りユニフォームプレゼント」当選者発表`,
        `'${NAMES.bnext.ko} 개막 기념 사인 유니폼 증정' 당첨자 발표`,
        `${NAMES.bnext.en} opening giveaway: winners announced`,
      ),
      content: l(
        `たくさんのご応募、誠にありがとうございました。
厳正なる抽選の結果、当選者が決定しました。

当選者はイベントページの「当選者発表」タブに掲載しています。
当選された方には、ご登録のメールアドレス宛にご連絡いたしました。1週間以内に賞品お届け先のご入力をお願いいたします。`,
        `많은 응모에 진심으로 감사드립니다.
엄정한 추첨을 통해 당첨자가 결정되었습니다.

당첨자는 이벤트 페이지의 '당첨자 발표' 탭에 게시했습니다.
당첨되신 분께는 등록하신 이메일 주소로 연락드렸습니다. 1주일 이내에 경품 배송지를 입력해 주세요.`,
        `Thank you to everyone who entered.
The winners have been drawn.

You can find them under the "Winners" tab of the event page.
We have e-mailed each winner at their registered address; please enter your delivery details within one week.`,
      ),
    },
    {
      category: 'event',
      publishedAt: t.at(c.summerRally.start, 10, 0),
      title: l('夏の視聴スタンプラリー開催！', '여름 시청 스탬프 랠리 개최!', 'Summer viewing stamp rally'),
      content: l(
        `${t.md(rally[0]).ja}〜${t.md(rally[1]).ja}の期間中、ライブを視聴した日ごとにスタンプが1つたまります。

■ 特典
・スタンプ10個：KICKOFFオリジナル うちわ（抽選で300名様）
・スタンプ20個：各リーグの観戦ペアチケット（抽選で30組60名様）

ライブを5分以上視聴するとスタンプが付与されます。無料会員の方も、無料対象のライブでご参加いただけます。`,
        `${t.md(rally[0]).ko}~${t.md(rally[1]).ko} 기간 중 라이브를 시청한 날마다 스탬프가 1개씩 적립됩니다.

■ 혜택
・스탬프 10개: KICKOFF 오리지널 부채 (추첨 300명)
・스탬프 20개: 각 리그 관전 페어 티켓 (추첨 30팀 60명)

라이브를 5분 이상 시청하면 스탬프가 적립됩니다. 무료 회원도 무료 라이브로 참여하실 수 있습니다.`,
        `From ${t.md(rally[0]).en} to ${t.md(rally[1]).en}, you collect one stamp for each day you watch a live match.

■ Rewards
- 10 stamps: a KICKOFF hand fan (300 winners drawn)
- 20 stamps: a pair of tickets to a league match (30 pairs drawn)

Watch a live stream for at least 5 minutes to earn the day's stamp. Free members can take part with free live matches.`,
      ),
    },
    {
      category: 'event',
      publishedAt: t.at(c.pblFirstPitch.start, 12, 0),
      title: l(
        'PBL開幕戦 始球式ご招待キャンペーン',
        'PBL 개막전 시구식 초대 캠페인',
        'Throw the first pitch at the PBL opener',
      ),
      content: l(
        `${NAMES.pbl.ja}の開幕を記念して、開幕戦の始球式にKICKOFF会員1組2名様をご招待します！

■ 対象
${t.date(firstPitchEnd).ja} 23:59時点で、ベーシックパスまたはプレミアムパスをご利用中の方（自動エントリー）

■ 賞品
・開幕戦 始球式ご招待（1組2名様）
・開幕戦 内野指定席ペアチケット（20組40名様）

当選者の発表はイベントページにて行います。`,
        `${NAMES.pbl.ko} 개막을 기념하여 개막전 시구식에 KICKOFF 회원 1팀 2명을 초대합니다!

■ 대상
${t.date(firstPitchEnd).ko} 23:59 시점에 베이직 패스 또는 프리미엄 패스를 이용 중인 회원(자동 응모)

■ 경품
・개막전 시구식 초대 (1팀 2명)
・개막전 내야 지정석 페어 티켓 (20팀 40명)

당첨자 발표는 이벤트 페이지에서 진행합니다.`,
        `To celebrate the start of the ${NAMES.pbl.en} season, we are inviting one KICKOFF member and a guest to throw the ceremonial first pitch at the opener!

■ Who can win
Everyone with a Basic or Premium pass at 23:59 on ${t.date(firstPitchEnd).en} — you are entered automatically

■ Prizes
- The ceremonial first pitch at the opener (one pair)
- Reserved infield seats for the opener (20 pairs)

Winners will be announced on the event page.`,
      ),
    },
  ];
}
