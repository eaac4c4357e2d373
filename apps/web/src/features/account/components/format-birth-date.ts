import { EMPTY_DISPLAY } from '@kickoff/contract';

/** '19900115' → '1990.01.15' (the app's date format); anything else shows a dash. */
export function formatBirthDate(value: string | null | undefined): string {
  return value && /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}.${value.slice(4, 6)}.${value.slice(6)}`
    : EMPTY_DISPLAY;
}
