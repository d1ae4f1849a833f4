// A whole rules map compiled once: each field's plan (shared between validators built per request
// from the same pipe strings), their tree, and what a validator answers about them without data.
import { headOfPath, splitPath } from './path.js';
import { feature } from './feature.js';
import { type FieldPlan, type PlanNode, compileField, isAsyncCheck, planTree } from './plan.js';
import { rankSharedEnds } from './output.js';
import { tokenize } from './parser.js';
import { registry } from './registry.js';
import type { Shape, holdsUndeclared, reportUndeclared } from './strict.js';
import type { RuleToken, RulesMap, ValidatorLimits, ValidatorOptions } from './types.js';

/** A rules map compiled: its fields and their tree, and what the validator says about them. */
export interface ValidatorPlan {
  readonly fields: readonly FieldPlan[];
  readonly tree: PlanNode;
  /** A rule is declared async. */
  readonly async: boolean;
  /** A rule may read fields other than its own (see `Validator.readsData`). */
  readonly readsData: boolean;
  /** The top-level keys of the other fields the rules read. */
  readonly dependencies: readonly string[];
  /** Under `strict`: the declared paths (and those rules read), and the feature's check and report of any other key. */
  readonly strict: { readonly shape: Shape; readonly holds: typeof holdsUndeclared; readonly report: typeof reportUndeclared } | undefined;
  /** The fields come from the cache of compiled fields, so their generated code may be shared too. */
  readonly shared: boolean;
}

/** The tokens of the field declared at `pattern`, for `FieldInfo.rulesOf`; undefined when none is, or its rules do not parse (its own compilation reports them). */
function rulesOfField(rules: RulesMap, pattern: string): readonly RuleToken[] | undefined {
  if (!Object.hasOwn(rules, pattern)) return undefined;
  try {
    return tokenize(rules[pattern]!, pattern);
  } catch {
    return undefined;
  }
}

/** An argument a cache key can write exactly: text, a finite number, a boolean. */
const isDataArgument = (arg: unknown): boolean => typeof arg === 'string' || typeof arg === 'boolean' || (typeof arg === 'number' && Number.isFinite(arg));

/**
 * A field's rules as a key of the cache of compiled fields: their structure as JSON, never joined
 * text, so no rule text can pose as another's; null for a field not declared; undefined for rules
 * that hold more than text, numbers and booleans (a guard, an inline rule), or do not parse.
 */
function rulesKey(rules: RulesMap, pattern: string): string | null | undefined {
  if (!Object.hasOwn(rules, pattern)) return null;
  const spec = rules[pattern]!;
  if (typeof spec === 'string') return JSON.stringify([pattern, spec]);
  let tokens: RuleToken[];
  try {
    tokens = tokenize(spec, pattern);
  } catch {
    return undefined;
  }
  if (!tokens.every((token) => token.inline === undefined && token.when === undefined && token.args.every(isDataArgument))) return undefined;
  return JSON.stringify([pattern, tokens.map(({ name, args }) => [name, ...args])]);
}

/** A compiled field in the cache, with the keys of the other fields' rules it read (`required_if` reads whether the other is numeric): it serves a rules map that declares them alike. */
interface SharedField {
  readonly plan: FieldPlan;
  readonly read: readonly (readonly [pattern: string, key: string | null])[];
}

/** What `strict` checks, through its feature (refused here, at construction, when it is not loaded). */
function strictOf(paths: readonly { readonly segments: readonly string[] }[]): ValidatorPlan['strict'] {
  const { shapeOf, reportUndeclared: report, holdsUndeclared: holds } = feature('strict', (needs) => new TypeError(`valigate: the strict option ${needs}`));
  return { shape: shapeOf(paths), holds, report };
}

/** Compiles every field of `rules`; throws a `TypeError` naming the field and the rule for any mistake. */
export function planRules(rules: RulesMap, options: ValidatorOptions, limits: Required<ValidatorLimits>): ValidatorPlan {
  const patterns = Object.keys(rules);
  // With default limits and time zone, a field compiled from the same rules is the same plan (messages are the validator's, not the plan's): validators built per request reuse it.
  const shared = options.limits === undefined && options.timezone === undefined ? (registry().compiled ??= new Map()) : undefined;
  const fields = patterns.map((pattern, index) => {
    const spec = rules[pattern]!;
    const key = shared && rulesKey(rules, pattern);
    const cached = typeof key === 'string' ? (shared!.get(key) as SharedField | undefined) : undefined;
    const known = cached?.read.every(([other, otherKey]) => rulesKey(rules, other) === otherKey) ? cached.plan : undefined;
    const asked = new Set<string>();
    const rulesOf = (other: string) => {
      asked.add(other);
      return rulesOfField(rules, other);
    };
    const plan = known ? { ...known } : compileField(pattern, spec, limits, options.timezone ?? 'UTC', rulesOf);
    if (typeof key === 'string' && !known && shared!.size < 1_000) {
      const read = [...asked].map((other) => [other, rulesKey(rules, other)] as const);
      // A field that read rules no key can name is this rules map's alone.
      if (read.every(([, otherKey]) => otherKey !== undefined)) shared!.set(key, { plan: { ...plan }, read } as SharedField);
    }
    // Whether other declared fields sit below or above this one depends on the whole rules map, never cached.
    plan.container = patterns.some((other) => other.length > pattern.length && other[pattern.length] === '.' && other.startsWith(pattern));
    plan.index = index;
    return plan;
  });
  rankSharedEnds(fields);
  // A field a rule reads (`password_confirmation` for `confirmed`) is expected in the data, not reported by `strict`.
  const read = () => fields.flatMap((plan) => plan.reads.map((path) => ({ segments: splitPath(path) })));
  return {
    fields,
    tree: planTree(fields),
    async: fields.some((plan) => plan.checks.some(({ definition, params }) => isAsyncCheck(definition, params))),
    readsData: fields.some((plan) => plan.checks.some((check) => check.readsData)),
    dependencies: [...new Set(fields.flatMap((plan) => plan.reads.map(headOfPath)))],
    strict: options.strict ? strictOf([...fields, ...read()]) : undefined,
    shared: shared !== undefined,
  };
}
