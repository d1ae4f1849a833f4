import { Batches } from '../../src/batch.js';
import { installFeature } from '../../src/feature.js';
import { elementsOf, isList, isObjectLike, lengthOf, ownValue } from '../../src/input.js';
import { showValue } from '../../src/messages.js';
import { bracketed, digits, sqlName } from '../../src/patterns.js';
import type { PresenceCount, PresenceOptions, PresenceVerifier, RuleContext, RuleDefinition } from '../../src/types.js';
import { isThenable } from '../../src/values.js';

/** Throws a `TypeError` unless `name` is a safe table or column name (`^[A-Za-z_][A-Za-z0-9_.]*$`, no empty part). */
export function presenceName(name: unknown, what: string): string {
  if (name === undefined) throw new TypeError(`valigate: expects a ${what} name`);
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
 * A value given as a value (`Rule.unique` and `Rule.exists` write an ignored id and a where value
 * `[value]`): compared as it is, never read as `[field]`, `NULL`, `NOT_NULL` or `!value`.
 */
const asGiven = (arg: unknown): { readonly value: unknown } | undefined => (Array.isArray(arg) && arg.length === 1 ? { value: arg[0] } : undefined);

/** A where value `Rule.unique(...).whereIn()` or `whereNotIn()` gives (`{ in: [...] }`, `{ notIn: [...] }`): its values, each text or a finite number. */
function listOf(arg: unknown): { readonly values: (string | number)[]; readonly not: boolean } | undefined {
  if (arg === null || typeof arg !== 'object' || Array.isArray(arg)) return undefined;
  const { in: among, notIn } = arg as { in?: unknown; notIn?: unknown };
  const values = among ?? notIn;
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) throw new Error('expects the values of whereIn and whereNotIn as an array of text or numbers');
  return { values: [...values], not: among === undefined };
}

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
    const literal = asGiven(args[2]);
    if (literal !== undefined || given(args[2])) {
      const value = literal === undefined ? args[2] : literal.value;
      if (!isScalar(value)) throw new Error('expects the ignored id as text or a number');
      const idColumn = presenceName(given(args[3]) ? args[3] : 'id', 'id column');
      const from = literal === undefined && typeof value === 'string' ? bracketed.exec(value) : null;
      if (from) ignoreFrom = { column: idColumn, path: presenceName(from[1], 'ignored id field').split('.') };
      else ignore = { column: idColumn, value };
    }
    at = 4;
  }
  const rest = args.slice(at);
  if (rest.length % 2 !== 0) throw new Error('expects where conditions in column,value pairs');
  const where: NonNullable<PresenceOptions['where']>[number][] = [];
  const whereIn: NonNullable<PresenceOptions['whereIn']>[number][] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const list = listOf(rest[i + 1]);
    if (list !== undefined) {
      const name = presenceName(rest[i], 'where column');
      whereIn.push(list.not ? [name, list.values, 'not'] : [name, list.values]);
      continue;
    }
    const literal = asGiven(rest[i + 1]);
    const written = literal === undefined ? rest[i + 1] : literal.value;
    const value = showValue(written);
    if (value === undefined || Array.isArray(written)) throw new Error('expects each where value as text or a number');
    const column = presenceName(rest[i], 'where column');
    where.push(literal === undefined ? [column, value] : [column, value, '=']);
  }
  return { table, column, options: { ...(ignore && { ignore }), ...(where.length > 0 && { where }), ...(whereIn.length > 0 && { whereIn }) }, ...(ignoreFrom && { ignoreFrom }) };
}

/** The query options of one call: the ignored id read from the data when the rule names a field. */
function optionsFor({ options, ignoreFrom }: PresenceParams, data: unknown): PresenceOptions {
  if (!ignoreFrom) return options;
  let value = data;
  // Read as the walk reads request data: own keys only, a getter or proxy trap that throws leaves the id absent.
  for (const key of ignoreFrom.path) value = isObjectLike(value) ? ownValue(value, key)[1] : undefined;
  // An absent or non-scalar id ignores no row: the check stays strict.
  return isScalar(value) ? { ...options, ignore: { column: ignoreFrom.column, value } } : options;
}

function verifierOf(context: RuleContext, options: PresenceOptions): PresenceVerifier {
  if (!context.database) throw new Error('valigate: no database configured: call Validator.useDatabase(verifier) or pass the database option');
  // A verifier that does not know whereIn would count rows outside it: a fault, never that count.
  if (options.whereIn !== undefined && context.database.whereIn !== true) throw new Error('valigate: whereIn and whereNotIn need a verifier that applies them (whereIn: true), as sqliteVerifier and postgresVerifier do');
  return context.database;
}

/** Names a verifier's answer for an error, without calling anything on it. */
const describeAnswer = (answer: unknown): string =>
  typeof answer === 'string' ? JSON.stringify(answer.slice(0, 40)) : answer === null || typeof answer !== 'object' ? (typeof answer === 'function' ? 'a function' : String(answer)) : Array.isArray(answer) ? `an array of ${answer.length}` : 'an object';

/**
 * A verifier's count as a number: a non-negative integer given as a number, a bigint or a string of
 * digits. Throws a `TypeError` on anything else, so a verifier that answers garbage is a fault, never a pass.
 */
export function presenceCount(answer: unknown): number {
  if (typeof answer === 'number' ? Number.isSafeInteger(answer) && answer >= 0 : typeof answer === 'bigint' ? answer >= 0n : typeof answer === 'string' && digits.test(answer)) {
    return Number(answer as PresenceCount);
  }
  throw new TypeError(`valigate: the presence verifier answered ${describeAnswer(answer)} where a count was expected (a non-negative integer)`);
}

/** `countMany`'s answer as numbers: an array of one count per asked value, in order; else a `TypeError`. */
function presenceCounts(answer: unknown, asked: number): number[] {
  if (!Array.isArray(answer) || answer.length !== asked) {
    throw new TypeError(`valigate: the presence verifier's countMany answered ${describeAnswer(answer)} where an array of ${asked} counts was expected`);
  }
  return Array.from(answer, presenceCount);
}

/** Continues with `next` now, or after the promise, so a synchronous verifier keeps the rule synchronous. */
const then = <T, U>(value: T | PromiseLike<T>, next: (value: T) => U): U | PromiseLike<U> => (isThenable(value) ? value.then(next) : next(value as T));

/**
 * Builds `unique` (`present` false: no row may hold the value) or `exists` (`present` true: a
 * row must). Deferred, so only values that passed the field's other rules reach the database;
 * a wildcard field, or an array value, asks once with `countMany` for every distinct value, and
 * the database compares each one as `count` would. An array of more elements than
 * `limits.wildcardElements` fails without a query.
 */
export function presenceRule(present: boolean): RuleDefinition<PresenceParams> {
  // The rule batches its lookups: it brings the batching with it, whichever entry loaded it.
  installFeature('batch', Batches);
  /** One answer per value from one lookup: a value passes when all its scalars are found (exists) or none is (unique). */
  const answerMany = (values: readonly unknown[], params: PresenceParams, data: unknown, context: RuleContext): readonly boolean[] | PromiseLike<readonly boolean[]> => {
    // A list's elements as the walk reads them: a proxy trap that throws leaves a hole, which is no scalar.
    // A list longer than a wildcard may expand fails unasked, as its wildcard would: a request cannot turn one field into thousands of queries.
    const lists = values.map((value) => (!isList(value) ? [value] : lengthOf(value) > context.limits.wildcardElements ? [undefined] : elementsOf(value)));
    // Each distinct scalar, by type and value ('5' and 5 are asked apart: the database may tell them apart), with its position in the question.
    const asked = new Map<Scalar, number>();
    for (const list of lists) for (const member of list) if (isScalar(member) && !asked.has(member)) asked.set(member, asked.size);
    // Every element, holes too (a gap the walk reads as null, no scalar), which `every` would skip.
    const judge = (found: readonly boolean[]) => lists.map((list) => [...list].every((member) => isScalar(member) && found[asked.get(member)!] === present));
    if (asked.size === 0) return judge([]);
    const counts = verifierOf(context, params.options).countMany(params.table, params.column, [...asked.keys()], optionsFor(params, data));
    return then(counts, (answer) => judge(presenceCounts(answer, asked.size).map((count) => count > 0)));
  };
  const answerOne = (value: unknown, params: PresenceParams, data: unknown, context: RuleContext): boolean | PromiseLike<boolean> => {
    if (isList(value)) return then(answerMany([value], params, data, context), ([passed]) => passed === true);
    if (!isScalar(value)) return false;
    const count = verifierOf(context, params.options).count(params.table, params.column, value, optionsFor(params, data));
    return then(count, (answer) => presenceCount(answer) > 0 === present);
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
