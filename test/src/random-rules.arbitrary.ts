// fast-check arbitraries of whole rule maps (paths, rules, notations) and of data shaped to hit
// them, for the random-rules property tests. A map is drawn as plain tokens first, then written in
// one of the three notations, so a counterexample prints as the pipe strings it means.
import fc from 'fast-check';
import { type InlineRule, Rule, Validator, type ValidatorOptions, field } from '../../src/index.js';
import { lookup } from '../../src/registry.js';

/** One field as drawn: its path and its rule tokens (`name` or `name:params`), before a notation writes them. */
export interface DrawnField {
  readonly path: string;
  readonly tokens: readonly string[];
  readonly notation: 'pipe' | 'array' | 'fluent';
}

/** The drawn map: its fields in order. */
export type DrawnMap = readonly DrawnField[];

/**
 * Rules the generator leaves out, each with the reason; a finding's exclusion names it here so the
 * fix can lift it. (Empty when the kernel has no known drift.)
 */
export interface Exclusions {
  /** Drops a drawn map before it is built (a shape or a rule combination a known bug breaks). */
  readonly map?: (map: DrawnMap) => boolean;
}

const FIRST = ['a', 'b', '*'] as const;
const NEXT = ['*', 'c', 'd', '0'] as const;

/** A path of one to three segments from a small alphabet, so parents, children and wildcards meet: `a`, `a.*`, `a.*.c`, `*`, `*.c`, `a.*.*`. */
const path = fc
  .tuple(fc.constantFrom(...FIRST), fc.array(fc.constantFrom(...NEXT), { maxLength: 3 }))
  .map(([first, rest]) => [first, ...rest].join('.'));

/** Values the rules compare with: text, numeric text, booleans' and null's words. */
const listed = fc.constantFrom('a', '1', 'true', 'null', '0', 'abc');

/** Tokens that read no other field. */
const plain = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('string', 'integer', 'numeric', 'boolean', 'array', 'object', 'list', 'integer:strict', 'numeric:strict', 'boolean:strict', 'int', 'bool', 'object:c,d', 'array_keys:c,d') },
  { weight: 4, arbitrary: fc.constantFrom('bail', 'nullable', 'sometimes', 'present', 'filled', 'optional', 'required', 'prohibited', 'exclude', 'missing', 'accepted', 'declined') },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('min', 'max', 'size', 'gt', 'gte', 'lt', 'lte', 'multiple_of'), fc.constantFrom(-1, 0, 1, 2, 3, 1.5))
      .map(([rule, n]) => `${rule}:${n}`),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('length', 'digits', 'min_digits', 'max_digits'), fc.integer({ min: 0, max: 3 })).map(([rule, n]) => `${rule}:${n}`) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })).map(([a, b]) => `between:${Math.min(a, b)},${Math.max(a, b)}`) },
  { weight: 1, arbitrary: fc.constantFrom('digits_between:1,2', 'decimal:0,1', 'decimal:1') },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.tuple(fc.constantFrom('in', 'not_in', 'starts_with', 'ends_with', 'doesnt_start_with', 'doesnt_end_with', 'contains', 'doesnt_contain'), fc.uniqueArray(listed, { minLength: 1, maxLength: 3 })).map(([rule, values]) => `${rule}:${values.join(',')}`),
      fc.constantFrom('regex:/^a/', 'regex:/^\\d+$/', 'not_regex:/b/', 'regex:/^[a-c]*$/i'),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('alpha', 'alpha_num', 'alpha_dash', 'ascii', 'lowercase', 'uppercase', 'json', 'uuid', 'ulid', 'email', 'url', 'ip', 'hex_color', 'date', 'date_format:Y-m-d', 'after:2020-01-01', 'distinct', 'distinct:strict', 'distinct:ignore_case', 'base64', 'timezone'),
  },
);

/** Tokens that read another field, named from the map's paths (or one no field declares). */
function reading(paths: readonly string[]): fc.Arbitrary<string> {
  const other = fc.constantFrom(...paths, 'z', 'a', 'a.c');
  return fc.oneof(
    fc.tuple(fc.constantFrom('same', 'different', 'gt', 'lt', 'gte', 'lte', 'required_with', 'required_without', 'exclude_with', 'exclude_without', 'prohibits', 'present_with', 'required_if_accepted', 'prohibited_if_accepted', 'in_array'), other).map(([rule, o]) => `${rule}:${rule === 'in_array' ? `${o}.*` : o}`),
    fc.tuple(fc.constantFrom('required_if', 'required_unless', 'exclude_if', 'exclude_unless', 'prohibited_if', 'prohibited_unless', 'accepted_if', 'declined_if', 'missing_if', 'present_if'), other, listed).map(([rule, o, v]) => `${rule}:${o},${v}`),
    fc.tuple(fc.constantFrom('required_with_all', 'required_without_all'), other, other).map(([rule, x, y]) => `${rule}:${x},${y}`),
    fc.constant('confirmed'),
  );
}

/** Tokens of the rules the JSON Schema export writes exactly (README, "Exported"), with parameters it can write. */
export const exportedToken: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('string', 'integer', 'numeric', 'boolean', 'array', 'object', 'list', 'integer:strict', 'numeric:strict', 'boolean:strict', 'object:c,d'),
  fc.constantFrom('bail', 'nullable', 'sometimes', 'present', 'filled', 'optional', 'required', 'prohibited', 'accepted', 'declined'),
  fc.tuple(fc.constantFrom('min', 'max', 'size', 'gt', 'gte', 'lt', 'lte', 'multiple_of'), fc.constantFrom(-1, 0, 1, 2, 3)).map(([rule, n]) => `${rule}:${n}`),
  fc.tuple(fc.constantFrom('length', 'digits', 'min_digits', 'max_digits'), fc.integer({ min: 1, max: 3 })).map(([rule, n]) => `${rule}:${n}`),
  fc.tuple(fc.constantFrom('in', 'not_in', 'starts_with', 'ends_with', 'doesnt_start_with', 'doesnt_end_with'), fc.uniqueArray(listed, { minLength: 1, maxLength: 3 })).map(([rule, values]) => `${rule}:${values.join(',')}`),
  fc.constantFrom('regex:/^a/', 'regex:/^\\d+$/', 'not_regex:/b/', 'alpha', 'alpha_num', 'alpha_dash', 'ascii', 'uuid', 'ulid', 'hex_color', 'required_array_keys:c'),
);

/** A whole map: 1-6 distinct paths, each with 0-4 tokens in one notation; by default any built-in rule, those reading other fields included. */
export function mapOf(tokens?: fc.Arbitrary<string>): fc.Arbitrary<DrawnMap> {
  return fc.uniqueArray(path, { minLength: 1, maxLength: 6 }).chain((paths) =>
    fc.tuple(
      ...paths.map((p) =>
        fc.record({
          path: fc.constant(p),
          tokens: fc.array(tokens ?? fc.oneof({ weight: 8, arbitrary: plain }, { weight: 2, arbitrary: reading(paths) }, { weight: 1, arbitrary: objectToken }), { maxLength: 4 }),
          notation: fc.constantFrom('pipe' as const, 'array' as const, 'fluent' as const),
        }),
      ),
    ),
  );
}

/** A map of any built-in rules. */
export const drawnMap: fc.Arbitrary<DrawnMap> = mapOf();

/** Whether the generated code runs this map (a map the constructor refuses counts as yes: the property skips it). */
function generated(map: DrawnMap): boolean {
  try {
    return new Validator(rulesOf(map) as never, { compile: true }).executor.mode === 'generated';
  } catch {
    return true;
  }
}

/** Mostly maps the generated code runs, so that comparing it with the walk is not the walk against itself (a map the constructor refuses is skipped). */
export const compiledMap: fc.Arbitrary<DrawnMap> = fc.oneof({ weight: 3, arbitrary: drawnMap.filter(generated) }, { weight: 1, arbitrary: drawnMap });

/** A condition of the data, as an application writes one: asked at every validation. */
const hasB = (data: Record<string, unknown>) => {
  // Written defensively, as the data may be a hostile proxy: a fault here would be the test's, not valigate's.
  try {
    return data.b !== undefined && data.b !== null;
  } catch {
    return false;
  }
};

/** An application's rule, not declared pure: even numbers, or text of even length. */
const even: InlineRule = { name: 'app_even', message: 'The {field} is odd.', validate: (value) => (typeof value === 'number' ? value % 2 === 0 : typeof value === 'string' && value.length % 2 === 0) };
/** An application's rule with an `inlinePass` the generated code tests first. */
const short: InlineRule = { name: 'app_short', pure: true, inlinePass: (v) => `typeof ${v} === "string" && ${v}.length < 3`, validate: (value) => typeof value === 'string' && [...value].length < 3 };
/** An application's batched rule: every value of its field in one call, as `exists` asks its database. */
const many: InlineRule = { name: 'app_many', validate: () => true, validateMany: (values) => values.map((value) => value !== 'a' && value !== 1) };
/** An application's async rule: the validator then answers through validate() only. */
const later: InlineRule = { name: 'app_later', validate: async (value) => value !== 'a' };

/**
 * Rule objects, drawn as `@name` so a counterexample prints; `rulesOf` writes them into array or
 * fluent notation (a pipe string cannot hold them).
 */
const OBJECTS: Record<string, () => unknown> = {
  '@when': () => Rule.when(hasB, 'integer|min:1', 'string'),
  '@requiredIf': () => Rule.requiredIf(hasB),
  '@excludeIf': () => Rule.excludeIf(hasB),
  '@prohibitedIf': () => Rule.prohibitedIf(hasB),
  '@anyOf': () => Rule.anyOf([['string', 'min:2'], 'integer|min:1']),
  '@even': () => even,
  '@short': () => short,
  '@later': () => later,
  '@many': () => many,
};

/** Rule objects: conditions, `any_of`, the application's own rules (one async). */
export const objectToken: fc.Arbitrary<string> = fc.constantFrom(...Object.keys(OBJECTS));

/** Validator options that change what a run does: strict, blank text kept, tight caps, messages with wildcard placeholders. */
export const drawnOptions: fc.Arbitrary<ValidatorOptions> = fc.record(
  {
    strict: fc.boolean(),
    convertEmptyStringsToNull: fc.constant(false),
    stopOnFirstFailure: fc.boolean(),
    limits: fc.record({ errors: fc.integer({ min: 1, max: 3 }), wildcardElements: fc.integer({ min: 1, max: 2 }), expandedValues: fc.integer({ min: 1, max: 4 }), depth: fc.integer({ min: 1, max: 3 }) }, { requiredKeys: [] }),
    messages: fc.constant({ required: '{Field} {index}/{position} {ordinal-position} {input}', min: ':attribute :min :input', 'a.*.string': 'a {first-index} {second-position}' }),
    attributes: fc.constant({ a: 'the a', '*.c': 'see {index}', 'a.*': 'item' }),
  },
  { requiredKeys: [] },
);

/** `rule:a,b` as a name and its parameters (no parameter here holds a comma or a quote). */
function split(token: string): [string, string[]] {
  const colon = token.indexOf(':');
  return colon < 0 ? [token, []] : [token.slice(0, colon), token.slice(colon + 1).split(',')];
}

/** The rules map the Validator takes, each field in its drawn notation. */
export function rulesOf(map: DrawnMap): Record<string, unknown> {
  const rules: Record<string, unknown> = {};
  for (const { path: p, tokens, notation } of map) {
    const objects = tokens.some((token) => token.startsWith('@'));
    if (notation === 'pipe' && !objects) rules[p] = tokens.join('|');
    else if (notation !== 'fluent' || objects) rules[p] = tokens.map((token) => (token.startsWith('@') ? OBJECTS[token]!() : token));
    else rules[p] = tokens.reduce((chain, token) => {
      const [name, params] = split(token);
      // A regex parameter is the whole text after the colon, commas included.
      return name.endsWith('regex') ? chain.rule(name, token.slice(name.length + 1)) : chain.rule(name, ...params);
    }, field() as ReturnType<typeof field>);
  }
  return rules;
}

/**
 * The map with each field's implicit rules first, as a fluent chain puts them (`string().required()`
 * is `required|string`): written so, the three notations stand for one list of rules.
 */
export function implicitFirst(map: DrawnMap): DrawnMap {
  const implicit = (token: string) => !token.startsWith('@') && lookup(split(token)[0])?.implicit === true;
  return map.map((f) => ({ ...f, tokens: [...f.tokens.filter(implicit), ...f.tokens.filter((token) => !implicit(token))] }));
}

/** The map as pipe strings, for messages and repro scripts. */
export function pipesOf(map: DrawnMap): Record<string, string> {
  return Object.fromEntries(map.map(({ path: p, tokens }) => [p, tokens.join('|')]));
}

/** A tree of the declared paths: each node's children by segment (`*` among them), and whether a field is declared there. */
export interface PathNode {
  declared: boolean;
  readonly children: Map<string, PathNode>;
}

/** The declared paths as a tree. */
export function treeOf(paths: readonly string[]): PathNode {
  const root: PathNode = { declared: false, children: new Map() };
  for (const p of paths) {
    let node = root;
    for (const segment of p.split('.')) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { declared: false, children: new Map() }));
      node = child;
    }
    node.declared = true;
  }
  return root;
}

/** Leaf values near the rules' edges: blanks, numeric text, booleans' words, formats, small numbers, empty containers. */
export const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('', ' ', '\t', '\0', ' \0', 'a', 'abc', 'ABC', 'aB', 'b', '1', '01', '-1', '1.5', '1.0', ' 1', '1e3', '0', '2', '3', 'true', 'false', 'yes', 'on', 'no', 'off', 'null', '{"a":1}', '[1]', 'a@b.co', 'http://a.co', '127.0.0.1', '123e4567-e89b-12d3-a456-426614174000', '01ARZ3NDEKTSV4RRFFQ69G5FAV', '#abc', '2024-01-01', 'UTC', 'YQ==', 'a-b_c', 'é', '😀'),
  fc.constantFrom(0, 1, -1, 2, 3, 1.5, -0, 2 ** 53, true, false, null),
  fc.constantFrom([], {}, ['a', 'b'], [1, 1], ['a', 'A'], { c: 1 }, { c: 'a', d: 'b' }, ['1', 1]),
  fc.string({ maxLength: 3 }),
);

/** Hostile values: a `__proto__` key as JSON.parse makes it, no prototype, a throwing getter, proxies (one revoked), class instances, long text. */
const HOSTILE: Record<string, () => unknown> = {
  protoKey: () => JSON.parse('{"__proto__":{"c":"x","d":1},"c":"y"}'),
  nullProto: () => Object.assign(Object.create(null), { c: 'a', d: 2 }),
  throwingGetter: () => Object.defineProperty({ d: 1 }, 'c', { enumerable: true, get: () => { throw new Error('getter'); } }),
  throwingProxy: () => new Proxy({ c: 'a' }, { get: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); }, has: () => { throw new Error('trap'); }, getOwnPropertyDescriptor: () => { throw new Error('trap'); } }),
  revokedProxy: () => { const { proxy, revoke } = Proxy.revocable({ c: 'a' }, {}); revoke(); return proxy; },
  arrayWithKey: () => Object.assign(['a', 'b'], { c: 'x' }),
  date: () => new Date(0),
  map: () => new Map([['c', 1]]),
  longText: () => 'a'.repeat(300),
};

/** A hostile value as drawn: a name that prints, made into the value by `materialize` inside the property (so printing a counterexample runs no trap). */
export class Hostile {
  constructor(readonly name: string) {}
  toString(): string {
    return `Hostile(${this.name})`;
  }
}

export const hostile: fc.Arbitrary<unknown> = fc.constantFrom(...Object.keys(HOSTILE)).map((name) => new Hostile(name));

/** Whether drawn data holds a hostile value anywhere (`proxies`: only a proxy, revoked or whose traps throw). */
export function holdsHostile(value: unknown, proxies = false): boolean {
  if (value instanceof Hostile) return !proxies || value.name.endsWith('Proxy');
  return value !== null && typeof value === 'object' && Object.values(value).some((v) => holdsHostile(v, proxies));
}

/** A fresh copy of drawn data with each `Hostile` made into its value; holes stay holes. */
export function materialize(value: unknown): unknown {
  if (value instanceof Hostile) return HOSTILE[value.name]!();
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (const key of Object.keys(value)) copy[key as unknown as number] = materialize(value[key as unknown as number]);
    return copy;
  }
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, materialize(v)]));
  return value;
}

/** Data shaped by the tree: containers where paths go on (arrays, sparse or not, and objects under `*`), near-boundary leaves, extra keys, sometimes a scalar where a container was expected. */
/** Both nodes' fields and children in one: a key a wildcard beside it reaches too takes the data of both. */
function merged(a: PathNode, b: PathNode | undefined): PathNode {
  if (!b) return a;
  const children = new Map(a.children);
  for (const [segment, child] of b.children) children.set(segment, merged(child, children.get(segment)));
  return { declared: a.declared || b.declared, children };
}

export function dataFor(node: PathNode): fc.Arbitrary<unknown> {
  if (node.children.size === 0) return fc.oneof({ weight: 12, arbitrary: scalar }, { weight: 1, arbitrary: hostile });
  const star = node.children.get('*');
  const keyed = [...node.children].filter(([segment]) => segment !== '*').map(([segment, child]) => [segment, merged(child, star)] as const);
  const record = fc
    .tuple(
      fc.tuple(...keyed.map(([segment, child]) => fc.option(dataFor(child), { nil: undefined, freq: 4 }).map((v) => [segment, v] as const))),
      star ? fc.array(dataFor(star), { maxLength: 2 }) : fc.constant([]),
      fc.option(scalar, { nil: undefined, freq: 2 }),
    )
    .map(([pairs, starred, extra]) => {
      const object: Record<string, unknown> = {};
      for (const [segment, v] of pairs) if (v !== undefined) object[segment] = v;
      starred.forEach((v, i) => (object[`k${i}`] = v));
      if (extra !== undefined) object.extra = extra;
      return object;
    });
  const zero = node.children.get('0');
  const element = star ?? zero;
  // A list's first element is reached by `0` and `*` both.
  const first = element ? dataFor(zero ? merged(zero, star) : element) : undefined;
  const list = element && first ? [fc.tuple(first, fc.array(dataFor(element), { maxLength: 2 })).map(([head, rest]) => [head, ...rest]), fc.sparseArray(dataFor(element), { maxLength: 3 })] : [];
  return fc.oneof({ weight: 8, arbitrary: record }, ...list.map((arbitrary) => ({ weight: 6, arbitrary })), { weight: 2, arbitrary: scalar }, { weight: 1, arbitrary: hostile });
}
