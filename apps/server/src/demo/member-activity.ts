import { eq, inArray } from 'drizzle-orm';
import { favorites, inquiries, leagues, teams, users } from '../db/schema/index.js';
import type { SeedContext } from './seed.js';

const DAY = 24 * 60 * 60 * 1000;

/** Who follows what: league keys and team codes, in the member's order. */
const FOLLOWS: { email: string; leagues: string[]; teams: string[] }[] = [
  { email: 'premium@example.com', leagues: ['neo1', 'bnext'], teams: ['TOH', 'ARK', 'CHS'] },
  { email: 'basic@example.com', leagues: ['pbl-winter'], teams: ['HKB'] },
];

interface DemoInquiry {
  category: string;
  title: string;
  content: string;
  /** Null: still waiting for the operator. */
  answer: string | null;
  daysAgo: number;
}

/** Questions members really ask a streaming service, with the operator's answers. */
const INQUIRIES: DemoInquiry[] = [
  {
    category: 'playback',
    title: 'テレビのブラウザで映像がカクつきます',
    content:
      'リビングのテレビ（内蔵ブラウザ）でネオリーグの試合を見ると、数秒おきに映像が止まります。スマホでは問題ありません。設定で改善できますか？',
    answer:
      'ご不便をおかけしております。テレビの内蔵ブラウザでは、プレーヤー右下の設定から画質を「720p」に固定すると安定する場合がございます。\nまた、LG・Samsungのスマートテレビでは専用アプリ（/stv）のご利用をおすすめしております。改善しない場合は、ご利用の機種名をお知らせください。',
    daysAgo: 12,
  },
  {
    category: 'payment',
    title: '年額プランへの切り替えについて',
    content: '現在月額で利用しています。年額に切り替えた場合、今月分の料金はどうなりますか？',
    answer:
      'お問い合わせありがとうございます。年額プランへの変更は、現在の月額期間が終わった翌日から適用されます。今月分が二重に請求されることはございません。\nマイページの「パス」からいつでも変更の予約ができます。',
    daysAgo: 5,
  },
  {
    category: 'account',
    title: '通知予約したのにお知らせが来ませんでした',
    content: '昨日の東都レガリアの試合を通知予約しましたが、配信開始のお知らせが届きませんでした。',
    answer: null,
    daysAgo: 1,
  },
];

/**
 * Demo members with a history: basic@ and premium@ follow teams and leagues (so /schedule/my and the
 * my page have content) and premium@ has inquiries, two answered by the operator, one waiting.
 */
export async function seedMemberActivity({ db, clock }: SeedContext): Promise<string> {
  const now = clock.now().getTime();
  let followCount = 0;
  for (const follow of FOLLOWS) {
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, follow.email));
    if (!member) continue;
    const leagueRows = await db
      .select({ id: leagues.id, key: leagues.key })
      .from(leagues)
      .where(inArray(leagues.key, follow.leagues));
    const teamRows = await db
      .select({ id: teams.id, code: teams.code })
      .from(teams)
      .where(inArray(teams.code, follow.teams));
    const rows = [
      ...follow.leagues.flatMap((key, i) => {
        const league = leagueRows.find((row) => row.key === key);
        return league
          ? [{ userId: member.id, kind: 'league' as const, destId: league.id, orderNo: i + 1 }]
          : [];
      }),
      ...follow.teams.flatMap((code, i) => {
        const team = teamRows.find((row) => row.code === code);
        return team ? [{ userId: member.id, kind: 'team' as const, destId: team.id, orderNo: i + 1 }] : [];
      }),
    ];
    if (rows.length > 0) {
      await db.delete(favorites).where(eq(favorites.userId, member.id));
      await db.insert(favorites).values(rows);
      followCount += rows.length;
    }
  }

  const [premium] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, 'premium@example.com'));
  if (premium) {
    await db.insert(inquiries).values(
      INQUIRIES.map((inquiry) => ({
        kind: 'inquiry' as const,
        userId: premium.id,
        category: inquiry.category,
        name: premium.name ?? 'KICKOFF',
        email: premium.email ?? 'premium@example.com',
        title: inquiry.title,
        content: inquiry.content,
        locale: 'ja',
        status: inquiry.answer ? ('answered' as const) : ('received' as const),
        answer: inquiry.answer,
        answeredAt: inquiry.answer ? new Date(now - inquiry.daysAgo * DAY + 6 * 60 * 60 * 1000) : null,
        createdAt: new Date(now - inquiry.daysAgo * DAY),
      })),
    );
  }
  return `${followCount} favourites, ${premium ? INQUIRIES.length : 0} inquiries`;
}
