import { thumbnail } from './help-assets.js';
import { archivedEvents } from './help-events-archive.js';
import { CAMPAIGNS, type EventSeed, type L10n, l, NAMES, type TimeKit } from './help-text.js';

/** An ended campaign: its days relative to today, texts, thumbnail and, once drawn, the winners. */
export interface PastEvent {
  days: { start: number; end: number; winners?: number };
  title: L10n;
  summary: L10n;
  /** Body after the dates line. */
  body: L10n;
  art: Parameters<typeof thumbnail>[1];
  file: L10n;
  prizes?: { prize: L10n; people: string[] }[];
}

/** "Winners" text: prize groups with masked e-mail addresses or nicknames, then how prizes are claimed. */
export function winnersText(t: TimeKit, claimBy: Date, groups: { prize: L10n; people: string[] }[]): L10n {
  const list = (lang: keyof L10n, suffix: string, heading: (p: string) => string) =>
    groups
      .map((g) => `${heading(g.prize[lang])}\n${g.people.map((p) => `${p}${suffix}`).join('\n')}`)
      .join('\n\n');
  const by = t.date(claimBy);
  return l(
    `厳正なる抽選の結果、以下の皆さまが当選されました。おめでとうございます！

${list('ja', ' 様', (p) => `【${p}】`)}

当選された方には、ご登録のメールアドレス宛にご連絡しております。${by.ja}までに賞品のお届け先をご登録ください。
期限までにご登録がない場合は、当選を無効とさせていただきます。`,
    `엄정한 추첨을 통해 아래 분들이 당첨되셨습니다. 축하드립니다!

${list('ko', ' 님', (p) => `【${p}】`)}

당첨되신 분께는 등록하신 이메일 주소로 연락드렸습니다. ${by.ko}까지 경품 배송지를 등록해 주세요.
기한까지 등록하지 않으시면 당첨이 취소됩니다.`,
    `The winners have been drawn. Congratulations to:

${list('en', '', (p) => `[${p}]`)}

We have e-mailed each winner at their registered address. Please enter your delivery details by ${by.en}.
Prizes not claimed by then will be forfeited.`,
  );
}

/** Ended campaigns, newest first; all but the most recent have announced their winners. */
export function pastEvents(t: TimeKit): EventSeed[] {
  const c = CAMPAIGNS;
  const list: PastEvent[] = [
    {
      days: { start: -30, end: -21, winners: -10 },
      title: l(
        'PBLファイナルシリーズ MVP予想',
        'PBL 파이널 시리즈 MVP 예측',
        'PBL Final Series MVP prediction',
      ),
      summary: l(
        'ファイナルシリーズのMVPを予想して、MVP選手のサイン入りグッズを当てよう。',
        '파이널 시리즈 MVP를 예측하고 MVP 선수의 사인 굿즈를 받아 가세요.',
        'Predict the Final Series MVP and win goods signed by the winner.',
      ),
      body: l(
        `■ 内容
${NAMES.dolphins.ja}と${NAMES.falcons.ja}によるPBLファイナルシリーズ。シリーズMVPに輝く選手を予想してください。

■ 賞品
・的中された方の中から抽選で、MVP選手のサイン入りバット（3名様）
・MVP選手のサイン入りフォトカード（30名様）`,
        `■ 내용
${NAMES.dolphins.ko}와 ${NAMES.falcons.ko}의 PBL 파이널 시리즈. 시리즈 MVP를 차지할 선수를 예측해 주세요.

■ 경품
・적중하신 분 중 추첨을 통해 MVP 선수 사인 배트 (3명)
・MVP 선수 사인 포토 카드 (30명)`,
        `■ About
The PBL Final Series: ${NAMES.dolphins.en} vs ${NAMES.falcons.en}. Predict who will be named series MVP.

■ Prizes
Drawn from correct entries:
- A bat signed by the MVP (3 winners)
- A photo card signed by the MVP (30 winners)`,
      ),
      art: {
        kicker: 'PBL FINAL SERIES',
        title: 'WHO WILL BE MVP?',
        subtitle: 'MVP予想',
        from: '#3a0d12',
        to: '#c0392b',
        motif: 'baseball',
      },
      file: l('MVP予想.svg', 'MVP_예측.svg', 'final-series-mvp.svg'),
      prizes: [
        {
          prize: l('サイン入りバット（3名様）', '사인 배트 (3명)', 'Signed bat (3 winners)'),
          people: ['t***a@example.com', 'k***9@example.com', 'y***o@example.com'],
        },
        {
          prize: l(
            'サイン入りフォトカード（30名様・抜粋）',
            '사인 포토 카드 (30명・일부)',
            'Signed photo card (30 winners, excerpt)',
          ),
          people: [
            'm***i@example.com',
            's***n@example.com',
            'h***2@example.com',
            'r***e@example.com',
            'n***a@example.com',
          ],
        },
      ],
    },
    {
      days: c.bnextUniform,
      title: l(
        `${NAMES.bnext.ja}開幕記念 サイン入りユニフォームプレゼント`,
        `${NAMES.bnext.ko} 개막 기념 사인 유니폼 증정`,
        `${NAMES.bnext.en} opening giveaway: signed jerseys`,
      ),
      summary: l(
        '新シーズン開幕を記念して、各チームのサイン入りユニフォームをプレゼント。',
        '새 시즌 개막을 기념하여 각 팀의 사인 유니폼을 드립니다.',
        'To celebrate the new season, we gave away jerseys signed by each team.',
      ),
      body: l(
        `■ 対象
期間中にベーシックパスまたはプレミアムパスで${NAMES.bnext.ja}の試合を視聴した方（自動エントリー）

■ 賞品
・各チームの選手サイン入りユニフォーム（抽選で12名様）
・${NAMES.bnext.ja}公式ボール（抽選で24名様）`,
        `■ 대상
기간 중 베이직 패스 또는 프리미엄 패스로 ${NAMES.bnext.ko} 경기를 시청한 회원(자동 응모)

■ 경품
・각 팀 선수 사인 유니폼 (추첨 12명)
・${NAMES.bnext.ko} 공식 볼 (추첨 24명)`,
        `■ Who could win
Members who watched a ${NAMES.bnext.en} game with a Basic or Premium pass during the campaign (entered automatically)

■ Prizes
- A jersey signed by a team's players (12 winners drawn)
- An official ${NAMES.bnext.en} ball (24 winners drawn)`,
      ),
      art: {
        kicker: 'B.NEXT OPENING',
        title: 'SIGNED JERSEYS',
        subtitle: 'サイン入りユニフォーム',
        from: '#2b1055',
        to: '#d53a9d',
        motif: 'gift',
      },
      file: l('サイン入りユニフォーム.svg', '사인_유니폼.svg', 'signed-jerseys.svg'),
      prizes: [
        {
          prize: l(
            'サイン入りユニフォーム（12名様・抜粋）',
            '사인 유니폼 (12명・일부)',
            'Signed jersey (12 winners, excerpt)',
          ),
          people: ['a***u@example.com', 'c***7@example.com', 'f***i@example.com', 'j***n@example.com'],
        },
        {
          prize: l(
            '公式ボール（24名様・抜粋）',
            '공식 볼 (24명・일부)',
            'Official ball (24 winners, excerpt)',
          ),
          people: ['o***a@example.com', 'w***3@example.com', 'e***o@example.com'],
        },
      ],
    },
    {
      days: { start: -16, end: -2 },
      title: l('実況チャット デビューキャンペーン', '라이브 채팅 데뷔 캠페인', 'Live chat debut campaign'),
      summary: l(
        '期間中に初めてライブチャットに投稿した方の中から、抽選でオリジナルグッズをプレゼント。',
        '기간 중 처음으로 라이브 채팅에 글을 남긴 분 중 추첨을 통해 오리지널 굿즈를 드립니다.',
        'Post in live chat for the first time for a chance to win KICKOFF goods.',
      ),
      body: l(
        `■ 対象
期間中にライブチャットへ初めて投稿した方（パスをお持ちで、チャットルールに同意し、ニックネームを登録済みの方）

■ 賞品
KICKOFFオリジナル ワイヤレスイヤホン（抽選で20名様）

当選者の発表は、${t.date(t.at(5)).ja}ごろ、このページで行う予定です。`,
        `■ 대상
기간 중 라이브 채팅에 처음으로 글을 남긴 회원(패스를 보유하고, 채팅 규칙에 동의하고, 닉네임을 등록한 회원)

■ 경품
KICKOFF 오리지널 무선 이어폰 (추첨 20명)

당첨자 발표는 ${t.date(t.at(5)).ko}경 이 페이지에서 진행할 예정입니다.`,
        `■ Who can win
Members who posted in live chat for the first time during the campaign (with a pass, having agreed to the chat rules and set a nickname)

■ Prize
KICKOFF wireless earphones (20 winners drawn)

Winners will be announced on this page around ${t.date(t.at(5)).en}.`,
      ),
      art: {
        kicker: 'LIVE CHAT',
        title: 'SAY HELLO IN CHAT',
        subtitle: 'チャットデビュー',
        from: '#11998e',
        to: '#38ef7d',
        accent: '#ffffff',
        motif: 'chat',
      },
      file: l('チャットデビュー.svg', '채팅_데뷔.svg', 'chat-debut.svg'),
    },
    ...archivedEvents(),
  ];

  return list.map((e) => {
    const startAt = t.at(e.days.start, 12);
    const endAt = t.at(e.days.end, 23, 59);
    const when = [t.date(startAt), t.date(endAt)] as const;
    const announcedAt = e.days.winners === undefined ? null : t.at(e.days.winners, 15);
    return {
      title: e.title,
      summary: e.summary,
      content: l(
        `${e.summary.ja}\n\n■ 期間\n${when[0].ja} 12:00〜${when[1].ja} 23:59\n\n${e.body.ja}`,
        `${e.summary.ko}\n\n■ 기간\n${when[0].ko} 12:00~${when[1].ko} 23:59\n\n${e.body.ko}`,
        `${e.summary.en}\n\n■ Dates\n${when[0].en}, 12:00 – ${when[1].en}, 23:59\n\n${e.body.en}`,
      ),
      thumbnail: thumbnail(e.file, e.art),
      startAt,
      endAt,
      ...(announcedAt && e.prizes
        ? { winners: { text: winnersText(t, t.at(e.days.winners! + 7), e.prizes), announcedAt } }
        : {}),
    };
  });
}
