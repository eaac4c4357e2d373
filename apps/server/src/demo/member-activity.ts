import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { favorites, inquiries, leagues, teams, users } from '../db/schema/index.js';
import { readContent } from './content.js';
import type { SeedContext } from './seed-context.js';

const DAY = 24 * 60 * 60 * 1000;

/** members/follows.json: who follows what, league keys and team codes in the member's order. */
const FOLLOWS = readContent(
  'members/follows.json',
  z.array(z.strictObject({ email: z.string(), leagues: z.array(z.string()), teams: z.array(z.string()) })),
);

/** members/inquiries.json: questions members really ask a streaming service, with the operator's answers (null: still waiting). */
const INQUIRIES = readContent(
  'members/inquiries.json',
  z.array(
    z.strictObject({
      category: z.string(),
      title: z.string(),
      content: z.string(),
      answer: z.string().nullable(),
      daysAgo: z.int().positive(),
    }),
  ),
);

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
