// Which executor a validator runs: the walk, or the generated code of valigate/compile when it is
// installed (registry slot `compiler`), bound with this copy of the kernel's run and helpers.
import type { Generated, Runtime } from './compile/types.js';
import { ValidationFault } from './fault.js';
import { isBlank, isEmptyString, isList, lengthOf, membersOf } from './input.js';
import type { FieldPlan, PlanNode } from './plan.js';
import type { RunOptions } from './report.js';
import { registry } from './registry.js';
import { leaveOut, placeValue, reach, yieldsAt } from './output.js';
import { isWideIndex, keepKeysInDictionary, setOwn } from './store.js';
import { RunContext, paramsFor, paramsIfMade } from './run-context.js';
import { Run } from './run.js';
import type { PresenceVerifier, RuleContext, ValidatorLimits, ValidatorOptions } from './types.js';

export type { RunOptions };

/** How a validator runs: its generated function and source, or the reason it walks. */
export interface Executor {
  readonly generated?: Generated;
  readonly source?: string;
  readonly reason?: string;
}

/** The kernel's side of generated code: `Runtime`, its run a kernel `Run`. */
export type KernelRuntime = Runtime & {
  begin(...args: Parameters<Runtime['begin']>): Run;
};

/** What a validator asks the code generator for. */
export interface ExecutorRequest {
  readonly tree: PlanNode;
  readonly fields: readonly FieldPlan[];
  /** The fields come from the cache of pipe strings: their code may be shared too. */
  readonly shared: boolean;
  readonly blankToNull: boolean;
  readonly wildcardElements: number;
  readonly expandedValues: number;
  readonly kernel: KernelRuntime;
}

/** A call's rule context: its request, its verifier (else the validator's, else the one configured for all) and the validator's limits. */
export function ruleContext(req: unknown, database: PresenceVerifier | undefined, limits: Required<ValidatorLimits>): RuleContext {
  return new RunContext(req, database ?? registry().database, limits);
}

/** The generated code of the plan when it may run, else why the walk runs it: code off, or no generator installed. */
export function executorFor(tree: PlanNode, fields: readonly FieldPlan[], options: ValidatorOptions, limits: Required<ValidatorLimits>, shared: boolean, ownRunOptions: () => RunOptions): Executor {
  const compile = options.compile ?? registry().generatedCode ?? true;
  if (!compile) return { reason: options.compile === false ? 'the compile option is false' : 'Validator.useGeneratedCode(false)' };
  const { compiler } = registry();
  if (!compiler) return { reason: "no code generator is installed (import { installCompiler } from 'valigate/compile')" };
  const { wildcardElements, expandedValues } = limits;
  return compiler({
    tree,
    fields,
    shared,
    blankToNull: options.convertEmptyStringsToNull !== false,
    wildcardElements,
    expandedValues,
    kernel: {
      begin: (data, context, sync, out, runOptions, created) => new Run(data, context, runOptions ?? ownRunOptions(), limits, sync, out, created),
      ruleContext: (req, database) => ruleContext(req, database, limits),
      fault: (rule, path, cause) => new ValidationFault(rule, path, cause),
      paramsFor,
      paramsIfMade,
      isList,
      isBlank,
      isEmptyString,
      lengthOf: lengthOf as Runtime['lengthOf'],
      members: membersOf,
      setOwn,
      isWideIndex,
      keepKeysInDictionary,
      reach,
      placeValue,
      leaveOut,
      yieldsAt,
    },
  });
}
