/** The schedule screens' pieces other screens use: reservations (my page) and the schedule keys. */

export { prefetchScheduleToday } from './api/schedule-first-data.js';
export { useReservations } from './api/use-reservations.js';
export { DaySchedule } from './components/DaySchedule.js';
export { FavoriteSchedule } from './components/FavoriteSchedule.js';
export { ReserveButton } from './components/ReserveButton.js';
