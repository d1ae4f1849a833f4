// Laravel's `Rule::unique` and `Rule::exists` built in code: the same rule as the pipe string,
// with an ignored id and where conditions given as values, never spliced into rule text.
import type { NoFacts, Typed } from './infer.js';
import type { RuleObject, RuleToken } from './types.js';

/**
 * A where parameter pair: a value as the presence rules read the pipe string's (`NULL` and `NOT_NULL`
 * test for null, a leading `!` negates), or `[value]`, compared as it is.
 */
type Where = readonly [column: string, value: string | number | readonly [string | number] | Listed];

/** The values of `whereIn` (`in`) or `whereNotIn` (`notIn`), as the presence rules read a where value that is an object. */
type Listed = { readonly in: readonly (string | number)[] } | { readonly notIn: readonly (string | number)[] };

/** A copy of `values`, refused unless an array (from plain JavaScript, `whereIn('id', '1,2')` would compare one text). */
function listed(values: unknown, method: string): (string | number)[] {
  if (!Array.isArray(values)) throw new TypeError(`valigate: ${method}(column, values) takes an array of values, got ${typeof values}`);
  return [...values];
}

/**
 * `unique` or `exists` with its table, column, ignored id and where conditions, each method
 * returning a new rule: `Rule.unique('users', 'email').ignore(user.id).whereNull('deleted_at')`.
 * It goes wherever a rule object goes (array notation, or as a field's whole rules).
 */
export class DatabaseRule implements RuleObject {
  readonly #name: 'unique' | 'exists';
  readonly #table: string;
  readonly #column: string | undefined;
  readonly #ignore: readonly [id: string | number, column: string] | undefined;
  readonly #where: readonly Where[];

  /** Use `Rule.unique` or `Rule.exists`. */
  constructor(name: 'unique' | 'exists', table: string, column?: string, ignore?: readonly [string | number, string], where: readonly Where[] = []) {
    this.#name = name;
    this.#table = table;
    this.#column = column;
    this.#ignore = ignore;
    this.#where = where;
  }

  /** `unique` only: leaves out the row whose `idColumn` is `id`, as it is (an update's own row; `[id]` is no field); `null` or `undefined` leaves out none. */
  ignore(id: string | number | null | undefined, idColumn = 'id'): DatabaseRule {
    return this.#with(this.#where, id === null || id === undefined ? undefined : [id, idColumn]);
  }

  /** Only rows whose `column` is `value`, compared as it is (the text `NULL` is that text), count; `null` wants the column null, a list is `whereIn`. */
  where(column: string, value: string | number | null | readonly (string | number)[]): DatabaseRule {
    // Laravel's where() also takes a query closure, which a port writes first: say what to write instead.
    if (typeof column === 'function') throw new TypeError("valigate: where(column, value): a closure over a query builder (Laravel's where(fn ($query) => ...)) has no equivalent: pass the column and the value, where('user_id', userId), or write a rule of your own");
    // As Laravel's: a list is whereIn.
    if (typeof value === 'object' && value !== null) return this.whereIn(column, value);
    // Given as `[value]`: a value from a client may be `NULL`, `NOT_NULL` or `!x`, which the pipe string reads as conditions.
    return this.#with([...this.#where, [column, value === null ? 'NULL' : [value]]]);
  }

  /** Only rows whose `column` is not `value` count; a list is `whereNotIn`. */
  whereNot(column: string, value: string | number | readonly (string | number)[]): DatabaseRule {
    if (typeof value === 'object') return this.whereNotIn(column, value);
    // `!` then the value: the rule strips the one `!` and compares the rest as it is (`!NULL` is `<> 'NULL'`).
    return this.#with([...this.#where, [column, `!${value}`]]);
  }

  /** Only rows whose `column` is null count (`deleted_at` for soft deletes). */
  whereNull(column: string): DatabaseRule {
    return this.#with([...this.#where, [column, 'NULL']]);
  }

  /** Only rows whose `column` is not null count. */
  whereNotNull(column: string): DatabaseRule {
    return this.#with([...this.#where, [column, 'NOT_NULL']]);
  }

  /** Only rows whose `column` is one of `values` count (Laravel's `whereIn`); an empty list, none. Needs a verifier that applies it (`sqliteVerifier`, `postgresVerifier`). */
  whereIn(column: string, values: readonly (string | number)[]): DatabaseRule {
    return this.#with([...this.#where, [column, { in: listed(values, 'whereIn') }]]);
  }

  /** Only rows whose `column` is none of `values` count (Laravel's `whereNotIn`; a null column is none, as SQL's `NOT IN` answers). */
  whereNotIn(column: string, values: readonly (string | number)[]): DatabaseRule {
    return this.#with([...this.#where, [column, { notIn: listed(values, 'whereNotIn') }]]);
  }

  /** Only rows not soft-deleted count: `whereNull(column)` (Laravel's `withoutTrashed`). */
  withoutTrashed(column = 'deleted_at'): DatabaseRule {
    return this.whereNull(column);
  }

  /** Only soft-deleted rows count: `whereNotNull(column)` (Laravel's `onlyTrashed`). */
  onlyTrashed(column = 'deleted_at'): DatabaseRule {
    return this.whereNotNull(column);
  }

  /** The rule as one token, with the parameters the pipe string would have (an empty one leaves it out), the id and where values as `[value]`, compared as they are. */
  toTokens(): readonly RuleToken[] {
    const ignored = this.#name === 'unique' ? [this.#ignore === undefined ? '' : [this.#ignore[0]], this.#ignore?.[1] ?? ''] : [];
    return [{ name: this.#name, args: [this.#table, this.#column ?? '', ...ignored, ...this.#where.flat()] }];
  }

  /** How a chain shows it: its where values and ignored id are compared as they are, which no pipe string says. */
  toString(): string {
    return `Rule.${this.#name}(...)`;
  }

  #with(where: readonly Where[], ignore = this.#ignore): DatabaseRule {
    if (ignore !== undefined && this.#name !== 'unique') throw new TypeError('valigate: Rule.exists has no ignored id; ignore() is for Rule.unique');
    return databaseRule(this.#name, this.#table, this.#column, ignore, where);
  }
}

/** A new rule: outside the class, as TypeScript writes a class naming itself in a private method through a module variable, a side effect to bundlers. */
const databaseRule = (...args: ConstructorParameters<typeof DatabaseRule>): DatabaseRule => new DatabaseRule(...args);

/** The types see a database rule as any rule object of no type of its own. */
export interface DatabaseRule extends Typed<NoFacts> {}
