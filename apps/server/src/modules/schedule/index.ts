/** Schedules and scores by day, and the favourites' schedule (spec §7 "Content" schedule calls). */
export { toGameDesc, toScheduleLive } from './schedule.present.js';
export type { LiveRow, ScheduleRepo } from './schedule.repo.js';
export { scheduleRoutes } from './schedule.routes.js';
export { createScheduleServices } from './schedule.services.js';
