/*
 * Reads the text of a date expression (see date-expression.ts for the grammar): a lexer that
 * splits it into runs of digits, runs of letters and signs, and a reader that takes the runs
 * item by item (a date, a time, a zone, an amount, a relative word), each step moving on.
 */
import { isCalendarDate } from './calendar.js';
import type { DateExpression, RelativeField } from './date-expression.js';
import { MONTH_NUMBER, WEEKDAY_INDEX, isDigit, isLetter, runEnd } from './date-text.js';
import { type Zone, readOffset, readZone } from './time-zone.js';

/** Each unit word to the field it moves and by how much. */
const UNITS: ReadonlyMap<string, readonly [RelativeField, number]> = new Map(
  (
    [
      [['sec', 'secs', 'second', 'seconds'], 's', 1],
      [['min', 'mins', 'minute', 'minutes'], 'i', 1],
      [['hour', 'hours'], 'h', 1],
      [['day', 'days'], 'd', 1],
      [['week', 'weeks'], 'd', 7],
      [['fortnight', 'fortnights'], 'd', 14],
      [['month', 'months'], 'm', 1],
      [['year', 'years'], 'y', 1],
    ] as const
  ).flatMap(([names, field, multiplier]) => names.map((name) => [name, [field, multiplier] as const] as const)),
);

/** `next`, `last`, `previous`, `this`: the amount, and the weekday behaviour (`this` counts today). */
const RELATIVE_WORDS: ReadonlyMap<string, readonly [amount: number, behavior: 0 | 1]> = new Map([
  ['next', [1, 0]],
  ['last', [-1, 0]],
  ['previous', [-1, 0]],
  ['this', [0, 1]],
]);

/** One piece of the text: a run of digits, a run of letters (lower case), or one sign. */
interface Lexeme {
  readonly kind: 'number' | 'word' | 'symbol';
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const SYMBOLS = new Set('+-:/.,@_');

/** Splits the text into lexemes; undefined for a character no date has. */
function lex(text: string): Lexeme[] | undefined {
  const lexemes: Lexeme[] = [];
  for (let at = 0; at < text.length; ) {
    const code = text.charCodeAt(at);
    if (code === 32 || code === 9) {
      at++;
      continue;
    }
    const end = isDigit(code) ? runEnd(text, at, isDigit) : isLetter(code) ? runEnd(text, at, isLetter) : SYMBOLS.has(text[at]!) ? at + 1 : -1;
    if (end < 0) return undefined;
    lexemes.push({ kind: isDigit(code) ? 'number' : isLetter(code) ? 'word' : 'symbol', text: text.slice(at, end).toLowerCase(), start: at, end });
    at = end;
  }
  return lexemes;
}

/** The reader: a cursor over the lexemes and the fields found so far. */
class ExpressionReader {
  k = 0;
  date: DateExpression['date'];
  epoch: number | undefined;
  time: { h: number; i: number; s: number; us: number } | undefined;
  /** A time was written (not only implied by `today` or a day name): a second one is an error. */
  timeWritten = false;
  zone: Zone | undefined;
  relative: Record<RelativeField, number> = { y: 0, m: 0, d: 0, h: 0, i: 0, s: 0 };
  weekday: DateExpression['weekday'];
  dayOf: DateExpression['dayOf'];

  constructor(
    readonly text: string,
    readonly lexemes: readonly Lexeme[],
  ) {}

  /** The lexeme `offset` places ahead. */
  peek(offset = 0): Lexeme | undefined {
    return this.lexemes[this.k + offset];
  }

  /** True when the lexeme `offset` ahead is `text` and touches the one before it (no space between). */
  joined(offset: number, text: string): boolean {
    const lexeme = this.peek(offset);
    return lexeme !== undefined && lexeme.text === text && this.peek(offset - 1)?.end === lexeme.start;
  }

  /** True when the lexeme `offset` ahead is a number of `min` to `max` digits. */
  number(offset: number, min: number, max: number): boolean {
    const lexeme = this.peek(offset);
    return lexeme?.kind === 'number' && lexeme.text.length >= min && lexeme.text.length <= max;
  }

  /** `number`, touching the lexeme before it: a part of `2024-01-15` or `10:30`. */
  joinedNumber(offset: number, min: number, max: number): boolean {
    return this.number(offset, min, max) && this.joined(offset, this.peek(offset)!.text);
  }

  /** Moves the cursor to the first lexeme starting at or after `position` in the text. */
  skipTo(position: number): void {
    while (this.k < this.lexemes.length && this.lexemes[this.k]!.start < position) this.k++;
  }

  /** Sets the calendar date; false when it is not a real date or a date was already given. */
  setDate(y: number, m: number, d: number): boolean {
    if (this.date || this.epoch !== undefined || !isCalendarDate(y, m, d)) return false;
    this.date = { y, m, d };
    return true;
  }

  /** Sets a written time; false when it is out of range or a time was already written. */
  setTime(h: number, i: number, s: number, us: number): boolean {
    // strtotime's hours run to 24 and its seconds to 60 (a leap second): the wall time rolls them over.
    if (this.timeWritten || h > 24 || i > 59 || s > 60) return false;
    this.time = { h, i, s, us };
    this.timeWritten = true;
    return true;
  }

  /** `today`, `midnight`, a day name: the time goes back to 00:00, and a written time may follow. */
  resetTime(): void {
    this.time = { h: 0, i: 0, s: 0, us: 0 };
    this.timeWritten = false;
  }

  setZone(zone: Zone): boolean {
    if (this.zone) return false;
    this.zone = zone;
    return true;
  }

  /** Reads the whole text; false when some part is not in the grammar. */
  read(): boolean {
    if (this.lexemes.every((lexeme) => lexeme.text === ',')) return false;
    while (this.k < this.lexemes.length) {
      const lexeme = this.peek()!;
      const done =
        lexeme.kind === 'number' ? this.numberItem() : lexeme.kind === 'word' ? this.wordItem(lexeme.text) : lexeme.text === ',' ? (this.k++, true) : this.symbolItem(lexeme.text);
      if (!done) return false;
    }
    return true;
  }

  /** `@<seconds>`, or a signed amount (`+1 day`), or an offset after a time (`+02:00`). */
  symbolItem(symbol: string): boolean {
    if (symbol === '@') {
      const negative = this.joined(1, '-');
      const digits = this.peek(negative ? 2 : 1);
      if (!digits || digits.kind !== 'number' || digits.text.length > 15 || this.peek(negative ? 1 : 0)!.end !== digits.start) return false;
      if (this.date || this.epoch !== undefined || this.timeWritten || !this.setZone({ kind: 'offset', offset: 0 })) return false;
      this.epoch = (negative ? -1 : 1) * Number(digits.text);
      this.timeWritten = true;
      this.k += negative ? 3 : 2;
      return true;
    }
    if (symbol !== '+' && symbol !== '-') return false;
    const amount = this.peek(1);
    if (amount?.kind !== 'number' || amount.start !== this.peek()!.end) return false;
    if (UNITS.has(this.peek(2)?.text ?? '')) {
      this.k++;
      return this.amountItem(symbol === '-' ? -1 : 1);
    }
    // An offset belongs to a written time: `10:00 +02:00`.
    const offset = this.timeWritten ? readOffset(this.text, this.peek()!.start) : undefined;
    if (!offset || !this.setZone(offset.zone)) return false;
    this.skipTo(offset.end);
    return true;
  }

  /** `3 days`, or after a sign `+3 days`: the cursor is on the number. */
  amountItem(sign: number): boolean {
    const amount = this.peek()!;
    const unit = UNITS.get(this.peek(1)?.text ?? '');
    if (!unit || amount.text.length > 9) return false;
    this.relative[unit[0]] += sign * Number(amount.text) * unit[1];
    this.k += 2;
    return true;
  }

  /** A date, a time or an amount, starting with a number. */
  numberItem(): boolean {
    const first = this.peek()!;
    const length = first.text.length;
    const value = Number(first.text);
    if (length === 4 && this.joined(1, '-') && this.joinedNumber(2, 1, 2)) return this.isoDate(value);
    if (length === 4 && this.joined(1, '/') && this.joinedNumber(2, 1, 2) && this.joined(3, '/') && this.joinedNumber(4, 1, 2)) {
      return this.dateThen(5, value, Number(this.peek(2)!.text), Number(this.peek(4)!.text));
    }
    if (length === 8 && !this.joined(1, ':')) return this.dateThen(1, Math.trunc(value / 10_000), Math.trunc(value / 100) % 100, value % 100);
    if (length > 2) return UNITS.has(this.peek(1)?.text ?? '') && this.amountItem(1);
    if (this.joined(1, ':')) return this.timeItem();
    if (this.joined(1, '/') && this.joinedNumber(2, 1, 2) && this.joined(3, '/') && (this.joinedNumber(4, 2, 2) || this.joinedNumber(4, 4, 4))) {
      // American order, as strtotime reads a slash: month/day/year.
      return this.dateThen(5, twoDigitYear(this.peek(4)!.text), value, Number(this.peek(2)!.text));
    }
    const separator = this.peek(1)?.text;
    if ((separator === '-' || separator === '.') && this.joined(1, separator) && this.joinedNumber(2, 1, 2) && this.joined(3, separator) && this.joinedNumber(4, 4, 4)) {
      return this.dateThen(5, Number(this.peek(4)!.text), Number(this.peek(2)!.text), value);
    }
    if (this.monthAt(1) || (this.joined(1, '-') && this.monthAt(2))) return this.dayMonthYear(value);
    if (this.meridianAt(1)) {
      this.k++;
      return this.meridian(value, 0, 0, 0);
    }
    return this.amountItem(1);
  }

  /** `2024-01-15` or `2024-01` (the first day), and a time after `T`. */
  isoDate(y: number): boolean {
    const m = Number(this.peek(2)!.text);
    if (this.joined(3, '-') && this.joinedNumber(4, 1, 2)) return this.dateThen(5, y, m, Number(this.peek(4)!.text));
    return this.dateThen(3, y, m, 1);
  }

  /** Sets the date and moves past `count` lexemes; then an ISO `T` may join a time to it. */
  dateThen(count: number, y: number, m: number, d: number): boolean {
    if (!this.setDate(y, m, d)) return false;
    this.k += count;
    if (this.joined(0, 't') && this.joinedNumber(1, 1, 2) && this.joined(2, ':')) {
      this.k++;
      return this.timeItem();
    }
    return true;
  }

  /** True when the lexeme `offset` ahead is a month name. */
  monthAt(offset: number): boolean {
    return MONTH_NUMBER.has(this.peek(offset)?.text ?? '');
  }

  /** `15 January 2024`, `15-Jan-2024`, `15 Jan 05`: the cursor is on the day. */
  dayMonthYear(d: number): boolean {
    this.k += this.joined(1, '-') ? 2 : 1;
    const m = MONTH_NUMBER.get(this.peek()!.text)!;
    const dashed = this.joined(1, '-');
    const at = dashed ? 2 : 1;
    if (!(this.number(at, 4, 4) || this.number(at, 2, 2))) return false;
    return this.dateThen(at + 1, twoDigitYear(this.peek(at)!.text), m, d);
  }

  /** `January 15, 2024`, `Jan 15th 2024`, `January 2024` (the first day): the cursor is on the month. */
  monthDayYear(m: number): boolean {
    if (this.number(1, 4, 4)) return this.dateThen(2, Number(this.peek(1)!.text), m, 1);
    if (!this.number(1, 1, 2)) return false;
    const d = Number(this.peek(1)!.text);
    let at = 2;
    if (['st', 'nd', 'rd', 'th'].includes(this.peek(at)?.text ?? '') && this.joined(at, this.peek(at)!.text)) at++;
    if (this.peek(at)?.text === ',') at++;
    if (!this.number(at, 4, 4)) return false;
    return this.dateThen(at + 1, Number(this.peek(at)!.text), m, d);
  }

  /** `10:30`, `10:30:15`, `10:30:15.123456`, each with `am`/`pm` after it or not: the cursor is on the hour. */
  timeItem(): boolean {
    const h = Number(this.peek()!.text);
    if (!this.joinedNumber(2, 2, 2)) return false;
    const i = Number(this.peek(2)!.text);
    let s = 0;
    let us = 0;
    this.k += 3;
    if (this.joined(0, ':')) {
      if (!this.joinedNumber(1, 2, 2)) return false;
      s = Number(this.peek(1)!.text);
      this.k += 2;
      const mark = this.peek()?.text;
      if ((mark === '.' || mark === ',') && this.joined(0, mark) && this.joinedNumber(1, 1, 9)) {
        us = Number(this.peek(1)!.text.slice(0, 6).padEnd(6, '0'));
        this.k += 2;
      }
    }
    return this.meridianAt(0) ? this.meridian(h, i, s, us) : this.setTime(h, i, s, us);
  }

  /** True when an `am`/`pm` (or `a.m.`/`p.m.`) starts `offset` ahead. */
  meridianAt(offset: number): boolean {
    const word = this.peek(offset)?.text;
    return word === 'am' || word === 'pm' || ((word === 'a' || word === 'p') && this.joined(offset + 1, '.') && this.joined(offset + 2, 'm') && this.joined(offset + 3, '.'));
  }

  /** A 12-hour time: the cursor is on its `am`/`pm`. */
  meridian(h: number, i: number, s: number, us: number): boolean {
    const word = this.peek()!.text;
    this.k += word.length === 2 ? 1 : 4;
    if (h < 1 || h > 12) return false;
    return this.setTime((h % 12) + (word[0] === 'p' ? 12 : 0), i, s, us);
  }

  /** A word: a relative word, a month or day name, or a zone. */
  wordItem(word: string): boolean {
    switch (word) {
      case 'now':
        this.k++;
        return true;
      case 'today':
      case 'midnight':
        return this.relativeDay(0);
      case 'tomorrow':
        return this.relativeDay(1);
      case 'yesterday':
        return this.relativeDay(-1);
      case 'noon':
        this.resetTime();
        this.k++;
        return this.setTime(12, 0, 0, 0);
      case 'ago':
        // As timelib: every amount so far turns around (`2 days ago`).
        if (this.weekday) return false;
        for (const field of Object.keys(this.relative) as RelativeField[]) this.relative[field] = -this.relative[field];
        this.k++;
        return true;
    }
    if ((word === 'first' || word === 'last') && this.peek(1)?.text === 'day' && this.peek(2)?.text === 'of') {
      if (this.dayOf) return false;
      this.dayOf = word;
      this.k += 3;
      return true;
    }
    const relative = RELATIVE_WORDS.get(word);
    if (relative) return this.relativeWord(relative[0], relative[1]);
    const month = MONTH_NUMBER.get(word);
    if (month !== undefined) return this.monthDayYear(month);
    const day = WEEKDAY_INDEX.get(word);
    if (day !== undefined) {
      this.k++;
      return this.setWeekday(day, 0, 1);
    }
    const zone = readZone(this.text, this.peek()!.start);
    if (!zone || !this.setZone(zone.zone)) return false;
    this.skipTo(zone.end);
    return true;
  }

  /** `today`, `tomorrow`, `yesterday`, `midnight`: days added and the time back to 00:00. */
  relativeDay(days: number): boolean {
    this.relative.d += days;
    this.resetTime();
    this.k++;
    return true;
  }

  /** `next month`, `last year`, `this week`, `next monday`, `last friday`: the cursor is on the relative word. */
  relativeWord(amount: number, behavior: 0 | 1): boolean {
    const target = this.peek(1)?.text ?? '';
    this.k += 2;
    const unit = UNITS.get(target);
    if (unit) {
      this.relative[unit[0]] += amount * unit[1];
      return true;
    }
    const day = WEEKDAY_INDEX.get(target);
    return day !== undefined && this.setWeekday(day, amount, behavior);
  }

  /** A day of the week to move to, as timelib sets one: `next` and `last` count whole weeks from the day found. */
  setWeekday(day: number, amount: number, behavior: 0 | 1): boolean {
    if (this.weekday) return false;
    this.relative.d += (amount > 0 ? amount - 1 : amount) * 7;
    this.weekday = { day, behavior };
    this.resetTime();
    return true;
  }

  result(): DateExpression {
    const { date, epoch, time, zone, relative, weekday, dayOf } = this;
    return { date, epoch, time, zone, relative, weekday, dayOf };
  }
}

/** A two-digit year as strtotime reads it (70 to 99 are 19xx, the rest 20xx); four digits as written. */
function twoDigitYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? year + (year < 70 ? 2000 : 1900) : year;
}

/** The fields of the expression `text` says, or undefined when some part of it is not in the grammar. */
export function readDateExpression(text: string): DateExpression | undefined {
  const lexemes = lex(text);
  if (!lexemes) return undefined;
  const reader = new ExpressionReader(text, lexemes);
  return reader.read() ? reader.result() : undefined;
}
