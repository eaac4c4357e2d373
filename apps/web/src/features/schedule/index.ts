/** The schedule screens' pieces others use: reservations (my page), the screens, and today's data for the server's render. */
export { prefetchScheduleToday } from './api/schedule-first-data.js';
export { useReservations } from './api/use-reservations.js';
export { DaySchedule } from './components/DaySchedule.js';
export { FavoriteSchedule } from './components/FavoriteSchedule.js';
export { ReserveButton } from './components/ReserveButton.js';
