import { thumbnail } from './help-assets.js';
import { type EventSeed, l, NAMES, type TimeKit } from './help-text.js';

/** Events that have not started yet. */
export function upcomingEvents(t: TimeKit): EventSeed[] {
  const allStarStart = t.at(5, 12);
  const allStarEnd = t.at(19, 23, 59);
  const qaEnd = t.at(23, 23, 59);
  const winterStart = t.at(14);
  const winterEnd = t.at(45, 23, 59);

  return [
    {
      title: l(
        `${NAMES.bnext.ja} オールスター ペア観戦チケットプレゼント`,
        `${NAMES.bnext.ko} 올스타전 페어 관전 티켓 증정`,
        `Win a pair of tickets to the ${NAMES.bnext.en} All-Star Game`,
      ),
      summary: l(
        `お気に入りチームに${NAMES.bnext.ja}のチームを登録している有料会員の方の中から、オールスター観戦チケットを抽選でプレゼント。`,
        `관심 팀에 ${NAMES.bnext.ko} 팀을 등록한 유료 회원 중 추첨을 통해 올스타전 관전 티켓을 드립니다.`,
        `Paying members with a ${NAMES.bnext.en} team among their favourites can win All-Star Game tickets.`,
      ),
      content: l(
        `${NAMES.bnext.ja}オールスターゲームのペア観戦チケットを、抽選で10組20名様にプレゼントします。

■ 期間
${t.date(allStarStart).ja} 12:00〜${t.date(allStarEnd).ja} 23:59

■ 対象
期間終了時点で、ベーシックパスまたはプレミアムパスをご利用中で、お気に入りチームに${NAMES.bnext.ja}のチームを1つ以上登録している方（自動エントリー）

■ 賞品
オールスターゲーム コートサイド席ペアチケット（10組20名様）

お気に入りチームはマイページの「お気に入り」から最大5チームまで登録できます。`,
        `${NAMES.bnext.ko} 올스타전 페어 관전 티켓을 추첨을 통해 10팀 20명에게 드립니다.

■ 기간
${t.date(allStarStart).ko} 12:00~${t.date(allStarEnd).ko} 23:59

■ 대상
기간 종료 시점에 베이직 패스 또는 프리미엄 패스를 이용 중이며, 관심 팀에 ${NAMES.bnext.ko} 팀을 1개 이상 등록한 회원(자동 응모)

■ 경품
올스타전 코트사이드석 페어 티켓 (10팀 20명)

관심 팀은 마이페이지의 '즐겨찾기'에서 최대 5팀까지 등록할 수 있습니다.`,
        `We are giving away courtside tickets for the ${NAMES.bnext.en} All-Star Game to 10 pairs of members.

■ Dates
${t.date(allStarStart).en}, 12:00 – ${t.date(allStarEnd).en}, 23:59

■ Who can win
Members with a Basic or Premium pass when the campaign ends who have at least one ${NAMES.bnext.en} team among their favourite teams (entered automatically)

■ Prize
A pair of courtside seats at the All-Star Game (10 pairs)

Add up to five favourite teams under "Favourites" in My Page.`,
      ),
      thumbnail: thumbnail(
        l('オールスター観戦チケット.svg', '올스타_관전_티켓.svg', 'all-star-tickets.svg'),
        {
          kicker: 'B.NEXT ALL-STAR',
          title: 'COURTSIDE FOR TWO',
          subtitle: 'ペア観戦チケット 10組20名様',
          from: '#2b1055',
          to: '#7597de',
          motif: 'basketball',
        },
      ),
      startAt: allStarStart,
      endAt: allStarEnd,
    },
    {
      title: l(
        'PBLオフシーズン特番「選手に聞きたい！」質問大募集',
        "PBL 오프시즌 특집 '선수에게 묻는다!' 질문 대모집",
        'PBL off-season special: ask the players',
      ),
      summary: l(
        'オフシーズン特番で選手が皆さまの質問に答えます。採用された方にはサイン色紙をプレゼント。',
        '오프시즌 특집에서 선수들이 여러분의 질문에 답합니다. 채택된 분께는 사인 색지를 드립니다.',
        'Players answer your questions in our off-season special. Chosen questions win a signed card.',
      ),
      content: l(
        `KICKOFFチャンネルのオフシーズン特番「選手に聞きたい！」で、${NAMES.pbl.ja}の選手たちが皆さまからの質問に答えます。

■ 募集期間
${t.date(t.at(9, 12)).ja} 12:00〜${t.date(qaEnd).ja} 23:59

■ 応募方法
KICKOFF公式X（旧Twitter）アカウントの募集投稿に、質問したい選手名と質問内容を添えて返信してください。

■ 特典
番組で質問が採用された方に、回答した選手のサイン色紙をプレゼント（最大20名様）

番組は放送後、見逃し配信でもご覧いただけます。`,
        `KICKOFF 채널 오프시즌 특집 '선수에게 묻는다!'에서 ${NAMES.pbl.ko} 선수들이 여러분의 질문에 답합니다.

■ 모집 기간
${t.date(t.at(9, 12)).ko} 12:00~${t.date(qaEnd).ko} 23:59

■ 응모 방법
KICKOFF 공식 X(구 Twitter) 계정의 모집 게시물에 질문할 선수 이름과 질문 내용을 답글로 남겨 주세요.

■ 혜택
프로그램에서 질문이 채택된 분께 답변한 선수의 사인 색지를 드립니다(최대 20명)

프로그램은 방송 후 다시 보기로도 시청하실 수 있습니다.`,
        `In "Ask the players", an off-season special on KICKOFF Channel, ${NAMES.pbl.en} players answer your questions.

■ Dates
${t.date(t.at(9, 12)).en}, 12:00 – ${t.date(qaEnd).en}, 23:59

■ How to take part
Reply to the call for questions on KICKOFF's official X (formerly Twitter) account with the player's name and your question.

■ Reward
If your question is used on the show, you receive a card signed by the player who answered it (up to 20 people)

The show is available on demand after it airs.`,
      ),
      thumbnail: thumbnail(l('選手に聞きたい.svg', '선수에게_묻는다.svg', 'ask-the-players.svg'), {
        kicker: 'PBL OFF-SEASON',
        title: 'ASK THE PLAYERS',
        subtitle: '質問大募集',
        from: '#3a0d12',
        to: '#e67e22',
        motif: 'chat',
      }),
      startAt: t.at(9, 12),
      endAt: qaEnd,
    },
    {
      title: l('冬の視聴ラリー', '겨울 시청 랠리', 'Winter viewing rally'),
      summary: l(
        'ライブを視聴した日数に応じて、オリジナルグッズや観戦チケットが当たるチャンス。',
        '라이브를 시청한 일수에 따라 오리지널 굿즈와 관전 티켓을 받을 수 있는 기회.',
        'Watch live on more days for a chance to win KICKOFF goods and match tickets.',
      ),
      content: l(
        `寒い冬も、KICKOFFで熱い試合を！期間中にライブを視聴した日数に応じて、抽選で賞品が当たります。

■ 期間
${t.date(winterStart).ja}〜${t.date(winterEnd).ja}

■ 賞品
・10日以上視聴：KICKOFFオリジナル ネックウォーマー（抽選で200名様）
・20日以上視聴：${NAMES.bnext.ja}観戦ペアチケット（抽選で20組40名様）

■ 参加方法
エントリー不要。ライブを1日5分以上視聴すると、その日が1日としてカウントされます。
無料会員の方も、無料対象のライブでご参加いただけます。`,
        `추운 겨울에도 KICKOFF에서 뜨거운 경기를! 기간 중 라이브를 시청한 일수에 따라 추첨을 통해 경품을 드립니다.

■ 기간
${t.date(winterStart).ko}~${t.date(winterEnd).ko}

■ 경품
・10일 이상 시청: KICKOFF 오리지널 넥워머 (추첨 200명)
・20일 이상 시청: ${NAMES.bnext.ko} 관전 페어 티켓 (추첨 20팀 40명)

■ 참여 방법
별도 응모가 필요 없습니다. 하루에 라이브를 5분 이상 시청하면 그날이 1일로 집계됩니다.
무료 회원도 무료 라이브로 참여하실 수 있습니다.`,
        `Warm up your winter with live sport on KICKOFF! The more days you watch live, the more chances to win.

■ Dates
${t.date(winterStart).en} – ${t.date(winterEnd).en}

■ Prizes
- 10 days or more: a KICKOFF neck warmer (200 winners drawn)
- 20 days or more: a pair of ${NAMES.bnext.en} tickets (20 pairs drawn)

■ How to take part
No sign-up needed. Each day you watch at least 5 minutes of live sport counts as one day.
Free members can take part with free live matches.`,
      ),
      thumbnail: thumbnail(l('冬の視聴ラリー.svg', '겨울_시청_랠리.svg', 'winter-rally.svg'), {
        kicker: 'WINTER CAMPAIGN',
        title: 'WINTER VIEWING RALLY',
        subtitle: '視聴日数でプレゼント',
        from: '#0f2b5b',
        to: '#56ccf2',
        motif: 'gift',
      }),
      startAt: winterStart,
      endAt: winterEnd,
    },
  ];
}
