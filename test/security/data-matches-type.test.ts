// The validated data always matches the type inferred from the rules, whatever the input: a
// property test over generated rule sets and hostile inputs, checked by a run-time checker built
// from the same rules (each type rule's guard below is tied to the type valigate infers for it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InferRules, Validator } from '../../src/index.js';

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrDate = (value: unknown): value is string | Date => typeof value === 'string' || value instanceof Date;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const isRecord = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};
const isNumberOrNumericText = (value: unknown): value is number | `${number}` => isNumber(value) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
const isAccepted = (value: unknown): value is 'yes' | 'on' | '1' | 1 | true | 'true' => (['yes', 'on', '1', 1, true, 'true'] as unknown[]).includes(value);
const isDeclined = (value: unknown): value is 'no' | 'off' | '0' | 0 | false | 'false' => (['no', 'off', '0', 0, false, 'false'] as unknown[]).includes(value);
const isNothing = (value: unknown): value is never => false;
const isKeptEmpty = (value: unknown): value is null | never[] | Record<string, never> => value === null || (Array.isArray(value) && value.length === 0) || (isRecord(value) && Object.keys(value).length === 0);

/** The guard of each type rule the generator uses: what a passing value is in the data. */
const GUARDS = {
  string: isString,
  email: isString,
  url: isString,
  uuid: isString,
  json: isString,
  alpha: isString,
  date: isStringOrDate,
  date_format: isString,
  after: isStringOrDate,
  before_or_equal: isStringOrDate,
  integer: isNumber,
  numeric: isNumber,
  boolean: isBoolean,
  array: isList,
  object: isRecord,
  list: isList,
  bool: isBoolean,
  int: isNumber,
  digits: isNumberOrNumericText,
  digits_between: isNumberOrNumericText,
  min_digits: isNumberOrNumericText,
  max_digits: isNumberOrNumericText,
  decimal: isNumberOrNumericText,
  multiple_of: isNumberOrNumericText,
  accepted: isAccepted,
  declined: isDeclined,
  missing: isNothing,
  prohibited: isKeptEmpty,
} as const;

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Guarded<G> = G extends (value: unknown) => value is infer T ? T : never;
type Inferred<N extends string> = InferRules<{ f: `required|${N}` }> extends { f: infer T } ? T : never;
/** Compiles only while every guard guards exactly the type valigate infers for a required field with that rule. */
const guardsAgreeWithInference: { [N in keyof typeof GUARDS]: Equal<Guarded<(typeof GUARDS)[N]>, Inferred<N>> } = {
  string: true,
  email: true,
  url: true,
  uuid: true,
  json: true,
  alpha: true,
  date: true,
  date_format: true,
  after: true,
  before_or_equal: true,
  integer: true,
  numeric: true,
  boolean: true,
  array: true,
  object: true,
  list: true,
  bool: true,
  int: true,
  digits: true,
  digits_between: true,
  min_digits: true,
  max_digits: true,
  decimal: true,
  multiple_of: true,
  accepted: true,
  declined: true,
  missing: true,
  prohibited: true,
};

/** What one field's rules say about its value in the data, read from its tokens as the types read them. */
interface Facts {
  readonly guards: ((value: unknown) => boolean)[];
  /** The `in` values, as text and as numbers where they read as one (`in:1` lets `1` and `'1'` through). */
  readonly literal: Set<unknown> | undefined;
  readonly required: boolean;
  readonly optional: boolean;
  readonly absent: boolean;
  readonly nullable: boolean;
  /** `filled`: a present null fails, `nullable` or not. */
  readonly filled: boolean;
}

function factsOf(rules: string): Facts {
  const facts = { guards: [] as ((value: unknown) => boolean)[], literal: undefined as Set<unknown> | undefined, required: false, optional: false, absent: false, nullable: false, filled: false };
  for (const token of rules.split('|').filter(Boolean)) {
    const [name, params = ''] = token.split(':') as [string, string?];
    if (Object.hasOwn(GUARDS, name)) facts.guards.push(GUARDS[name as keyof typeof GUARDS]);
    // any_of: one of its sets' guards (each set one type rule here), as its type is the union of theirs.
    if (name === 'any_of') {
      const sets = params.split(',').map((set) => GUARDS[set as keyof typeof GUARDS]);
      facts.guards.push(Object.defineProperty((value: unknown) => sets.some((guard) => guard(value)), 'name', { value: `any_of:${params}` }));
    }
    if (name === 'required' || name === 'accepted' || name === 'declined') facts.required = true;
    if (name === 'optional') facts.optional = true;
    if (name === 'sometimes') facts.absent = true;
    if (name === 'nullable') facts.nullable = true;
    if (name === 'filled') facts.filled = true;
    if (name === 'in') facts.literal = new Set(params.split(',').flatMap((value) => (Number.isFinite(Number(value)) ? [value, Number(value)] : [value])));
  }
  // boolean converts a listed value: `boolean|in:1` holds `true`.
  if (facts.literal && facts.guards.includes(isBoolean)) for (const value of [...facts.literal]) if (value === '1' || value === '0') facts.literal.add(value === '1');
  return facts;
}

/** Null is kept (`nullable`) unless required or filled refuses it or optional leaves it out. */
const keepsNull = (facts: Facts | undefined) => facts !== undefined && facts.nullable && !facts.required && !facts.filled && !facts.optional;

/** A field's value as its type has it: null only when `keepsNull`; each type rule's guard; `in` values (each element for a list). */
function leafProblem(facts: Facts, value: unknown): string | undefined {
  // With no type rule and no `in`, the type is `unknown`, which null belongs to.
  const untyped = facts.guards.length === 0 && facts.literal === undefined;
  // Null is in the type when nullable keeps it, or when every type rule's type has it (prohibited keeps an empty value).
  const nullTyped = facts.guards.length > 0 && facts.literal === undefined && facts.guards.every((guard) => guard(null));
  if (value === null) return untyped || nullTyped || keepsNull(facts) ? undefined : 'null where the type has none';
  if (value === undefined) return 'undefined as a value';
  for (const guard of facts.guards) if (!guard(value)) return `fails the guard ${guard.name}`;
  if (facts.literal) {
    const members = Array.isArray(value) ? value : [value];
    if (!members.every((member) => facts.literal!.has(member))) return 'not one of the in values';
  }
  return undefined;
}

/** The declared paths as a tree, each node with its own field's facts when it is declared itself. */
interface Node {
  facts: Facts | undefined;
  readonly children: Map<string, Node>;
}

function treeOf(rules: Readonly<Record<string, string>>): Node {
  const root: Node = { facts: undefined, children: new Map() };
  for (const [path, spec] of Object.entries(rules)) {
    let node = root;
    for (const segment of path.split('.')) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { facts: undefined, children: new Map() }));
      node = child;
    }
    node.facts = factsOf(spec);
  }
  return root;
}

/** A key of invalid data that no rule declares: the data of a failed validation holds declared fields only, too. */
function undeclared(node: Node, value: unknown, path: string): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const members = node.children.get('*');
  for (const key of Object.keys(value)) {
    const child = node.children.get(key) ?? members;
    if (!child) return `${path}.${key}: undeclared`;
    if (child.children.size > 0) {
      const found = undeclared(child, (value as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

const present = (facts: Facts | undefined) => facts !== undefined && facts.required && !facts.optional && !facts.absent;
const typedContainer = (facts: Facts | undefined) => facts !== undefined && (facts.guards.includes(isList) || facts.guards.includes(isRecord));

/** As the types decide it: a leaf when required; a parent when required with an object or array rule, or when a non-wildcard child is. */
function requiredNode(node: Node): boolean {
  if (node.children.size === 0) return present(node.facts);
  if (present(node.facts) && typedContainer(node.facts)) return true;
  return [...node.children].some(([segment, child]) => segment !== '*' && requiredNode(child));
}

/**
 * Where `value` breaks the type of `node` (its path and why), or undefined. Valid data has the
 * inferred type; invalid data is typed `Record<string, unknown>`, and must still hold only declared fields.
 */
function problem(node: Node, value: unknown, path: string, valid: boolean): string | undefined {
  if (node.children.size === 0) {
    const found = valid ? leafProblem(node.facts!, value) : undefined;
    return found && `${path}: ${found}`;
  }
  if (!valid) return undeclared(node, value, path);
  if (value === null) return keepsNull(node.facts) ? undefined : `${path}: null parent`;
  const members = node.children.get('*');
  if (members) {
    const facts = node.facts;
    if (facts?.guards.includes(isList) && !Array.isArray(value)) return `${path}: not a list`;
    if (facts?.guards.includes(isRecord) && !isRecord(value)) return `${path}: not a record`;
    if (!Array.isArray(value) && !isRecord(value)) return `${path}: neither a list nor a record`;
    // Not under sometimes: a missing element of a list is read as null, so it is there.
    const gap = members.facts !== undefined && members.facts.optional;
    const keys = Array.isArray(value) ? Array.from(value.keys(), String) : Object.keys(value);
    for (const key of keys) {
      const member = (value as Record<string, unknown>)[key];
      // A list's gap reads undefined: the type has it only for a member `optional` (or an exclusion) may leave out.
      if (member === undefined && Array.isArray(value) && gap) continue;
      if (!Object.hasOwn(value, key)) return `${path}.${key}: a hole in the list`;
      const found = problem(members, member, `${path}.${key}`, valid);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value) && !Array.isArray(value)) return `${path}: not an object`;
  for (const key of Object.keys(value)) if (!node.children.has(key)) return `${path}.${key}: undeclared`;
  for (const [segment, child] of node.children) {
    if (Object.hasOwn(value, segment)) {
      const found = problem(child, (value as Record<string, unknown>)[segment], `${path}.${segment}`, valid);
      if (found) return found;
    } else if (valid && requiredNode(child)) return `${path}.${segment}: required, missing`;
  }
  return undefined;
}

const PRESENCE = ['', 'required', 'optional', 'sometimes', 'nullable', 'required|nullable', 'sometimes|nullable', 'optional|nullable', 'filled|nullable'];
const LEAF_TYPES = [
  ...['', 'string', 'integer', 'numeric', 'boolean', 'boolean:strict', 'integer:strict', 'array', 'object', 'email', 'uuid', 'json', 'alpha', 'url', 'in:a,b,1', 'integer|in:1,2', 'boolean|in:1', 'array|in:a,b', 'string|max:3', 'min:2', 'integer|min:1', 'alpha_num'],
  ...['list', 'bool', 'int:strict', 'digits:1', 'digits_between:1,2', 'min_digits:1', 'max_digits:2', 'decimal:0,1', 'multiple_of:0.5', 'between:1,3', 'gt:0', 'lte:1', 'integer|gte:1'],
  ...['date', 'date_format:Y-m-d', 'string|after:2000-01-01', 'date|before_or_equal:2030-01-01'],
  ...['accepted', 'declined', 'boolean|accepted', 'filled', 'present', 'missing', 'prohibited', 'string|filled', 'present|string'],
  ...['any_of:uuid,integer', 'any_of:boolean,array', 'string|any_of:email,url'],
];
const PARENT_TYPES = ['', 'array', 'object'];
const LEAVES = ['a', 'b', 'p.c', 'p.d', 'w.*', 'l.*.k', 'l.*.m', 'g.*.*', '*.n'];
const PARENTS = ['p', 'w', 'l', 'g.*'];

const spec = (presence: string, type: string) => [presence, type].filter(Boolean).join('|');

/** A rules map: some leaves with a presence and a type, some of their parents declared too. */
const rulesMaps = fc
  .record({
    leaves: fc.uniqueArray(fc.tuple(fc.constantFrom(...LEAVES), fc.constantFrom(...PRESENCE), fc.constantFrom(...LEAF_TYPES)), { minLength: 1, maxLength: 5, selector: ([path]) => path }),
    parents: fc.uniqueArray(fc.tuple(fc.constantFrom(...PARENTS), fc.constantFrom(...PRESENCE), fc.constantFrom(...PARENT_TYPES)), { maxLength: 3, selector: ([path]) => path }),
  })
  .map(({ leaves, parents }) => {
    const rules: Record<string, string> = {};
    for (const [path, presence, type] of leaves) rules[path] = spec(presence, type);
    for (const [path, presence, type] of parents) if (LEAVES.some((leaf) => leaf.startsWith(`${path}.`) && Object.hasOwn(rules, leaf))) rules[path] = spec(presence, type);
    return rules;
  })
  // A `*.n` root wildcard reads every top-level key: alone with the others it would also declare them.
  .filter((rules) => !Object.hasOwn(rules, '*.n') || Object.keys(rules).length === 1);

const KEYS = ['a', 'b', 'c', 'd', 'k', 'm', 'n', 'p', 'w', 'l', 'g', 'x'];
const scalars = fc.oneof(
  fc.constantFrom('', ' ', '\t', '\0', ' \0 ', '0', '1', '05', '+5', '1.5', 'a', 'b', 'abc', 'abcd', 'a@b.co', '{"a":1}', 'https://x.io', '123e4567-e89b-12d3-a456-426614174000', 'true', 'yes', 'on', 'no', 'off', 'false', '0.5', '2024-01-15', '1999-12-31 10:00'),
  fc.constantFrom(0, 1, 2, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, true, false, null, undefined),
  fc.string({ maxLength: 6 }),
  fc.integer(),
);
const values = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalars, tie('list'), tie('record')),
  list: fc.array(tie('value'), { maxLength: 4 }),
  record: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 4 }),
})).value;
const inputs = fc.dictionary(fc.constantFrom(...KEYS), values, { maxKeys: 6 });

describe('the validated data always matches the inferred type', () => {
  it('ties each guard to the inferred type (compile time) and covers the type rules it generates', () => {
    expect(Object.values(guardsAgreeWithInference).every(Boolean)).toBe(true);
    const generated = new Set(LEAF_TYPES.flatMap((type) => type.split('|').map((token) => token.split(':')[0])));
    for (const name of ['string', 'integer', 'numeric', 'boolean', 'array', 'object', 'email', 'uuid', 'json', 'alpha', 'url', 'date', 'date_format', 'after', 'before_or_equal']) expect(generated.has(name), name).toBe(true);
  });

  it.each([
    ['generated code', {}],
    ['the walk alone', { compile: false }],
    ['blank strings kept as text', { convertEmptyStringsToNull: false }],
  ] as const)('for generated rule sets and hostile inputs (%s)', (_, options) => {
    fc.assert(
      fc.property(rulesMaps, inputs, (rules, input) => {
        const result = new Validator(rules, options).validateSync(input);
        const found = problem(treeOf(rules), result.data, '(data)', result.valid);
        expect(found, `${JSON.stringify(rules)} on ${JSON.stringify(input)} gave ${JSON.stringify(result.data)}`).toBeUndefined();
      }),
      { numRuns: 2_000 },
    );
    // 2,000 validators built and run: seconds, many more on a busy machine.
  }, 120_000);

  it('catches a lie, so a pass above means something', () => {
    const tree = treeOf({ page: 'integer', tags: 'array', 'tags.*': 'string' });
    expect(problem(tree, { page: '' }, '(data)', true)).toMatch(/page: fails the guard isNumber/);
    expect(problem(tree, { page: null }, '(data)', true)).toMatch(/null where the type has none/);
    expect(problem(tree, { tags: [, 'a'] }, '(data)', true)).toMatch(/a hole in the list/);
    expect(problem(tree, { tags: { a: 'x' } }, '(data)', true)).toMatch(/not a list/);
    expect(problem(tree, { extra: 1 }, '(data)', true)).toMatch(/undeclared/);
    expect(problem(treeOf({ name: 'required|string' }), {}, '(data)', true)).toMatch(/required, missing/);
  });
});
