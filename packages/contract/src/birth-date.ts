import { LIMITS } from './limits.js';
import { ageOn, type CalendarDate, compareDates, isRealDate, tokyoDate } from './tokyo-time.js';
import { invalid, VALID, type ValidationResult } from './validation.js';

/**
 * Reads `YYYYMMDD` (exactly 8 ASCII digits) into a calendar date; null when the format is wrong or the
 * day does not exist (20230229, 20231301, 00000101).
 */
export function parseBirthDate(value: string): CalendarDate | null {
  if (!/^[0-9]{8}$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Age in completed years on the Tokyo date of `today`, or null when `value` is not a valid birth date. */
export function ageFromBirthDate(value: string, today: Date): number | null {
  const birth = parseBirthDate(value);
  return birth ? ageOn(birth, tokyoDate(today)) : null;
}

/**
 * Birth date rule (spec §5): 8 digits YYYYMMDD, a real calendar date, not after today; a member must be
 * at least 14 (`birthDate.under14`: the 14th birthday itself is accepted) and at most 130
 * (`birthDate.over130`: 131 and older are rejected). `today` is the current instant, injected by the
 * caller (the server's clock, the browser's `new Date()`); age counts on its Asia/Tokyo date.
 */
export function validateBirthDate(value: string | null | undefined, today: Date): ValidationResult {
  if (value === null || value === undefined || value === '') return invalid('required');
  if (!/^[0-9]{8}$/.test(value)) return invalid('birthDate.format');
  const birth = parseBirthDate(value);
  if (!birth) return invalid('birthDate.invalidDate');
  const day = tokyoDate(today);
  if (compareDates(birth, day) > 0) return invalid('birthDate.future');
  const age = ageOn(birth, day);
  const { minAge, maxAge } = LIMITS.birthDate;
  if (age > maxAge) return invalid('birthDate.over130', { maxAge });
  if (age < minAge) return invalid('birthDate.under14', { minAge });
  return VALID;
}
