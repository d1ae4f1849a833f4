// Random rule maps, not only random data: fast-check draws 1-6 fields (dots, `*` anywhere, parents
// beside their wildcard children) with built-in rules in all three notations, and data shaped to
// reach them, then checks that the generated code and the walk answer alike, that validation never
// throws or writes its input, that `data` holds only declared keys, that valid data is valid again,
// that the exported JSON Schema agrees with valigate where the README says it is exact, and that the
// three notations of one map answer alike. Each known bug they found is fixed, and kept in
// random-rules.findings.test.ts as its smallest counterexample.
import { inspect, types } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Validator, type ValidatorOptions, toJSONSchema } from '../../src/index.js';
import { AJV } from '../json-schema/ajv.js';
import { type DrawnMap, type PathNode, compiledMap, dataFor, drawnMap, drawnOptions, exportedToken, holdsHostile, implicitFirst, mapOf, materialize, pipesOf, rulesOf, treeOf } from './random-rules.arbitrary.js';

/** Runs per property: small, as the suite shares two cores; `RANDOM_RULES_RUNS` explores further locally. */
const RUNS = Number(process.env.RANDOM_RULES_RUNS ?? 300);

/** Freezes a value and everything in it, so a write to the input throws (or is refused) and shows up. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || types.isProxy(value) || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
    // A getter is the caller's: freezing what it answers would run it.
    if (descriptor && 'value' in descriptor) deepFreeze(descriptor.value);
  }
  return value;
}

/** A result as text that keeps key order, holes, `-0` and `undefined`, so "deep-equal" includes order. */
const exact = (value: unknown) => inspect(value, { depth: Infinity, sorted: false, getters: false, showHidden: false });

/** Builds both executors of one map; undefined when the constructor refuses it with a TypeError (any other throw is a finding). */
function both(map: DrawnMap, options: ValidatorOptions = {}): readonly [Validator, Validator] | undefined {
  const rules = rulesOf(map);
  try {
    return [new Validator(rules as never, { ...options, compile: true }), new Validator(rules as never, { ...options, compile: false })];
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}

/**
 * The first key of `data` that no declared path reaches, or undefined. Every pattern matching a key
 * counts (`*` and `a` both reach `a`), and a declared field with no declared children keeps its value whole.
 */
function undeclared(data: unknown, nodes: readonly PathNode[], at = ''): string | undefined {
  if (nodes.some((node) => node.declared && node.children.size === 0)) return undefined;
  if (data === null || typeof data !== 'object') return undefined;
  for (const key of Object.keys(data)) {
    const children = nodes.flatMap((node) => [node.children.get(key), node.children.get('*')].filter((child) => child !== undefined));
    const here = at === '' ? key : `${at}.${key}`;
    if (children.length === 0) return here;
    const below = undeclared((data as Record<string, unknown>)[key], children, here);
    if (below !== undefined) return below;
  }
  return undefined;
}

/** A map with the data drawn for its paths. */
const withData = (maps: fc.Arbitrary<DrawnMap>) => maps.chain((map) => fc.tuple(fc.constant(map), dataFor(treeOf(map.map((f) => f.path))).map((drawn) => new Drawn(drawn))));

/** Drawn data, made fresh (hostile values included) each time a property reads `value`. */
class Drawn {
  constructor(readonly drawn: unknown) {}
  get value(): unknown {
    return materialize(this.drawn);
  }
  toString(): string {
    return exact(this.drawn);
  }
}
const mapAndData = withData(drawnMap);

const describeCase = (map: DrawnMap, input: unknown) => `rules ${JSON.stringify(pipesOf(map))} (${map.map((f) => f.notation).join(',')}) on ${exact(input)}`;

/** Rules `validator.sometimes()` adds to one of the map's fields (or an undeclared one), when the field's item holds a `c`. */
const sometimesCall = fc.option(fc.record({ at: fc.nat(6), rules: fc.constantFrom('required|integer', 'string|min:2', 'nullable|in:a,1') }), { nil: undefined });

/** `item` may be anything the data holds (a hostile proxy too): the condition must not be the one that throws. */
const itemHasC = (_data: unknown, item: unknown) => {
  try {
    return item !== null && typeof item === 'object' && 'c' in item;
  } catch {
    return false;
  }
};

/** What a validator answers, or the error it throws (an async rule under validateSync, a fault): both executors must agree on either. */
async function answer(run: () => unknown): Promise<string> {
  try {
    return exact(await run());
  } catch (error) {
    return `threw ${(error as Error).constructor.name}: ${(error as Error).message}`;
  }
}

describe('random rule maps: the generated code and the walk (fast-check)', () => {
  it('answer alike, sync, async and through ~standard, with or without options', async () => {
    await fc.assert(
      fc.asyncProperty(withData(compiledMap), fc.option(drawnOptions, { nil: {} }), sometimesCall, async ([map, drawn], options, sometimes) => {
        const input = drawn.value;
        const pair = both(map, options);
        if (!pair) return;
        const [compiled, walked] = pair;
        if (sometimes) for (const validator of pair) validator.sometimes(map[sometimes.at]?.path ?? 'z', sometimes.rules, itemHasC);
        deepFreeze(input);
        const what = `${describeCase(map, input)} with ${JSON.stringify(options)}, sometimes ${JSON.stringify(sometimes)}`;
        const sync = await answer(() => compiled.validateSync(input));
        expect(sync, what).toBe(await answer(() => walked.validateSync(input)));
        const async = await answer(() => compiled.validate(input));
        expect(async, what).toBe(await answer(() => walked.validate(input)));
        if (!sync.startsWith('threw')) expect(async, `${what}: validate() and validateSync()`).toBe(sync);
        expect(await answer(() => compiled['~standard'].validate(input)), what).toBe(await answer(() => walked['~standard'].validate(input)));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('random rule maps: what a run may not do (fast-check)', () => {
  it('never throws, never writes the input, never puts an undeclared key in data', async () => {
    await fc.assert(
      fc.asyncProperty(mapAndData, async ([map, drawn]) => {
        const input = drawn.value;
        const pair = both(map);
        if (!pair) return;
        const before = exact(input);
        deepFreeze(input);
        const tree = treeOf(map.map((f) => f.path));
        for (const validator of pair) {
          const result = await validator.validate(input);
          expect(exact(input), describeCase(map, input)).toBe(before);
          expect(undeclared(result.data, [tree]), `${describeCase(map, input)}: data ${exact(result.data)}`).toBeUndefined();
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** Rules that read other fields, or leave a field out of `data`: validating `data` again may differ, as it would in Laravel. */
const READS_OR_EXCLUDES = /^(?:same|different|confirmed|gt|gte|lt|lte|required_(?:if|unless|with|without)|exclude|prohibit|present_(?:if|with)|missing|accepted_if|declined_if|in_array)(?:_\w+)?(?::|$)/;

/** Whether a token reads another field (`gt:1` compares with a number, `gt:a` with a field). */
const readsOther = (token: string) => READS_OR_EXCLUDES.test(token) && !/^(?:gt|gte|lt|lte):-?[\d.]+$/.test(token) && !/^(?:exclude|missing|prohibited)$/.test(token);

/** Rules that convert the value in the data. */
const CONVERTS = /^(?:boolean|bool|integer|int|numeric)(?::|$)/;
/** Rules that read no value. */
const MODIFIER = /^(?:bail|nullable|sometimes|optional|present|filled|required)$/;

describe('random rule maps: valid data is valid again (fast-check)', () => {
  it('validating the validated data with the same rules passes, with the same data', async () => {
    await fc.assert(
      fc.asyncProperty(mapAndData, async ([map, drawn]) => {
        const input = drawn.value;
        // Conditions read other fields too (`b`), and `app_later` fails 'a' whatever its field's rules.
        if (map.some((f) => f.tokens.some((token) => readsOther(token) || /^(?:exclude|@(?:when|requiredIf|excludeIf|prohibitedIf))/.test(token)))) return;
        // The data keeps a list's positions, a hole or a value with no object to hold its fields as `{}`: a field that reads
        // one position (`*.0` of `b: [, []]`) sees `{}` the second time, where it saw nothing (or a number) the first.
        if (map.some((f) => f.path.split('.').includes('0'))) return;
        // A conversion changes the value's type, which the field's other rules may read differently the second time
        // (`boolean|regex:/^\d+$/` passes 1, not `true`; `integer|json` passes '1', not 1): valigate's data is converted, Laravel's is not.
        if (map.some((f) => f.tokens.some((token) => CONVERTS.test(token)) && f.tokens.some((token) => !CONVERTS.test(token) && !MODIFIER.test(token)))) return;
        // A declared parent keeps only its declared children, so a parent that was filled may come out empty (`b: 'required'`
        // beside `b.d.*` on `{ b: { extra: '' } }` gives `{ b: {} }`): its presence and size rules may fail the second time.
        const parents = new Set(map.flatMap((f) => map.filter((g) => g.path.startsWith(`${f.path}.`)).map(() => f.path)));
        if (map.some((f) => parents.has(f.path) && f.tokens.some((token) => /^(?:required|filled|accepted|declined|min|max|size|between|gt|gte|lt|lte|array_keys|in|not_in|contains|doesnt_contain|json|distinct)(?::|$)/.test(token)))) return;
        const pair = both(map);
        if (!pair) return;
        for (const validator of pair) {
          const first = await validator.validate(input);
          if (!first.valid) continue;
          const again = await validator.validate(first.data);
          expect(again.errors, `${describeCase(map, input)}: data ${exact(first.data)}`).toEqual({});
          expect(exact(again.data), `${describeCase(map, input)}: data ${exact(first.data)}`).toBe(exact(first.data));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** Formats the README names rather than spells out (`email`, `uri`, `ip`): ajv's check may differ at the edges. */
const NAMED_FORMAT = /^(?:email|url|ip|ipv4|ipv6)(?::|$)/;
/** Range rules: on numeric text, JSON Schema checks the form, not the range or divisor (README, expressiveness limits). */
const RANGE = /^(?:min|max|size|between|gt|gte|lt|lte|multiple_of)(?::|$)/;
const NUMERIC = /^(?:integer|int|numeric|gt|gte|lt|lte|multiple_of|decimal)(?::|$)/;
/** Rules that read a number as its text: the schema asks for a string there (README, expressiveness limits). */
const TEXT_READER = /^(?:regex|not_regex|alpha_num|alpha_dash|starts_with|ends_with|doesnt_start_with|doesnt_end_with|contains|doesnt_contain)(?::|$)/;

/** Every value in `value`, nested ones included. */
function* leaves(value: unknown): Generator<unknown> {
  yield value;
  if (value !== null && typeof value === 'object') for (const key of Object.keys(value)) yield* leaves((value as Record<string, unknown>)[key]);
}

/** Whether JSON carries `value` as it is (no holes, undefined, proxies, getters or class instances). */
function survivesJson(value: unknown): boolean {
  try {
    return exact(JSON.parse(JSON.stringify(value))) === exact(value);
  } catch {
    return false;
  }
}

/** Why the README lets the schema and valigate differ on this map and input, or undefined where it promises the export is exact. */
function limited(map: DrawnMap, input: unknown): string | undefined {
  const tokens = map.flatMap((f) => f.tokens);
  if (tokens.some((token) => NAMED_FORMAT.test(token))) return 'named format';
  const values = [...leaves(input)];
  if (tokens.some((token) => RANGE.test(token)) && tokens.some((token) => NUMERIC.test(token)) && values.some((v) => typeof v === 'string' && /\d/.test(v))) return 'numeric text range';
  if (tokens.some((token) => TEXT_READER.test(token) || /^(?:not_)?in:/.test(token)) && values.some((v) => typeof v === 'number')) return 'number read as text';
  if (tokens.some((token) => token.startsWith('multiple_of')) && values.some((v) => typeof v === 'number' && !Number.isInteger(v))) return 'fractional multiple';
  if (values.some((v) => typeof v === 'string' && v.includes('\0') && v.replace(/[\0\s\u200b\u200e]/g, '') === '')) return 'text of NUL bytes';
  return undefined;
}

describe('random rule maps: the exported JSON Schema (fast-check, ajv 2020-12 and draft-07)', () => {
  it('accepts exactly the valid input, and the output schema accepts its data, where the export is exact', async () => {
    await fc.assert(
      fc.asyncProperty(withData(fc.oneof(mapOf(exportedToken), drawnMap)), fc.constantFrom('draft-2020-12' as const, 'draft-07' as const), fc.constantFrom<ValidatorOptions>({}, { strict: true }, { convertEmptyStringsToNull: false }), async ([map, drawn], target, options) => {
        const ajv = AJV[target];
        const input = drawn.value;
        // The export reads the validator's `strict` and `convertEmptyStringsToNull`.
        const pair = both(map, options);
        if (!pair) return;
        const [validator] = pair;
        const inputSchema = toJSONSchema(validator, { io: 'input', target });
        const unexpressed = JSON.stringify(inputSchema).includes('x-valigate-unexpressed');
        // A parent's own rules never hide what its children's cannot say (finding R10), unless they skip the children (`exclude`).
        const parents = map.filter((f) => f.tokens.length > 0 && map.some((g) => g.path.startsWith(`${f.path}.`)));
        if (!unexpressed && parents.length > 0 && !parents.some((f) => f.tokens.includes('exclude'))) {
          const bare = both(map.map((f) => (parents.includes(f) ? { ...f, tokens: [] } : f)), options);
          if (bare) expect(JSON.stringify(toJSONSchema(bare[0], { io: 'input', target })), `${JSON.stringify(pipesOf(map))}: its parents' rules hide a child's unexpressed rules`).not.toContain('x-valigate-unexpressed');
        }
        // JSON carries no hostile value (proxies, getters, class instances).
        if (unexpressed || holdsHostile(drawn.drawn) || limited(map, input) !== undefined) return;
        const result = await validator.validate(input);
        // JSON has no holes or undefined: compare only inputs that JSON carries as they are.
        if (!survivesJson(input)) return;
        const check = ajv.compile(inputSchema as object);
        // Both ways: the schema refuses what valigate refuses, too.
        expect(check(input), `${target} ${JSON.stringify(options)}: ${describeCase(map, input)}: valigate says ${result.valid}; input schema ${JSON.stringify(inputSchema)}: ${JSON.stringify(check.errors)}`).toBe(result.valid);
        if (!result.valid) return;
        const outputSchema = toJSONSchema(validator, { io: 'output', target });
        const output = ajv.compile(outputSchema as object);
        expect(output(result.data), `${describeCase(map, input)}: data ${exact(result.data)}: output schema ${JSON.stringify(outputSchema)}: ${JSON.stringify(output.errors)}`).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('random rule maps: the three notations (fast-check)', () => {
  it('a map written as pipe strings, arrays or fluent chains answers alike', async () => {
    await fc.assert(
      fc.asyncProperty(mapAndData, async ([drawnMap, drawn]) => {
        const map = implicitFirst(drawnMap);
        const answers = new Set<string>();
        for (const notation of ['pipe', 'array', 'fluent'] as const) {
          const pair = both(map.map((f) => ({ ...f, notation })));
          answers.add(pair ? await answer(() => pair[1].validate(drawn.value)) : 'refused');
        }
        expect([...answers], describeCase(map, drawn.drawn)).toHaveLength(1);
      }),
      { numRuns: RUNS },
    );
  });
});
