// Laravel's `Rule::numeric()` and `Rule::string()`: a chain of the type rule and Laravel's method
// names for the rules that follow it, written as Laravel writes them (each rule once).
import type { RuleChain } from '../fluent.js';
import type { ApplyRule, Facts, NoFacts } from '../infer.js';
import { BuilderChain, type Part, withoutRepeats } from './builder.js';

/** Laravel's `Numeric` methods; each returns a new chain, and every method of a chain follows. */
export interface NumericMethods<F extends Facts> {
  /** `required`, the builder's methods still typed after it (so are `nullable`, `sometimes` and `bail`). */
  required(): NumericRule<ApplyRule<F, 'required'>>;
  /** `nullable`. */
  nullable(): NumericRule<ApplyRule<F, 'nullable'>>;
  /** `sometimes`. */
  sometimes(): NumericRule<ApplyRule<F, 'sometimes'>>;
  /** `bail`. */
  bail(): NumericRule<ApplyRule<F, 'bail'>>;
  /** `between:min,max`. */
  between(min: number, max: number): NumericRule<ApplyRule<F, 'between'>>;
  /** `decimal:min[,max]`: that many decimal places. */
  decimal(min: number, max?: number): NumericRule<ApplyRule<F, 'decimal'>>;
  /** `different:field`. */
  different<const O extends string>(field: O): NumericRule<ApplyRule<F, 'different', never, [O]>>;
  /** `integer|digits:length`, as Laravel adds `integer` first. */
  digits(length: number): NumericRule<ApplyRule<ApplyRule<F, 'integer'>, 'digits'>>;
  /** `integer|digits_between:min,max`. */
  digitsBetween(min: number, max: number): NumericRule<ApplyRule<ApplyRule<F, 'integer'>, 'digits_between'>>;
  /** `gt:field` (or a number). */
  greaterThan<const O extends string | number>(field: O): NumericRule<ApplyRule<F, 'gt', never, [O]>>;
  /** `gte:field` (or a number). */
  greaterThanOrEqualTo<const O extends string | number>(field: O): NumericRule<ApplyRule<F, 'gte', never, [O]>>;
  /** `integer`, or `integer:strict` with `true` (numbers only, never text). */
  integer<const S extends boolean = false>(strict?: S): NumericRule<ApplyRule<F, 'integer', S extends true ? 'strict' : never>>;
  /** `lt:field` (or a number). */
  lessThan<const O extends string | number>(field: O): NumericRule<ApplyRule<F, 'lt', never, [O]>>;
  /** `lte:field` (or a number). */
  lessThanOrEqualTo<const O extends string | number>(field: O): NumericRule<ApplyRule<F, 'lte', never, [O]>>;
  /** `max:value`. */
  max(value: number): NumericRule<ApplyRule<F, 'max'>>;
  /** `max_digits:value`. */
  maxDigits(value: number): NumericRule<ApplyRule<F, 'max_digits'>>;
  /** `min:value`. */
  min(value: number): NumericRule<ApplyRule<F, 'min'>>;
  /** `min_digits:value`. */
  minDigits(value: number): NumericRule<ApplyRule<F, 'min_digits'>>;
  /** `multiple_of:value`. */
  multipleOf(value: number): NumericRule<ApplyRule<F, 'multiple_of'>>;
  /** `same:field`. */
  same<const O extends string>(field: O): NumericRule<ApplyRule<F, 'same', never, [O]>>;
  /** `integer|size:value`: exactly that number. */
  exactly(value: number): NumericRule<ApplyRule<ApplyRule<F, 'integer'>, 'size'>>;
}

/**
 * `Rule.numeric()`'s chain: Laravel's methods and the modifiers typed first; after another method
 * every chain has (`.in()`), the chain is typed as any chain, its Laravel-only methods still there at run time.
 */
export type NumericRule<F extends Facts = Facts> = NumericMethods<F> & RuleChain<F>;

/** Laravel's `StringRule` methods; each returns a new chain, and every method of a chain follows. */
export interface StringMethods<F extends Facts> {
  /** `required`, the builder's methods still typed after it (so are `nullable`, `sometimes` and `bail`). */
  required(): StringRule<ApplyRule<F, 'required'>>;
  /** `nullable`. */
  nullable(): StringRule<ApplyRule<F, 'nullable'>>;
  /** `sometimes`. */
  sometimes(): StringRule<ApplyRule<F, 'sometimes'>>;
  /** `bail`. */
  bail(): StringRule<ApplyRule<F, 'bail'>>;
  /** `alpha`, or `alpha:ascii` with `true`. */
  alpha(ascii?: boolean): StringRule<ApplyRule<F, 'alpha'>>;
  /** `alpha_dash`, or `alpha_dash:ascii` with `true`. */
  alphaDash(ascii?: boolean): StringRule<ApplyRule<F, 'alpha_dash'>>;
  /** `alpha_num`, or `alpha_num:ascii` with `true`. */
  alphaNumeric(ascii?: boolean): StringRule<ApplyRule<F, 'alpha_num'>>;
  /** `ascii`. */
  ascii(): StringRule<ApplyRule<F, 'ascii'>>;
  /** `between:min,max` characters. */
  between(min: number, max: number): StringRule<ApplyRule<F, 'between'>>;
  /** `doesnt_end_with:values`. */
  doesntEndWith(...values: string[]): StringRule<ApplyRule<F, 'doesnt_end_with'>>;
  /** `doesnt_start_with:values`. */
  doesntStartWith(...values: string[]): StringRule<ApplyRule<F, 'doesnt_start_with'>>;
  /** `ends_with:values`. */
  endsWith(...values: string[]): StringRule<ApplyRule<F, 'ends_with'>>;
  /** `size:value`: exactly that many characters. */
  exactly(value: number): StringRule<ApplyRule<F, 'size'>>;
  /** `lowercase`. */
  lowercase(): StringRule<ApplyRule<F, 'lowercase'>>;
  /** `max:value` characters. */
  max(value: number): StringRule<ApplyRule<F, 'max'>>;
  /** `min:value` characters. */
  min(value: number): StringRule<ApplyRule<F, 'min'>>;
  /** `starts_with:values`. */
  startsWith(...values: string[]): StringRule<ApplyRule<F, 'starts_with'>>;
  /** `uppercase`. */
  uppercase(): StringRule<ApplyRule<F, 'uppercase'>>;
}

/** `Rule.string()`'s chain, typed as `NumericRule` is. */
export type StringRule<F extends Facts = Facts> = StringMethods<F> & RuleChain<F>;

/** Laravel's `true` for a mode, or the mode as a chain writes it. */
const mode = (flag: unknown, name: string): string[] => (flag === true || flag === name ? [name] : []);

/** The numeric builder: the methods whose rules differ from a chain's method of the same name, or that a chain does not have. */
class NumericBuilder extends BuilderChain {
  static override shape(parts: readonly Part[]): readonly Part[] {
    return withoutRepeats(parts);
  }

  override integer(strict?: unknown): any {
    return this.add('integer', ...mode(strict, 'strict'));
  }

  override digits(length: unknown): any {
    return this.integer().add('digits', length);
  }

  override digitsBetween(min: unknown, max: unknown): any {
    return this.integer().add('digits_between', min, max);
  }

  greaterThan(field: unknown): any {
    return this.add('gt', field);
  }

  greaterThanOrEqualTo(field: unknown): any {
    return this.add('gte', field);
  }

  lessThan(field: unknown): any {
    return this.add('lt', field);
  }

  lessThanOrEqualTo(field: unknown): any {
    return this.add('lte', field);
  }

  exactly(value: unknown): any {
    return this.integer().add('size', value);
  }
}

/** The string builder. */
class StringBuilder extends BuilderChain {
  static override shape(parts: readonly Part[]): readonly Part[] {
    return withoutRepeats(parts);
  }

  override alpha(ascii?: unknown): any {
    return this.add('alpha', ...mode(ascii, 'ascii'));
  }

  override alphaDash(ascii?: unknown): any {
    return this.add('alpha_dash', ...mode(ascii, 'ascii'));
  }

  alphaNumeric(ascii?: unknown): any {
    return this.add('alpha_num', ...mode(ascii, 'ascii'));
  }

  exactly(value: unknown): any {
    return this.add('size', value);
  }
}

/** Laravel's `Rule::numeric()`: `numeric`, then what the methods add (`Rule.numeric().integer().min(1)`). */
export const numericRule = (): NumericRule<ApplyRule<NoFacts, 'numeric'>> => new NumericBuilder([{ name: 'numeric', args: [] }]) as never;

/** Laravel's `Rule::string()`: `string`, then what the methods add (`Rule.string().min(2).alphaDash()`). */
export const stringRule = (): StringRule<ApplyRule<NoFacts, 'string'>> => new StringBuilder([{ name: 'string', args: [] }]) as never;
