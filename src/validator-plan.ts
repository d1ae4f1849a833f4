// A whole rules map compiled once: each field's plan (shared between validators built per request
// from the same pipe strings), their tree, and what a validator answers about them without data.
import { headOfPath, splitPath } from './path.js';
import { feature } from './feature.js';
import { type FieldPlan, type PlanNode, compileField, isAsyncCheck, planTree } from './plan.js';
import { rankSharedEnds } from './output.js';
import { tokenize } from './parser.js';
import { registry } from './registry.js';
import type { Shape, reportUndeclared } from './strict.js';
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
  /** Under `strict`: the declared paths (and those rules read), and the feature's report of any other key. */
  readonly strict: { readonly shape: Shape; readonly report: typeof reportUndeclared } | undefined;
  /** The fields come from the cache of pipe strings, so their generated code may be shared too. */
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

/** What `strict` checks, through its feature (refused here, at construction, when it is not loaded). */
function strictOf(paths: readonly { readonly segments: readonly string[] }[]): ValidatorPlan['strict'] {
  const { shapeOf, reportUndeclared: report } = feature('strict', (needs) => new TypeError(`valigate: the strict option ${needs}`));
  return { shape: shapeOf(paths), report };
}

/** Compiles every field of `rules`; throws a `TypeError` naming the field and the rule for any mistake. */
export function planRules(rules: RulesMap, options: ValidatorOptions, limits: Required<ValidatorLimits>): ValidatorPlan {
  const patterns = Object.keys(rules);
  // With default messages, limits and time zone, a field compiled from the same pipe string is the same plan: validators built per request reuse it.
  const shared = options.messages === undefined && options.limits === undefined && options.timezone === undefined ? (registry().compiled ??= new Map()) : undefined;
  const fields = patterns.map((pattern, index) => {
    const spec = rules[pattern]!;
    // Keyed by the structure as JSON, never by joined text: no rule text can pose as another field's.
    const key = shared && typeof spec === 'string' ? JSON.stringify([pattern, spec]) : undefined;
    const known = key === undefined ? undefined : (shared!.get(key) as FieldPlan | undefined);
    // A rule that read another field's rules makes a plan of this rules map only: it is not shared.
    let asked = false;
    const rulesOf = (other: string) => {
      asked = true;
      return rulesOfField(rules, other);
    };
    const plan = known ? { ...known } : compileField(pattern, spec, limits, options.timezone ?? 'UTC', rulesOf);
    if (key !== undefined && !known && !asked && shared!.size < 1_000) shared!.set(key, { ...plan });
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
