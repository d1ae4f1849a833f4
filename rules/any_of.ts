import { isContainer } from './shared/php-compare.js';
import { type AnyFacts, type Effect, type MergeFacts, type RuleChain, type RuleContext, type RuleDefinition, type RuleSpec, type RulesMap, Validator, isThenable } from '../src/core.js';

/** One rule set of `any_of`, compiled: its validator, and whether it checks the value itself or the value as an object of fields. */
interface RuleSet {
  readonly validator: Validator<RulesMap>;
  /** The set is a rules map: the value is the data, not a field of it. */
  readonly object: boolean;
}

/** Parameters of `any_of`: the rule sets, each compiled once. */
export interface AnyOfParams {
  readonly sets: readonly RuleSet[];
}

/** The key a set's rules are declared under in its own validator: the value is that field's. */
const VALUE = 'value';

const isRulesMap = (set: unknown): set is RulesMap => set !== null && typeof set === 'object' && !Array.isArray(set) && typeof (set as { toTokens?: unknown }).toTokens !== 'function';

/** Compiles one set; a mistake in it names the set and its rule. */
function compileSet(set: unknown, at: number, timezone: string): RuleSet {
  const object = isRulesMap(set);
  try {
    return { validator: new Validator(object ? set : { [VALUE]: set as RuleSpec }, { timezone }), object };
  } catch (error) {
    const { rule, problem } = error as { rule?: string; problem?: string };
    throw new Error(rule === undefined ? `rule set ${at + 1}: ${(error as Error).message}` : `rule set ${at + 1}, rule "${rule}": ${problem}`);
  }
}

/** The data a set validates: the value as a field, or the value itself for a rules map. */
const dataOf = (set: RuleSet, value: unknown): unknown => (set.object ? value : { [VALUE]: value });

/** A rules map checks an object or a list: a text or a number would lack every key it declares, pass, and be handed on as `{}`. */
const takes = (set: RuleSet, value: unknown): boolean => !set.object || isContainer(value);

/** Whether a set from `at` on passes the value: the first that does answers. */
function firstPassing(sets: readonly RuleSet[], value: unknown, context: RuleContext, at: number): boolean | Promise<boolean> {
  for (let i = at; i < sets.length; i++) {
    const set = sets[i]!;
    if (!takes(set, value)) continue;
    const answer = set.validator.check(dataOf(set, value), { req: context.req, database: context.database });
    if (isThenable(answer)) return answer.then((result) => result.valid || firstPassing(sets, value, context, i + 1));
    if (answer.valid) return true;
  }
  return false;
}

/**
 * `any_of`: Laravel's `Rule::anyOf`, the value passes one of several rule sets. Each set is a
 * field's rules in any notation (`['string', 'email']`, `'integer|min:1'`, a chain) or a rules map
 * for an object or list value (`{ type: 'required|in:email', address: 'required|email' }`); each is compiled
 * once, and checks the value alone, as Laravel's (a rule reading another field reads the value's).
 * Pipe form: one rule per set, `any_of:uuid,ulid`. The data keeps what the first passing set
 * keeps (`'42'` becomes `42` under `integer`).
 */
export const anyOf: RuleDefinition<AnyOfParams> = {
  message: 'The {field} field is invalid.',
  parse: (args, info) => {
    if (args.length === 0) throw new Error('expects at least one rule set');
    return { sets: args.map((set, at) => compileSet(set, at, info.timezone)) };
  },
  async: ({ sets }) => sets.some((set) => set.validator.async),
  validate: (value, { sets }, _field, _data, _req, context) => firstPassing(sets, value, context, 0),
  // What the first set that passes keeps: its conversions, only its declared keys. A set that answers only asynchronously cannot convert.
  coerce: (value, { sets }) => {
    for (const set of sets) {
      if (set.validator.async || !takes(set, value)) continue;
      const result = set.validator.validateSync(dataOf(set, value));
      if (result.valid) return set.object ? result.data : result.data[VALUE];
    }
    return value;
  },
};

Validator.extend('any_of', anyOf, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Passes when the value passes one of the rule sets: `anyOf([['string', 'email'], ['integer', 'min:1']])`. */
    anyOf<const S extends readonly (RuleSpec | RulesMap)[]>(sets: S): RuleChain<MergeFacts<F, AnyFacts<S>>>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    // The union of the sets the parameters write (`any_of:uuid,integer` is `string | number`); the data holds what the passing set keeps.
    any_of: Effect<{ alternatives: true; coerces: true }>;
  }
}
