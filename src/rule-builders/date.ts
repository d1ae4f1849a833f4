// Laravel's `Rule::date()`: `date` (or `date_format` once `format()` is called) and the
// comparisons after it, a `Date` argument written in the format as Laravel writes a DateTime.
import type { RuleChain } from '../fluent.js';
import { installed } from '../feature.js';
import type { ApplyRule, Facts, NoFacts } from '../infer.js';
import type { RuleObject, RuleToken } from '../types.js';
import { BuilderChain, type Part, isToken } from './builder.js';

/** Laravel's `Date` methods; each returns a new chain, and every method of a chain follows. */
export interface DateMethods<F extends Facts> {
  /** `required`, the builder's methods still typed after it (so are `nullable`, `sometimes` and `bail`). */
  required(): DateRule<ApplyRule<F, 'required'>>;
  /** `nullable`. */
  nullable(): DateRule<ApplyRule<F, 'nullable'>>;
  /** `sometimes`. */
  sometimes(): DateRule<ApplyRule<F, 'sometimes'>>;
  /** `bail`. */
  bail(): DateRule<ApplyRule<F, 'bail'>>;
  /** `date_format:format` instead of `date`; a `Date` given to a comparison is written in it. */
  format(format: string): DateRule<ApplyRule<F, 'date_format'>>;
  /** `before:today`. */
  beforeToday(): DateRule<ApplyRule<F, 'before', never, ['today']>>;
  /** `after:today`. */
  afterToday(): DateRule<ApplyRule<F, 'after', never, ['today']>>;
  /** `before_or_equal:today`. */
  todayOrBefore(): DateRule<ApplyRule<F, 'before_or_equal', never, ['today']>>;
  /** `after_or_equal:today`. */
  todayOrAfter(): DateRule<ApplyRule<F, 'after_or_equal', never, ['today']>>;
  /** `before:now`. */
  past(): DateRule<ApplyRule<F, 'before', never, ['now']>>;
  /** `after:now`. */
  future(): DateRule<ApplyRule<F, 'after', never, ['now']>>;
  /** `before_or_equal:now`. */
  nowOrPast(): DateRule<ApplyRule<F, 'before_or_equal', never, ['now']>>;
  /** `after_or_equal:now`. */
  nowOrFuture(): DateRule<ApplyRule<F, 'after_or_equal', never, ['now']>>;
  /** `before:date`: a date expression, another field's name, or a `Date` (written in the format, `Y-m-d` by default, in UTC). */
  before<const D extends string | Date>(date: D): DateRule<ApplyRule<F, 'before', never, [D]>>;
  /** `after:date`. */
  after<const D extends string | Date>(date: D): DateRule<ApplyRule<F, 'after', never, [D]>>;
  /** `before_or_equal:date`. */
  beforeOrEqual<const D extends string | Date>(date: D): DateRule<ApplyRule<F, 'before_or_equal', never, [D]>>;
  /** `after_or_equal:date`. */
  afterOrEqual<const D extends string | Date>(date: D): DateRule<ApplyRule<F, 'after_or_equal', never, [D]>>;
  /** `after:from|before:to`. */
  between<const A extends string | Date, const B extends string | Date>(from: A, to: B): DateRule<ApplyRule<ApplyRule<F, 'after', never, [A]>, 'before', never, [B]>>;
  /** `after_or_equal:from|before_or_equal:to`. */
  betweenOrEqual<const A extends string | Date, const B extends string | Date>(from: A, to: B): DateRule<ApplyRule<ApplyRule<F, 'after_or_equal', never, [A]>, 'before_or_equal', never, [B]>>;
}

/** `Rule.date()`'s chain, typed as `NumericRule` is. */
export type DateRule<F extends Facts = Facts> = DateMethods<F> & RuleChain<F>;

/** The comparisons whose `Date` Laravel writes in the builder's format. */
const COMPARISONS = new Set(['before', 'after', 'before_or_equal', 'after_or_equal']);

/** A comparison with a `Date`: written in the format when a field declares it, by the date rules' writer (they are loaded by then: the comparison is one of them). */
class DatedComparison implements RuleObject {
  constructor(
    readonly name: string,
    readonly date: Date,
    readonly format: string,
  ) {}

  /** The date as text in the format, or the `Date` itself where it cannot be written (an invalid one, which the rule then reports). */
  #written(): string | Date {
    return installed('formatDate')?.(this.format, this.date) ?? this.date;
  }

  toTokens(): readonly RuleToken[] {
    return [{ name: this.name, args: [this.#written()] }];
  }

  toString(): string {
    const written = this.#written();
    return `${this.name}:${typeof written === 'string' ? written : String(written)}`;
  }
}

/** The date builder. */
class DateBuilder extends BuilderChain {
  /** Every comparison with a `Date` written in the format the chain has now, as Laravel writes them when the rule becomes text. */
  static override shape(parts: readonly Part[]): readonly Part[] {
    const chosen = parts.find((part): part is RuleToken => isToken(part) && part.name === 'date_format');
    const format = typeof chosen?.args[0] === 'string' ? chosen.args[0] : 'Y-m-d';
    return parts.map((part) => {
      if (part instanceof DatedComparison) return new DatedComparison(part.name, part.date, format);
      if (isToken(part) && COMPARISONS.has(part.name) && part.args.length === 1 && part.args[0] instanceof Date) return new DatedComparison(part.name, part.args[0], format);
      return part;
    });
  }

  format(format: string): any {
    const at = this.given.findIndex((part) => isToken(part) && (part.name === 'date' || part.name === 'date_format'));
    const rule = { name: 'date_format', args: [format] };
    return this.remake(at === -1 ? [rule, ...this.given] : this.given.map((part, i) => (i === at ? rule : part)));
  }

  beforeToday(): any {
    return this.add('before', 'today');
  }

  afterToday(): any {
    return this.add('after', 'today');
  }

  todayOrBefore(): any {
    return this.add('before_or_equal', 'today');
  }

  todayOrAfter(): any {
    return this.add('after_or_equal', 'today');
  }

  past(): any {
    return this.add('before', 'now');
  }

  future(): any {
    return this.add('after', 'now');
  }

  nowOrPast(): any {
    return this.add('before_or_equal', 'now');
  }

  nowOrFuture(): any {
    return this.add('after_or_equal', 'now');
  }

  override between(from: unknown, to: unknown): any {
    return this.add('after', from).add('before', to);
  }

  betweenOrEqual(from: unknown, to: unknown): any {
    return this.add('after_or_equal', from).add('before_or_equal', to);
  }
}

/** Laravel's `Rule::date()`: `date`, then the comparisons (`Rule.date().afterToday()`). */
export const dateRule = (): DateRule<ApplyRule<NoFacts, 'date'>> => new DateBuilder([{ name: 'date', args: [] }]) as never;

/** Laravel's `Rule::dateTime()`: `Rule.date().format('Y-m-d H:i:s')`. */
export const dateTimeRule = (): ReturnType<ReturnType<typeof dateRule>['format']> => dateRule().format('Y-m-d H:i:s');
