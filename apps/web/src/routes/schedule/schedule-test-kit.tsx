import type { ScheduleItem } from '@kickoff/contract';
import { configure } from '@testing-library/react';
import { type Handler, renderScreens, respond, standIn } from '../../../test/kit.js';
import { dayAnswer, gameTypes, member, today, top } from '../../../test/schedule-fixtures.js';
import { scheduleRoutes } from './index.js';

export * from '../../../test/schedule-fixtures.js';

/**
 * Test kit of the schedule screens over the shared kit (test/kit.tsx). Fixtures are shaped by the
 * contract and dated relative to the real today, since the screens read the clock.
 */

// The whole web project runs in parallel, and a screen's first render imports a lot: give findBy… and
// waitFor the same 5 s the shared kit's WAIT gives (each test file has its own copy of this setting).
configure({ asyncUtilTimeout: 5000 });

/** Renders the schedule routes at `url`, with a stand-in for the favourites editor. */
export const renderSchedule = (url: string) =>
  renderScreens(url, [...scheduleRoutes, standIn('/mypage/favorite', 'favourite editor')]);

/** The calls every schedule screen makes besides its own: session, game types, leagues, score setting. */
export function commonHandlers(state: { scoreOn: boolean } = { scoreOn: true }): Handler[] {
  return [
    respond('session.get', member),
    respond('session.reload', member),
    respond('catalogue.gameTypes', gameTypes),
    respond('catalogue.top', top),
    respond('settings.getScore', () => ({ on: state.scoreOn })),
    respond('settings.putScore', (call) => {
      state.scoreOn = (call.body as { on: boolean }).on;
      return { on: state.scoreOn };
    }),
  ];
}

/** Games of the next few days as the server would answer /schedule for `date`. */
export function scheduleByDate(days: Record<string, ScheduleItem[]>): Handler {
  return respond('schedule.day', (call) => {
    const date = call.query.get('date') ?? today();
    return dayAnswer(date, days[date] ?? []);
  });
}
