import type { PastEvent } from './help-events-past.js';
import { CAMPAIGNS, l, NAMES } from './help-text.js';

/** The older campaigns of the season, all with winners announced. */
export function archivedEvents(): PastEvent[] {
  const c = CAMPAIGNS;
  return [
    {
      days: c.summerRally,
      title: l('夏の視聴スタンプラリー', '여름 시청 스탬프 랠리', 'Summer viewing stamp rally'),
      summary: l(
        'ライブを視聴した日ごとにスタンプがたまり、うちわや観戦チケットが当たるキャンペーン。',
        '라이브를 시청한 날마다 스탬프가 쌓여 부채나 관전 티켓을 받을 수 있는 캠페인.',
        'One stamp for each day you watched live, with fans and match tickets to win.',
      ),
      body: l(
        `■ 内容
ライブを5分以上視聴した日ごとにスタンプを1つ付与。スタンプの数に応じて抽選を行いました。

■ 賞品
・スタンプ10個：KICKOFFオリジナル うちわ（300名様）
・スタンプ20個：各リーグの観戦ペアチケット（30組60名様）`,
        `■ 내용
라이브를 5분 이상 시청한 날마다 스탬프 1개를 적립했습니다. 스탬프 수에 따라 추첨을 진행했습니다.

■ 경품
・스탬프 10개: KICKOFF 오리지널 부채 (300명)
・스탬프 20개: 각 리그 관전 페어 티켓 (30팀 60명)`,
        `■ About
One stamp for each day with at least 5 minutes of live viewing; prizes were drawn according to the number of stamps.

■ Prizes
- 10 stamps: a KICKOFF hand fan (300 winners)
- 20 stamps: a pair of tickets to a league match (30 pairs)`,
      ),
      art: {
        kicker: 'SUMMER CAMPAIGN',
        title: 'STAMP RALLY',
        subtitle: '夏の視聴スタンプラリー',
        from: '#f7971e',
        to: '#ffd200',
        accent: '#ffffff',
        motif: 'gift',
      },
      file: l('夏のスタンプラリー.svg', '여름_스탬프_랠리.svg', 'summer-rally.svg'),
      prizes: [
        {
          prize: l(
            '観戦ペアチケット（30組・抜粋）',
            '관전 페어 티켓 (30팀・일부)',
            'Pair of match tickets (30 pairs, excerpt)',
          ),
          people: ['ボール大好き', 'しおみ魂', 'ブレイズ推し', 'ゴール裏の民'],
        },
        {
          prize: l(
            'オリジナルうちわ（300名様・抜粋）',
            '오리지널 부채 (300명・일부)',
            'KICKOFF hand fan (300 winners, excerpt)',
          ),
          people: ['みなと碧海', 'サンダー党', 'ファルコン7', 'レガリア愛', 'ダンク職人'],
        },
      ],
    },
    {
      days: { start: -170, end: -152, winners: -147 },
      title: l(
        `${NAMES.neo.ja} 前半戦ベストゴール投票`,
        `${NAMES.neo.ko} 전반기 베스트 골 투표`,
        `${NAMES.neo.en} first-half best goal vote`,
      ),
      summary: l(
        '前半戦のベストゴールを投票で決定。投票した方の中から抽選でグッズをプレゼント。',
        '전반기 베스트 골을 투표로 결정했습니다. 투표하신 분 중 추첨을 통해 굿즈를 드렸습니다.',
        'Fans voted for the best goal of the first half; voters could win club goods.',
      ),
      body: l(
        `■ 内容
ノミネートされた30ゴールの中から、前半戦のベストゴールに1票を投じてください。結果は特別番組「前半戦ベストゴール30」で発表しました。

■ 賞品
ベストゴールを決めた選手のサイン入りレプリカユニフォーム（抽選で3名様）`,
        `■ 내용
후보에 오른 30골 중 전반기 베스트 골에 한 표를 던져 주세요. 결과는 특별 프로그램 '전반기 베스트 골 30'에서 발표했습니다.

■ 경품
베스트 골을 넣은 선수의 사인 레플리카 유니폼 (추첨 3명)`,
        `■ About
Vote for the best of 30 nominated first-half goals. The result was revealed in the special programme "Best 30 goals of the first half".

■ Prize
A replica shirt signed by the scorer of the winning goal (3 winners drawn)`,
      ),
      art: {
        kicker: 'NEO LEAGUE',
        title: 'BEST GOAL VOTE',
        subtitle: '前半戦ベストゴール投票',
        from: '#0b3d2e',
        to: '#1f8a5b',
        motif: 'football',
      },
      file: l('ベストゴール投票.svg', '베스트_골_투표.svg', 'best-goal-vote.svg'),
      prizes: [
        {
          prize: l(
            'サイン入りレプリカユニフォーム（3名様）',
            '사인 레플리카 유니폼 (3명)',
            'Signed replica shirt (3 winners)',
          ),
          people: ['g***o@example.com', 'p***5@example.com', 'd***i@example.com'],
        },
      ],
    },
    {
      days: c.pblFirstPitch,
      title: l(
        'PBL開幕戦 始球式ご招待キャンペーン',
        'PBL 개막전 시구식 초대 캠페인',
        'Throw the first pitch at the PBL opener',
      ),
      summary: l(
        '開幕戦の始球式に、KICKOFF会員1組2名様をご招待しました。',
        '개막전 시구식에 KICKOFF 회원 1팀 2명을 초대했습니다.',
        'One KICKOFF member and a guest threw the first pitch at the opener.',
      ),
      body: l(
        `■ 対象
ベーシックパスまたはプレミアムパスをご利用中の方（自動エントリー）

■ 賞品
・開幕戦 始球式ご招待（1組2名様）
・開幕戦 内野指定席ペアチケット（20組40名様）`,
        `■ 대상
베이직 패스 또는 프리미엄 패스를 이용 중인 회원(자동 응모)

■ 경품
・개막전 시구식 초대 (1팀 2명)
・개막전 내야 지정석 페어 티켓 (20팀 40명)`,
        `■ Who could win
Members with a Basic or Premium pass (entered automatically)

■ Prizes
- The ceremonial first pitch at the opener (one pair)
- Reserved infield seats for the opener (20 pairs)`,
      ),
      art: {
        kicker: 'PBL OPENING DAY',
        title: 'THROW THE FIRST PITCH',
        subtitle: '始球式ご招待',
        from: '#0f3460',
        to: '#e94560',
        motif: 'baseball',
      },
      file: l('始球式ご招待.svg', '시구식_초대.svg', 'first-pitch.svg'),
      prizes: [
        {
          prize: l('始球式ご招待（1組2名様）', '시구식 초대 (1팀 2명)', 'First pitch (one pair)'),
          people: ['u***a@example.com'],
        },
        {
          prize: l(
            '内野指定席ペアチケット（20組・抜粋）',
            '내야 지정석 페어 티켓 (20팀・일부)',
            'Infield seats (20 pairs, excerpt)',
          ),
          people: ['i***1@example.com', 'b***o@example.com', 'l***y@example.com', 'v***n@example.com'],
        },
      ],
    },
    {
      days: { start: -290, end: -278, winners: -276 },
      title: l(
        `${NAMES.neo.ja}開幕戦 ペア観戦チケットプレゼント`,
        `${NAMES.neo.ko} 개막전 페어 관전 티켓 증정`,
        `${NAMES.neo.en} opener: win a pair of tickets`,
      ),
      summary: l(
        `開幕戦「${NAMES.regalia.ja} vs ${NAMES.sakura.ja}」のペアチケットをプレゼント。`,
        `개막전 '${NAMES.regalia.ko} vs ${NAMES.sakura.ko}' 페어 티켓을 드렸습니다.`,
        `Pairs of tickets for the opener, ${NAMES.regalia.en} vs ${NAMES.sakura.en}.`,
      ),
      body: l(
        `■ 対象
期間中にKICKOFFへ新規会員登録された方、またはパスを購入された方（自動エントリー）

■ 賞品
開幕戦 メインスタンド指定席ペアチケット（抽選で15組30名様）`,
        `■ 대상
기간 중 KICKOFF에 신규 가입하셨거나 패스를 구매하신 분(자동 응모)

■ 경품
개막전 메인 스탠드 지정석 페어 티켓 (추첨 15팀 30명)`,
        `■ Who could win
Anyone who joined KICKOFF or bought a pass during the campaign (entered automatically)

■ Prize
A pair of reserved main-stand seats for the opener (15 pairs drawn)`,
      ),
      art: {
        kicker: 'NEO LEAGUE OPENER',
        title: 'TICKETS FOR TWO',
        subtitle: '開幕戦ペアチケット',
        from: '#134e5e',
        to: '#71b280',
        motif: 'ticket',
      },
      file: l('開幕戦ペアチケット.svg', '개막전_페어티켓.svg', 'opener-tickets.svg'),
      prizes: [
        {
          prize: l(
            'ペア観戦チケット（15組・抜粋）',
            '페어 관전 티켓 (15팀・일부)',
            'Pair of tickets (15 pairs, excerpt)',
          ),
          people: [
            'q***i@example.com',
            'z***8@example.com',
            'x***a@example.com',
            'k***e@example.com',
            't***4@example.com',
          ],
        },
      ],
    },
  ];
}
