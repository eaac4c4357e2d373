/** Joins class names, skipping empty ones (CSS-module lookups may be undefined under strict index access). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
