// The rule context of one run (one `validate()` call), as the kernel makes it, and what it keeps
// for the run where no rule sees it: the parameters its rules with `perRun` made, shared by the
// generated code and the run it hands fields to.
import type { CompiledRule } from './plan.js';
import type { PresenceVerifier, RuleContext, ValidatorLimits } from './types.js';

/**
 * The rule context of one run, as the kernel makes it (executor.ts's ruleContext): one per call,
 * shared by the generated code and the run it hands fields to. It keeps, where no rule sees them,
 * the parameters the run's rules with `perRun` made.
 */
export class RunContext implements RuleContext {
  #made: Map<CompiledRule, unknown> | undefined = undefined;

  constructor(
    readonly req: unknown,
    readonly database: PresenceVerifier | undefined,
    readonly limits: Required<ValidatorLimits>,
  ) {}

  /** What the rules of the run of `context` made; a context made elsewhere (a test's own object) keeps it in a weak map. */
  static made(context: RuleContext): Map<CompiledRule, unknown> {
    if (!(#made in context)) {
      let made = madeElsewhere.get(context);
      if (made === undefined) madeElsewhere.set(context, (made = new Map()));
      return made;
    }
    return (context.#made ??= new Map());
  }
}

/** What the rules made in the runs of rule contexts the kernel did not make. */
const madeElsewhere = new WeakMap<RuleContext, Map<CompiledRule, unknown>>();

/** A rule's parameters in the run of `context`: the parsed ones, or what its `perRun` made of them at its first value in that run. */
export function paramsFor(rule: CompiledRule, data: unknown, context: RuleContext): unknown {
  if (rule.perRun === undefined) return rule.params;
  const made = RunContext.made(context);
  if (made.has(rule)) return made.get(rule);
  const params = rule.perRun(rule.params, data, context);
  made.set(rule, params);
  return params;
}

/** `paramsFor`, or undefined where `perRun` throws: for a rule's expression in the generated code, which stands outside the call's try (the call asks again, and faults). */
export function paramsIfMade(rule: CompiledRule, data: unknown, context: RuleContext): unknown {
  try {
    return paramsFor(rule, data, context);
  } catch {
    return undefined;
  }
}
