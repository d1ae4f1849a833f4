// Random rule maps, not only random data: fast-check draws 1-6 fields (dots, `*` anywhere, parents
// beside their wildcard children) with built-in rules in all three notations, and data shaped to
// reach them, then checks that the generated code and the walk answer alike, that validation never
// throws or writes its input, that `data` holds only declared keys, and that valid data is valid again.
import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Validator, type ValidatorOptions } from '../../src/index.js';
import { type DrawnMap, type PathNode, dataFor, drawnMap, pipesOf, rulesOf, treeOf } from './random-rules.arbitrary.js';

/** Runs per property: small, as the suite shares two cores; `RANDOM_RULES_RUNS` explores further locally. */
const RUNS = Number(process.env.RANDOM_RULES_RUNS ?? 150);

/** Freezes a value and everything in it, so a write to the input throws (or is refused) and shows up. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
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
const mapAndData = drawnMap.chain((map) => fc.tuple(fc.constant(map), dataFor(treeOf(map.map((f) => f.path)))));

const describeCase = (map: DrawnMap, input: unknown) => `rules ${JSON.stringify(pipesOf(map))} (${map.map((f) => f.notation).join(',')}) on ${exact(input)}`;

describe('random rule maps: the generated code and the walk (fast-check)', () => {
  for (const options of [{}, { stopOnFirstFailure: true }] as const) {
    it(`answers alike, sync and async, ${JSON.stringify(options)}`, async () => {
      await fc.assert(
        fc.asyncProperty(mapAndData, async ([map, input]) => {
          const pair = both(map, options);
          if (!pair) return;
          const [compiled, walked] = pair;
          deepFreeze(input);
          const what = describeCase(map, input);
          const sync = [compiled.validateSync(input), walked.validateSync(input)];
          expect(exact(sync[0]), what).toBe(exact(sync[1]));
          const async = [await compiled.validate(input), await walked.validate(input)];
          expect(exact(async[0]), what).toBe(exact(async[1]));
          expect(exact(async[0]), `${what}: validate() and validateSync()`).toBe(exact(sync[0]));
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('random rule maps: what a run may not do (fast-check)', () => {
  it('never throws, never writes the input, never puts an undeclared key in data', () => {
    fc.assert(
      fc.property(mapAndData, ([map, input]) => {
        const pair = both(map);
        if (!pair) return;
        const before = exact(input);
        deepFreeze(input);
        const tree = treeOf(map.map((f) => f.path));
        for (const validator of pair) {
          const result = validator.validateSync(input);
          expect(exact(input), describeCase(map, input)).toBe(before);
          expect(undeclared(result.data, [tree]), `${describeCase(map, input)}: data ${exact(result.data)}`).toBeUndefined();
        }
      }),
      { numRuns: RUNS },
    );
  });
});
