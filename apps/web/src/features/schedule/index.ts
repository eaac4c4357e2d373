/** The schedule screens' pieces other screens use: reservations (my page) and the schedule keys. */
export { scheduleKeys } from './api/schedule-keys.js';
export { useFavoriteSchedule } from './api/use-favorite-schedule.js';
export {
  findReservation,
  type ReservationTarget,
  type ToggleReservationVariables,
  useReservations,
  useToggleReservation,
} from './api/use-reservations.js';
export { useScheduleDay } from './api/use-schedule-day.js';
export { DaySchedule } from './components/DaySchedule.js';
export { FAVORITE_EDITOR_PATH, FavoriteSchedule } from './components/FavoriteSchedule.js';
export { ReserveButton, type ReserveButtonProps } from './components/ReserveButton.js';
export { ScheduleMatchRow } from './components/ScheduleMatchRow.js';
