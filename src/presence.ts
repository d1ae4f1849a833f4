import { showValue } from './messages.js';
import { bracketed, digits, sqlName } from './patterns.js';
import type { PresenceOptions, PresenceVerifier, RuleContext, RuleDefinition } from './types.js';
import { isThenable } from './values.js';

/** Throws a `TypeError` unless `name` is a safe table or column name (`^[A-Za-z_][A-Za-z0-9_.]*$`, no empty part). */
export function presenceName(name: unknown, what: string): string {
  if (typeof name !== 'string' || !sqlName.test(name) || name.endsWith('.') || name.includes('..')) {
    throw new TypeError(`valigate: the ${what} name ${JSON.stringify(String(name))} is not allowed (letters, digits, _ and . only)`);
  }
  return name;
}

/** Parameters of `unique` and `exists`, parsed once at construction. */
export interface PresenceParams {
  readonly table: string;
  readonly column: string;
  readonly options: PresenceOptions;
  /** `unique:users,email,[id]`: the ignored id is read from this field of the data (path segments), as Laravel. */
  readonly ignoreFrom?: { readonly column: string; readonly path: readonly string[] };
}

/** A value a database can compare: text, a finite number or a bigint. */
type Scalar = string | number | bigint;
const isScalar = (value: unknown): value is Scalar => typeof value === 'string' || typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value));

/** Laravel leaves a parameter out with an empty string or `NULL`. */
const given = (arg: unknown): boolean => arg !== undefined && arg !== null && arg !== '' && arg !== 'NULL';

/**
 * Parses `table[,column]` then, for `unique`, `[ignore[,idColumn]]`, then `where` pairs. The
 * column defaults to the field's last non-numeric, non-wildcard segment (`items.*.sku` -> `sku`).
 */
function parsePresence(args: readonly unknown[], field: string, withIgnore: boolean): PresenceParams {
  if (args.length === 0) throw new Error('expects a table name');
  const table = presenceName(args[0], 'table');
  const fallback = field.split('.').reverse().find((segment) => segment !== '*' && !digits.test(segment)) ?? field;
  const column = presenceName(given(args[1]) ? args[1] : fallback, 'column');
  let at = 2;
  let ignore: PresenceOptions['ignore'];
  let ignoreFrom: PresenceParams['ignoreFrom'];
  if (withIgnore) {
    if (given(args[2])) {
      const value = args[2];
      if (!isScalar(value)) throw new Error('expects the ignored id as text or a number');
      const idColumn = presenceName(given(args[3]) ? args[3] : 'id', 'id column');
      const from = typeof value === 'string' ? bracketed.exec(value) : null;
      if (from) ignoreFrom = { column: idColumn, path: presenceName(from[1], 'ignored id field').split('.') };
      else ignore = { column: idColumn, value };
    }
    at = 4;
  }
  const rest = args.slice(at);
  if (rest.length % 2 !== 0) throw new Error('expects where conditions in column,value pairs');
  const where: [string, string][] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const value = showValue(rest[i + 1]);
    if (value === undefined || Array.isArray(rest[i + 1])) throw new Error('expects each where value as text or a number');
    where.push([presenceName(rest[i], 'where column'), value]);
  }
  return { table, column, options: { ...(ignore && { ignore }), ...(where.length > 0 && { where }) }, ...(ignoreFrom && { ignoreFrom }) };
}

/** The query options of one call: the ignored id read from the data when the rule names a field. */
function optionsFor({ options, ignoreFrom }: PresenceParams, data: unknown): PresenceOptions {
  if (!ignoreFrom) return options;
  let value = data;
  for (const key of ignoreFrom.path) value = value !== null && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  // An absent or non-scalar id ignores no row: the check stays strict.
  return isScalar(value) ? { ...options, ignore: { column: ignoreFrom.column, value } } : options;
}

function verifierOf(context: RuleContext): PresenceVerifier {
  if (!context.database) throw new Error('no database configured: call Validator.useDatabase(verifier) or pass the database option');
  return context.database;
}

/** Continues with `next` now, or after the promise, so a synchronous verifier keeps the rule synchronous. */
const then = <T, U>(value: T | PromiseLike<T>, next: (value: T) => U): U | PromiseLike<U> => (isThenable(value) ? value.then(next) : next(value as T));

/**
 * Builds `unique` (`present` false: no row may hold the value) or `exists` (`present` true: a
 * row must). Deferred, so only values that passed the field's other rules reach the database;
 * a wildcard field, or an array value, asks once with `countMany` for every distinct value.
 */
export function presenceRule(present: boolean): RuleDefinition<PresenceParams> {
  /** One answer per value from one lookup: a value passes when all its scalars are found (exists) or none is (unique). */
  const answerMany = (values: readonly unknown[], params: PresenceParams, data: unknown, context: RuleContext): readonly boolean[] | PromiseLike<readonly boolean[]> => {
    const lists = values.map((value) => (Array.isArray(value) ? value : [value]));
    const distinct = new Map<string, Scalar>();
    for (const list of lists) for (const member of list) if (isScalar(member)) distinct.set(String(member), member);
    const judge = (found: ReadonlySet<string>) =>
      lists.map((list) => list.every((member) => isScalar(member) && found.has(String(member)) === present));
    if (distinct.size === 0) return judge(new Set());
    const found = verifierOf(context).countMany(params.table, params.column, [...distinct.values()], optionsFor(params, data));
    return then(found, (rows) => judge(new Set(Array.from(rows, (row) => showValue(row) ?? ''))));
  };
  const answerOne = (value: unknown, params: PresenceParams, data: unknown, context: RuleContext): boolean | PromiseLike<boolean> => {
    if (Array.isArray(value)) return then(answerMany([value], params, data, context), ([passed]) => passed === true);
    if (!isScalar(value)) return false;
    const rows = verifierOf(context).count(params.table, params.column, value, optionsFor(params, data));
    return then(rows, (count) => (present ? Number(count) > 0 : Number(count) === 0));
  };
  return {
    message: present ? 'The selected {field} is invalid.' : 'The {field} has already been taken.',
    deferred: true,
    parse: (args, { field }) => parsePresence(args, field, !present),
    validate: (value, params, _field, data, _req, context) => answerOne(value, params, data, context),
    // A field without a wildcard arrives here alone; it keeps Laravel's single `count` query.
    validateMany: (values, params, _fields, data, _req, context) =>
      values.length === 1 ? then(answerOne(values[0], params, data, context), (passed) => [passed]) : answerMany(values, params, data, context),
  };
}
