/*
 * What the date rules share: what a date value is, the time zone they read dates in, and the
 * comparison rules (`after`, `before`, `date_equals`...) built from one definition.
 */
import { type DateExpression, MAX_DATE_LENGTH, evaluateDateExpression, parseDateExpression, readDate, readsClock } from './date-expression.js';
import { type DateFormat, compileFormat, readFormat } from './date-format.js';
import { formatDate } from './date-format-write.js';
import { installFeature } from '../../src/feature.js';
import { isObjectLike } from '../../src/input.js';
import { humanize } from '../../src/messages.js';
import { type OtherField, otherField, otherPath, readOther } from './other-field.js';
import { type Zone, type ZonedTime, UTC, resolveTimezone } from './time-zone.js';
import type { FieldInfo, RuleDefinition } from '../../src/types.js';

/** The moment a `Date` holds, in UTC; undefined for an invalid one or any other object (a look-alike, a proxy: no trap runs). */
export function momentOfDate(value: object): ZonedTime | undefined {
  let ms: number;
  try {
    ms = Date.prototype.getTime.call(value);
  } catch {
    return undefined;
  }
  if (!Number.isFinite(ms)) return undefined;
  const seconds = Math.floor(ms / 1000);
  return { seconds, us: (ms - seconds * 1000) * 1000, zone: UTC };
}

/** A `Date` in a PHP format, in UTC, as Laravel's `Rule::date()` writes a DateTime into a comparison; undefined for an invalid date or format. */
function writeDate(format: string, date: Date): string | undefined {
  const at = momentOfDate(date);
  if (!at) return undefined;
  try {
    return formatDate(compileFormat(format), at);
  } catch {
    // An empty format: the builder's date_format rule reports it.
    return undefined;
  }
}

installFeature('formatDate', writeDate);

/**
 * The moment a value stands for, as Laravel's comparisons read one: a valid `Date`, or text read
 * in `format` (the field's `date_format`) and else as a date expression, relative words against
 * the clock now. Numbers, and anything else, are no date.
 */
export function momentOf(value: unknown, format: DateFormat | undefined, zone: Zone): ZonedTime | undefined {
  // `instanceof` would run a proxy's getPrototypeOf trap (hostile input): the date is asked instead.
  if (isObjectLike(value)) return momentOfDate(value);
  if (typeof value !== 'string' || value.length > MAX_DATE_LENGTH) return undefined;
  return (format && readFormat(format, value, zone)) || readDate(value, Date.now(), zone);
}

const zones = new Map<string, Zone>();

/** The zone of the validator's `timezone` option; throws for a name no one knows. */
export function zoneOf(field: FieldInfo): Zone {
  const name = field.timezone ?? 'UTC';
  let zone = zones.get(name);
  if (!zone) {
    zone = resolveTimezone(name);
    // Names come from application code: the map stays as small as the options written.
    zones.set(name, zone);
  }
  return zone;
}

/** What a comparison rule compares with: a moment fixed at construction, an expression read against the clock at each call, or another field. */
export type DateTarget =
  | { readonly kind: 'moment'; readonly at: ZonedTime }
  | { readonly kind: 'expression'; readonly expression: DateExpression }
  | { readonly kind: 'field'; readonly other: OtherField };

/** Parameters of `after`, `before`, `date_equals` and the rest. */
export interface DateComparisonParams {
  /** `{date}`: the parameter as written, or the other field's name made readable. */
  readonly date: string;
  readonly target: DateTarget;
  /** The field's `date_format` (its first format), which reads the value and the other date first. */
  readonly format: DateFormat | undefined;
  readonly zone: Zone;
}

const RESERVED_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
const isNameCode = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 45;

/** Whether `text` can name another field (`start_date`, `period.start`, `items.0.from`, `items.*.from`): text that is no date and no name is a mistake. */
function isFieldName(text: string): boolean {
  const first = text.charCodeAt(0);
  if (!((first >= 65 && first <= 90) || (first >= 97 && first <= 122) || first === 95)) return false;
  for (const segment of text.split('.')) {
    if (segment === '*') continue;
    if (segment === '' || RESERVED_SEGMENTS.has(segment)) return false;
    for (let i = 0; i < segment.length; i++) if (!isNameCode(segment.charCodeAt(i))) return false;
  }
  return true;
}

/** The first format of the field's `date_format`, as Laravel's `getDateFormat` finds it; undefined without one (or with a broken one, which that rule reports). */
function fieldFormat(field: FieldInfo): DateFormat | undefined {
  const source = field.rules?.find((token) => token.name === 'date_format')?.args[0];
  if (typeof source !== 'string') return undefined;
  try {
    return compileFormat(source);
  } catch {
    return undefined;
  }
}

/**
 * Reads the one parameter of a comparison, in Laravel's order: a `Date`; text in the field's
 * `date_format`; a date expression (relative ones kept to read at each call, absolute ones read
 * now); else the name of another field. Throws for anything else.
 */
export function parseComparison(args: readonly unknown[], field: FieldInfo): DateComparisonParams {
  if (args.length !== 1) throw new Error(`expects one date or field name, got ${args.length} parameters (quote a date that has a comma: after:"Mon, 15 Jan 2024")`);
  const zone = zoneOf(field);
  const format = fieldFormat(field);
  const [arg] = args;
  if (arg instanceof Date) {
    const at = momentOfDate(arg);
    if (!at) throw new Error('expects a valid Date');
    return { date: arg.toISOString(), target: { kind: 'moment', at }, format, zone };
  }
  if (typeof arg !== 'string' || arg.trim() === '') throw new Error('expects a date expression or a field name');
  const formatted = format && readFormat(format, arg, zone);
  if (formatted) return { date: arg, target: { kind: 'moment', at: formatted }, format, zone };
  const expression = parseDateExpression(arg);
  if (expression) {
    if (readsClock(expression)) return { date: arg, target: { kind: 'expression', expression }, format, zone };
    const at = evaluateDateExpression(expression, 0, zone);
    if (!at) throw new Error(`"${arg}" is out of the range of dates`);
    return { date: arg, target: { kind: 'moment', at }, format, zone };
  }
  if (!isFieldName(arg)) throw new Error(`"${arg}" is neither a date expression (see "Dates" in the README) nor a field name`);
  // `*` stands for the field's own wildcard keys: `items.*.ends: 'after:items.*.starts'` compares within one item.
  return { date: humanize(arg), target: { kind: 'field', other: otherField(arg, field) }, format, zone };
}

/** The moment a comparison compares with at this call; undefined when the other field holds no date. */
function targetMoment(params: DateComparisonParams, field: string, data: unknown): ZonedTime | undefined {
  const { target, format, zone } = params;
  if (target.kind === 'moment') return target.at;
  if (target.kind === 'expression') return evaluateDateExpression(target.expression, Date.now(), zone);
  const [present, value] = readOther(target.other, field, data);
  return present ? momentOf(value, format, zone) : undefined;
}

const NONE: Readonly<Record<string, string>> = {};

/** How a comparison rule orders the value against its date. */
export type DateOperator = '<' | '<=' | '>' | '>=' | '=';

const ORDER: Readonly<Record<DateOperator, (difference: number) => boolean>> = {
  '<': (difference) => difference < 0,
  '<=': (difference) => difference <= 0,
  '>': (difference) => difference > 0,
  '>=': (difference) => difference >= 0,
  '=': (difference) => difference === 0,
};

/**
 * Builds a comparison rule: the value is a date that stands `operator` to the parameter's date.
 * As Laravel: with a `date_format` on the field the moments compare to the microsecond, without
 * one in whole seconds (PHP's timestamps).
 */
export function dateComparisonRule(operator: DateOperator, message: string): RuleDefinition<DateComparisonParams> {
  const order = ORDER[operator];
  return {
    // The clock a relative date reads moves between calls, never within the one answer a run uses.
    pure: true,
    message,
    parse: parseComparison,
    // The other field a comparison names (`after:start_date`), so the adapters collect it for the rule.
    reads: ({ target }) => (target.kind === 'field' ? [target.other.pattern] : []),
    // `{date}` of another field is its display name (its custom attribute, wildcards filled), as Laravel's.
    placeholders: ({ target }, field, data, name) => (target.kind === 'field' ? { date: name(otherPath(target.other, field, data), target.other.pattern) } : NONE),
    // A date as written (`tomorrow`), by its display name for the field (`values`), as Laravel's.
    valuePlaceholders: ['date'],
    validate: (value, params, field, data) => {
      if (typeof value !== 'string' && !isObjectLike(value)) return false;
      const first = momentOf(value, params.format, params.zone);
      const second = first && targetMoment(params, field, data);
      if (!first || !second) return false;
      const seconds = first.seconds - second.seconds;
      return order(params.format && seconds === 0 ? first.us - second.us : seconds);
    },
  };
}
