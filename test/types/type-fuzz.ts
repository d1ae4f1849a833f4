// Random rule maps in the three notations, inputs aimed at them, and each map written out as
// TypeScript source: the source is what tsc checks and, evaluated, what the validator runs, so
// the rules typed and the rules validated are one text.
import fc from 'fast-check';

/** A rule as a token: its name and parameters; `tuple` writes it `['in', 'a', 'b']` in array notation. */
export interface Token {
  readonly name: string;
  readonly args: readonly (string | number)[];
  readonly tuple: boolean;
}

/** `Rule.when(condition, then, otherwise)` or one of its single-rule kin (`Rule.requiredIf(condition)`). */
export interface Conditional {
  readonly form: 'when' | 'requiredIf' | 'excludeIf' | 'prohibitedIf';
  /** The condition as source: a boolean literal or an arrow function of the data. */
  readonly condition: string;
  readonly then: readonly (Token | Written)[];
  readonly otherwise: readonly (Token | Written)[] | undefined;
}

/** A rule only array and fluent notation can write (a rules map inside `anyOf`, an enum object), as source in each, with values it lets through. */
export interface Written {
  readonly element: string;
  readonly method: string;
  readonly passing: readonly unknown[];
}

export type Part = Token | Conditional | Written;

/** One field of a rules map: its path, the notation it is written in, its rules in order. */
export interface FieldRules {
  readonly path: string;
  readonly notation: 'pipe' | 'array' | 'fluent';
  readonly parts: readonly Part[];
}

const isConditional = (part: Part): part is Conditional => 'form' in part;
const isWritten = (part: Part): part is Written => 'element' in part;
const isToken = (part: Part): part is Token => 'name' in part;

/** Rules that take a list as one argument in the fluent notation (`in(['a', 'b'])`). */
const LIST_METHODS = new Set(['in', 'not_in', 'enum', 'any_of']);

const camel = (name: string) => name.replace(/_(.)/g, (_, letter: string) => letter.toUpperCase());
const text = (token: Token) => (token.args.length ? `${token.name}:${token.args.join(',')}` : token.name);
const source = (value: string | number) => (typeof value === 'number' ? String(value) : JSON.stringify(value));

function element(token: Token): string {
  if (!token.tuple || token.args.length === 0) return JSON.stringify(text(token));
  return `[${[token.name, ...token.args].map(source).join(', ')}]`;
}

const elements = (parts: readonly (Token | Written)[]) => `[${parts.map((part) => (isWritten(part) ? part.element : element(part))).join(', ')}]`;

function conditional(part: Conditional): string {
  if (part.form !== 'when') return `Rule.${part.form}(${part.condition})`;
  return `Rule.when(${part.condition}, ${elements(part.then)}${part.otherwise ? `, ${elements(part.otherwise)}` : ''})`;
}

function method(part: Part): string {
  if (isWritten(part)) return part.method;
  if (isConditional(part)) {
    // A chain has no requiredIf(condition) method (its requiredIf names another field): `when` says the same.
    const then: readonly (Token | Written)[] = part.form === 'when' ? part.then : [{ name: { requiredIf: 'required', excludeIf: 'exclude', prohibitedIf: 'prohibited' }[part.form], args: [], tuple: false }];
    return `.when(${part.condition}, ${elements(then)}${part.otherwise ? `, ${elements(part.otherwise)}` : ''})`;
  }
  const args = LIST_METHODS.has(part.name) ? `[${part.args.map(source).join(', ')}]` : part.args.map(source).join(', ');
  return `.${camel(part.name)}(${args})`;
}

/** One field's rules as source, in its notation (a conditional part needs array or fluent notation). */
export function fieldSource(field: FieldRules): string {
  const { parts } = field;
  if (field.notation === 'pipe') return JSON.stringify(parts.map((part) => text(part as Token)).join('|'));
  if (field.notation === 'array') return `[${parts.map((part) => (isConditional(part) ? conditional(part) : isWritten(part) ? part.element : element(part))).join(', ')}]`;
  // A chain may open with a Rule.* conditional; else with field().
  const [first, ...rest] = parts;
  if (first && isConditional(first)) return conditional(first) + rest.map(method).join('');
  return `field()${parts.map(method).join('')}`;
}

/** A rules map as source: an object literal of the fields in order. */
export const rulesSource = (fields: readonly FieldRules[]) => `{ ${fields.map((field) => `${JSON.stringify(field.path)}: ${fieldSource(field)}`).join(', ')} }`;

/** A value as a TypeScript expression: holes stay holes, `undefined`, NaN and -0 as themselves. */
export function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? String(value) : value > 0 ? 'Infinity' : '-Infinity';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${JSON.stringify(value.toISOString())})`;
  if (Array.isArray(value)) {
    const items = Array.from({ length: value.length }, (_, at) => (at in value ? literal(value[at]) : ''));
    // `[1, ,]` is two long: a trailing hole needs one more comma than its place.
    return `[${items.join(', ')}${value.length > 0 && !(value.length - 1 in value) ? ',' : ''}]`;
  }
  if (typeof value === 'object') {
    // `"__proto__": x` in a literal sets the prototype; the computed form makes the key.
    const key = (name: string) => (name === '__proto__' ? `["__proto__"]` : JSON.stringify(name));
    return `{ ${Object.entries(value).map(([name, member]) => `${key(name)}: ${literal(member)}`).join(', ')} }`;
  }
  throw new TypeError(`no literal for ${typeof value}`);
}

// ---- the generator ----------------------------------------------------------------------

const token = (name: string, ...args: (string | number)[]) => fc.boolean().map((tuple): Token => ({ name, args, tuple }));

/** Rules that say what a value is (each module's `RuleTypes` entry types it). */
const TYPE_TOKENS = [
  ['string'],
  ['integer'],
  ['integer', 'strict'],
  ['numeric'],
  ['numeric', 'strict'],
  ['boolean'],
  ['boolean', 'strict'],
  ['bool'],
  ['int'],
  ['array'],
  ['list'],
  ['object'],
  ['date'],
  ['date_format', 'Y-m-d'],
  ['after', '2000-01-01'],
  ['before_or_equal', '2030-01-01'],
  ['email'],
  ['uuid'],
  ['json'],
  ['url'],
  ['alpha'],
  ['ip'],
  ['ulid'],
  ['timezone'],
  ['hex_color'],
  ['ascii'],
  ['lowercase'],
  ['length', 3],
  ['digits', 1],
  ['digits_between', 1, 3],
  ['min_digits', 1],
  ['max_digits', 2],
  ['decimal', 0, 1],
  ['multiple_of', 0.5],
  ['accepted'],
  ['declined'],
  ['in', 'a', 'b', 1],
  ['in', 1, 2],
  ['in', 'true', '0'],
  ['not_in', 'a'],
  ['enum', 'a', 2],
  ['any_of', 'uuid', 'integer'],
  ['any_of', 'boolean', 'array'],
  ['prohibited'],
  ['missing'],
  ['regex', '/^a|b$/'],
  ['starts_with', 'a'],
  ['distinct'],
  ['array_keys', 'k'],
  ['required_array_keys', 'k'],
  ['in_array_keys', 'k'],
] as const;

/** Rules that say whether the field is there, or when it is left out. */
const PRESENCE_TOKENS = [
  // The first seven are the plain ones.
  ['required'],
  ['nullable'],
  ['sometimes'],
  ['optional'],
  ['present'],
  ['filled'],
  ['bail'],
  ['exclude'],
  ['exclude_if', 'a', '1'],
  ['exclude_unless', 'a', '1'],
  ['exclude_with', 'b'],
  ['exclude_without', 'b'],
  ['required_if', 'a', '1'],
  ['required_with', 'b'],
  ['required_without', 'b'],
  ['prohibited_if', 'a', '1'],
  ['present_if', 'a', '1'],
  ['missing_if', 'a', '1'],
  ['accepted_if', 'a', 'yes'],
] as const;

/** Rules that only compare: they narrow no type, but let some values of each type through. */
const SIZE_TOKENS = [['min', 1], ['max', 3], ['size', 2], ['between', 1, 3], ['gt', 0], ['gte', 1], ['lte', 1]] as const;

/**
 * Rules that read a field no rule declares: `confirmed` its `<field>_confirmation`, the others `o`.
 * Drawn only for a field without a wildcard, whose other field is one key of the input.
 */
const READING_TOKENS = [['confirmed'], ['same', 'o'], ['different', 'o'], ['gt', 'o'], ['lte', 'o'], ['in_array', 'o.*'], ['required_with', 'o'], ['prohibits', 'o'], ['required_if', 'o', '1']] as const;

/** The undeclared field a rule of `path` reads, as a path; undefined for a rule that reads none. */
export function readPath(path: string, token: Token): string | undefined {
  if (token.name === 'confirmed') return `${path}_confirmation`;
  return token.args[0] === 'o' || token.args[0] === 'o.*' ? 'o' : undefined;
}

const fromTable = (table: readonly (readonly (string | number)[])[]) => fc.constantFrom(...table).chain(([name, ...args]) => token(String(name), ...args));

/** The rule tables a field draws from; `reading`: now and then a rule that reads an undeclared field. */
function tables(reading: boolean) {
  // The plain presence rules as often as all those that read another field.
  const presence = fc.oneof(fromTable(PRESENCE_TOKENS.slice(0, 7)), fromTable(PRESENCE_TOKENS.slice(7)));
  const types = fc.oneof({ weight: 8, arbitrary: fromTable(TYPE_TOKENS) }, { weight: 1, arbitrary: fc.constantFrom(...WRITTEN) });
  /** A field's plain tokens: mostly a presence rule and a type rule, sometimes more of each or a size rule. */
  const tokens = fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: fc.array(presence, { maxLength: 1 }) }, { weight: 1, arbitrary: fc.array(presence, { minLength: 2, maxLength: 2 }) }),
      fc.oneof({ weight: 6, arbitrary: fc.array(types, { minLength: 1, maxLength: 1 }) }, { weight: 1, arbitrary: fc.array(types, { maxLength: 2 }) }),
      fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fromTable(SIZE_TOKENS), { minLength: 1, maxLength: 1 }) }),
      fc.boolean(),
      reading ? fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fromTable(READING_TOKENS), { minLength: 1, maxLength: 1 }) }) : fc.constant([]),
    )
    // Either presence first (as people write) or types first: the first converting rule decides the data.
    .map(([presence, types, sizes, typesFirst, reads]) => (typesFirst ? [...types, ...presence, ...sizes, ...reads] : [...presence, ...types, ...sizes, ...reads]));
  // `bail` under a condition is refused at construction.
  const conditionable = presence.filter((part) => part.name !== 'bail');
  const conditionals: fc.Arbitrary<Conditional> = fc.record({
    form: fc.constantFrom('when', 'when', 'requiredIf', 'excludeIf', 'prohibitedIf'),
    condition: fc.constantFrom(...CONDITIONS),
    then: fc.array(fc.oneof(types, conditionable), { minLength: 1, maxLength: 2 }),
    otherwise: fc.option(fc.array(fc.oneof(types, conditionable), { minLength: 1, maxLength: 2 }), { nil: undefined }),
  });
  /** A field's parts: its tokens, and now and then a conditional among them (never in a pipe string). */
  return fc.tuple(tokens, fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: conditionals }), fc.nat()).map(([plain, when, at]): Part[] => {
    if (!when) return plain;
    const placed: Part[] = [...plain];
    placed.splice(at % (plain.length + 1), 0, when);
    return placed;
  });
}

const CONDITIONS = ['true', 'false', "(d) => d.a === '1'", '(d) => !d.b'];

/** Rules with parameters a pipe string cannot hold. */
const WRITTEN: readonly Written[] = [
  { element: "Rule.anyOf([{ k: 'required|string' }, 'integer'])", method: ".anyOf([{ k: 'required|string' }, 'integer'])", passing: [{ k: 'x' }, '5', 5] },
  { element: "Rule.anyOf([['array', 'min:1'], ['boolean']])", method: ".anyOf([['array', 'min:1'], ['boolean']])", passing: [['a'], true, '0'] },
  { element: "['enum', { A: 'a', B: 2 }]", method: ".enum({ A: 'a', B: 2 })", passing: ['a', 2, '2'] },
  { element: "['in', 'x', 1]", method: ".rule('in', 'x', 1)", passing: ['x', 1, '1'] },
  { element: "['object', 'k']", method: ".object(['k'])", passing: [{ k: 1 }, {}] },
];
const PARTS = tables(false);
const READING_PARTS = tables(true);

const fieldRules = (path: string) =>
  fc.tuple(path.includes('*') ? PARTS : READING_PARTS, fc.constantFrom('pipe', 'array', 'fluent') as fc.Arbitrary<FieldRules['notation']>).map(([rules, notation]): FieldRules => ({
    path,
    notation: notation === 'pipe' && !rules.every(isToken) ? 'array' : notation,
    parts: rules,
  }));

/** Leaf paths: plain, nested, escaped, under one wildcard, under two. */
const LEAVES = ['a', 'b', 'p.c', 'p.d', 'p.q.r', 's\\.t', 'w.*', 'w.x', 'l.*.k', 'l.*.m', 'g.*.*'];
/** Parents that may be declared beside their children (a parent beside wildcard children included). */
const PARENTS = ['p', 'p.q', 'w', 'l', 'l.*', 'g', 'g.*'];

/** A root wildcard: alone, or beside named keys it reaches too (`a` beside `*.n`). */
const ROOT_WILDCARDS = ['*.n', '*'];

/** A rules map of 1-5 fields: some leaves, and some of their parents declared too; now and then a root wildcard, alone or beside a few leaves. */
export const rulesMaps: fc.Arbitrary<FieldRules[]> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.uniqueArray(fc.constantFrom(...LEAVES), { minLength: 1, maxLength: 4 }), fc.uniqueArray(fc.constantFrom(...PARENTS), { maxLength: 2 })) },
  { weight: 1, arbitrary: fc.constantFrom(...ROOT_WILDCARDS).map((root): [string[], string[]] => [[root], []]) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...ROOT_WILDCARDS), fc.uniqueArray(fc.constantFrom(...LEAVES), { minLength: 1, maxLength: 2 })).map(([root, leaves]): [string[], string[]] => [[root, ...leaves], []]) },
)
  .map(([leaves, parents]) => [...parents.filter((parent) => leaves.some((leaf) => leaf.startsWith(`${parent}.`))), ...leaves].slice(0, 5))
  .chain((paths) => fc.tuple(...paths.map((path) => fieldRules(path))));

/** Rules `Validator.sometimes` adds, as a pipe string: what they may let into the data, leave out of it, or make it refuse. */
const ADDED = ['nullable', 'optional', 'exclude', 'required', 'integer', 'string|nullable'];

/** Now and then a `.sometimes(path, rules, condition)` call on the validator, as source (else ''), for one of the fields' paths. */
export const sometimesCall = (fields: readonly FieldRules[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...fields.map((one) => one.path)), fc.constantFrom(...ADDED), fc.constantFrom('() => true', '(d) => !d.b'))
        .map(([path, rules, condition]) => `.sometimes(${JSON.stringify(path)}, ${JSON.stringify(rules)}, ${condition})`),
    },
  );

// ---- inputs -------------------------------------------------------------------------------

const SCALARS = [
  ...['', ' ', '0', '1', '2', '05', '+5', '1.5', '-1', '1e3', 'a', 'b', 'abc', 'A', 'true', 'false', 'yes', 'on', 'no', 'off'],
  ...['a@b.co', '{"a":1}', '[]', 'https://x.io', '123e4567-e89b-12d3-a456-426614174000', '01ARZ3NDEKTSV4RRFFQ69G5FAV', '127.0.0.1', 'UTC', '#fff', '2024-01-15', '1999-12-31 10:00'],
  ...[0, 1, 2, -1, 1.5, 3, -0, 1e21, 9007199254740993, '1e21', '-0', 'Infinity', true, false, null, undefined],
];

const scalars = fc.constantFrom(...SCALARS);

/** Values each rule lets through, so that inputs aimed at a field often pass it. */
const PASSING: Readonly<Record<string, readonly unknown[]>> = {
  string: ['abc', 'a'],
  alpha: ['abc'],
  ascii: ['abc'],
  lowercase: ['abc'],
  length: ['abc'],
  integer: [1, '2', '05', -1],
  int: [1, '2'],
  numeric: ['1.5', 1.5, '1e3', 2],
  boolean: [true, false, '1', 0],
  bool: [true, '0'],
  array: [['a'], [1, 2], []],
  list: [['a', 'b']],
  object: [{ k: 'a' }, {}],
  date: ['2024-01-15', new Date('2024-01-15')],
  date_format: ['2024-01-15'],
  after: ['2024-01-15'],
  before_or_equal: ['2024-01-15'],
  email: ['a@b.co'],
  uuid: ['123e4567-e89b-12d3-a456-426614174000'],
  json: ['{"a":1}', '[]'],
  url: ['https://x.io'],
  ip: ['127.0.0.1'],
  ulid: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'],
  timezone: ['UTC'],
  hex_color: ['#fff'],
  digits: ['1', 2],
  digits_between: ['12', 5],
  min_digits: [12, '3'],
  max_digits: ['12', 1],
  decimal: ['1.5', 2],
  multiple_of: [1.5, '2'],
  accepted: ['yes', 'on', true, 1, '1', 'true'],
  declined: ['no', 'off', false, 0, '0', 'false'],
  in: ['a', 1, '1', '2', 'true', '0', 0, true],
  not_in: ['b'],
  enum: ['a', 2, '2'],
  any_of: ['123e4567-e89b-12d3-a456-426614174000', 1, true, ['a']],
  prohibited: [null, '', [], {}],
  regex: ['a', 'xb'],
  starts_with: ['abc'],
  distinct: [['a', 'b']],
  array_keys: [{ k: 1 }, ['a']],
  required_array_keys: [{ k: 1 }],
  in_array_keys: [{ k: 1, m: 2 }],
};

/** The declared paths as a tree of their segments, each declared node with the values its rules let through. */
interface PathNode {
  readonly children: Map<string, PathNode>;
  passing: readonly unknown[];
}

/** The names of the rules of a field, those under its conditions included. */
const passingOf = (parts: readonly Part[]): unknown[] =>
  parts.flatMap((part) => (isWritten(part) ? part.passing : isConditional(part) ? passingOf([...part.then, ...(part.otherwise ?? [])]) : (PASSING[part.name] ?? [])));

/** A path's keys, an escaped dot (`s\\.t`) kept inside its key. */
const segmentsOf = (path: string) => path.split(/(?<!\\)\./).map((segment) => segment.replaceAll('\\.', '.'));

export function pathTree(paths: readonly (string | FieldRules)[]): PathNode {
  const root: PathNode = { children: new Map(), passing: [] };
  for (const declared of paths) {
    const path = typeof declared === 'string' ? declared : declared.path;
    let node = root;
    for (const key of segmentsOf(path)) {
      let child = node.children.get(key);
      if (!child) node.children.set(key, (child = { children: new Map(), passing: [] }));
      node = child;
    }
    if (typeof declared !== 'string') node.passing = [...new Set(passingOf(declared.parts))];
  }
  return root;
}

const anything: fc.Arbitrary<unknown> = fc.oneof({ weight: 6, arbitrary: scalars }, fc.array(scalars, { maxLength: 3 }), fc.dictionary(fc.constantFrom('k', 'm', 'x'), scalars, { maxKeys: 2 }));

/**
 * A value aimed at a node: a scalar or a small container for a leaf; for a parent mostly its shape,
 * at times a scalar, a list where its keys are named, or what its own rules let through, with
 * undeclared keys now and then.
 */
function valueFor(node: PathNode): fc.Arbitrary<unknown> {
  if (node.children.size === 0) return node.passing.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...node.passing) }, { weight: 2, arbitrary: anything }) : anything;
  const own = node.passing.length ? [{ weight: 1, arbitrary: fc.constantFrom(...node.passing) }] : [];
  const members = node.children.get('*');
  if (members) {
    const member = valueFor(members);
    // Members under their keys, and the keys named beside the wildcard, which it reaches too.
    const keyed = fc.tuple(fc.dictionary(fc.constantFrom('x', 'y'), member, { maxKeys: 2 }), objectFor(node)).map(([keys, named]) => ({ ...keys, ...named }));
    return fc.oneof(
      { weight: 4, arbitrary: fc.sparseArray(member, { maxLength: 3 }) },
      { weight: 3, arbitrary: fc.array(member, { maxLength: 3 }) },
      { weight: 2, arbitrary: keyed },
      { weight: 1, arbitrary: scalars },
      ...own,
    );
  }
  return fc.oneof({ weight: 6, arbitrary: objectFor(node) }, { weight: 1, arbitrary: scalars }, { weight: 1, arbitrary: fc.array(anything, { maxLength: 2 }) }, ...own);
}

const MISSING = Symbol('missing');

/** An object with each named child at times missing, and at times a key no rule declares. */
function objectFor(node: PathNode): fc.Arbitrary<Record<string, unknown>> {
  const children = [...node.children].filter(([key]) => key !== '*').map(([key, child]) => fc.option(valueFor(child), { freq: 4, nil: MISSING }).map((value) => [key, value] as const));
  return fc.tuple(fc.tuple(...children), fc.option(scalars, { freq: 3, nil: MISSING })).map(([entries, extra]) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of entries) if (value !== MISSING) object[key] = value;
    if (extra !== MISSING) object.z = extra;
    return object;
  });
}

/** The paths of the fields the rules read that no rule declares (`a_confirmation`, `o`). */
export function readPaths(fields: readonly FieldRules[]): string[] {
  const tokens = (parts: readonly Part[]): Token[] => parts.flatMap((part) => (isToken(part) ? [part] : isConditional(part) ? tokens([...part.then, ...(part.otherwise ?? [])]) : []));
  const paths = fields.flatMap((one) => tokens(one.parts).flatMap((token) => readPath(one.path, token) ?? []));
  return [...new Set(paths)].filter((path) => !fields.some((one) => one.path === path));
}

/**
 * The input with what its reading rules compare their field with copied from the field's value
 * (`a_confirmation` and `o` as `a`, `o` a list holding it for `in_array`), so that they often pass;
 * the containers along each path are copied, never written.
 */
function echoed(fields: readonly FieldRules[], input: Record<string, unknown>): Record<string, unknown> {
  const root = { ...input };
  for (const one of fields) {
    for (const part of one.parts) {
      if (!isToken(part) || readPath(one.path, part) === undefined) continue;
      const segments = segmentsOf(one.path);
      let parent: Record<string, unknown> | undefined = root;
      for (const key of segments.slice(0, -1)) {
        const next: unknown = parent[key];
        parent = next !== null && typeof next === 'object' && !Array.isArray(next) ? (parent[key] = { ...(next as Record<string, unknown>) }) : undefined;
        if (!parent) break;
      }
      const key = segments.at(-1)!;
      if (!parent || !Object.hasOwn(parent, key)) continue;
      const value = parent[key];
      if (part.name === 'confirmed') parent[`${key}_confirmation`] = value;
      else root.o = part.name === 'in_array' ? [value] : value;
    }
  }
  return root;
}

/** An input aimed at the rules: the declared shape with right and wrong values, missing keys, holes and extra keys, and the fields the rules read. */
export const inputFor = (fields: readonly FieldRules[]): fc.Arbitrary<unknown> => {
  const tree = pathTree([...fields, ...readPaths(fields)]);
  if (tree.children.has('*')) return valueFor(tree);
  return fc.tuple(objectFor(tree), fc.boolean()).map(([input, echo]) => (echo ? echoed(fields, input) : input));
};
