/*
 * What the PHP date format and the date expression readers share: English day and month names
 * and character tests, written by hand so that reading a date runs no regex at all.
 */

/** Day names, Sunday first (PHP's `w`). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Month names, January first. */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Lower-case full and three-letter names (and `sept`) to their index. */
function byName(names: readonly string[], extra: Record<string, number> = {}): ReadonlyMap<string, number> {
  const map = new Map<string, number>(Object.entries(extra));
  names.forEach((name, index) => map.set(name.toLowerCase(), index).set(name.slice(0, 3).toLowerCase(), index));
  return map;
}

/** A day name (`monday`, `mon`) to 0 (Sunday) to 6. */
export const WEEKDAY_INDEX = byName(WEEKDAYS);
/** A month name (`january`, `jan`, `sept`) to 1 to 12. */
export const MONTH_NUMBER: ReadonlyMap<string, number> = new Map([...byName(MONTHS, { sept: 8 })].map(([name, index]) => [name, index + 1]));

/** True for the ASCII digit code `code`. */
export const isDigit = (code: number): boolean => code >= 48 && code <= 57;
/** True for an ASCII letter code. */
export const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** The end of the run of characters from `at` that `test` accepts, at most `max` long. */
export function runEnd(text: string, at: number, test: (code: number) => boolean, max = Infinity): number {
  let end = at;
  while (end < text.length && end - at < max && test(text.charCodeAt(end))) end++;
  return end;
}
