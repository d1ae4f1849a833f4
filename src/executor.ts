// Which executor a validator runs, and the kernel's side of generated code: the runtime it is
// bound with (this copy of the kernel's run and helpers) and the cache validators built per
// request share. The generator itself is valigate/compile's (src/compile/), installed or not.
import type { CompiledCode, Generated, Runtime } from './compile/types.js';
import { ValidationFault } from './fault.js';
import { RESERVED_SEGMENTS, arraysInheritNothing, isBlank, isList, lengthOf, ownKeys, protoIsArray } from './input.js';
import type { FieldPlan, PlanNode } from './plan.js';
import type { RunOptions } from './report.js';
import { registry } from './registry.js';
import { Run } from './run.js';
import type { ValidatorLimits, ValidatorOptions } from './types.js';

/** The cache of generated code: one level per field's compiled rules, the code (or why none) by blankToNull at the end. */
interface Trie {
  readonly next: WeakMap<object, Trie>;
  answers?: Map<boolean, CompiledCode | string>;
}

/** The generated function of a validator, given the call's run options (its locale's messages) when the call chose a locale. */
export type BoundCode = (data: unknown, context: Parameters<Generated>[1], sync: boolean, options: RunOptions | undefined) => ReturnType<Generated>;

/** How a validator runs: its generated function and source, or the reason it walks. */
export interface Executor {
  readonly generated?: BoundCode;
  readonly source?: string;
  readonly reason?: string;
}

/**
 * The first two declared patterns of which one can reach the other's path or a path above it
 * through a wildcard (`tag` and `*`, `settings` and `*.n`), if any: the walk merges their values.
 */
function overlap(fields: readonly FieldPlan[]): readonly [string, string] | undefined {
  // Without a wildcard two paths meet only where one is the other's declared parent (a container).
  if (!fields.some((field) => field.wildcard)) return undefined;
  // `a` meets the first segments of `b`, but not as the same node of the tree (a declared parent is a container).
  const meet = (a: readonly string[], b: readonly string[]) =>
    a.length <= b.length && a.every((segment, i) => segment === b[i] || segment === '*' || b[i] === '*') && a.some((segment, i) => segment !== b[i]);
  for (const field of fields) {
    const other = fields.find((one) => one !== field && meet(field.segments, one.segments));
    if (other) return [field.pattern, other.pattern];
  }
  return undefined;
}

/**
 * Compiles the plan when generated code may run, else says why not: code off, no generator
 * installed, two patterns meeting at one path (their values merge as the walk places them), or
 * `new Function` refused.
 */
export function executorFor(tree: PlanNode, fields: readonly FieldPlan[], options: ValidatorOptions, limits: Required<ValidatorLimits>, shared: boolean, ownRunOptions: () => RunOptions): Executor {
  const compile = options.compile ?? registry().generatedCode ?? true;
  if (!compile) return { reason: options.compile === false ? 'the compile option is false' : 'Validator.useGeneratedCode(false)' };
  const { compiler } = registry();
  if (!compiler) return { reason: "no code generator is installed (import { installCompiler } from 'valigate/compile')" };
  const blankToNull = options.convertEmptyStringsToNull !== false;
  // Validators built per request from the same strings share the code: generating it costs more than validating.
  // Keyed on the structure: the compiled fields the plan cache gave (one per path and rules), in order, never on joined text.
  let cached: Map<boolean, CompiledCode | string> | undefined;
  if (shared) {
    const store = (registry().straight ??= new Map()) as Map<string, Trie>;
    let level: Trie = store.get('fields') ?? { next: new WeakMap() };
    store.set('fields', level);
    for (const field of fields) {
      let next: Trie | undefined = level.next.get(field.checks);
      if (!next) level.next.set(field.checks, (next = { next: new WeakMap() }));
      level = next;
    }
    cached = level.answers ??= new Map();
  }
  let code = cached?.get(blankToNull);
  if (code === undefined) {
    const met = overlap(fields);
    code = met ? `fields "${met[0]}" and "${met[1]}" can reach one path, whose values the walk merges` : (compiler(tree, fields, { blankToNull, wildcardElements: limits.wildcardElements, expandedValues: limits.expandedValues }) ?? 'new Function is refused here (a Content-Security-Policy)');
    cached?.set(blankToNull, code);
  }
  if (typeof code === 'string') return { reason: code };
  const overlapping = false;
  // The run options of the call in progress: set around each call (and restored, should a rule
  // validate with this validator again), read only when the code hands a field to a run.
  let callOptions: RunOptions | undefined;
  const runtime: Runtime = {
    begin: (data, context, sync, out) => new Run(data, context, callOptions ?? ownRunOptions(), limits, sync, out, overlapping),
    fault: (rule, path, cause) => new ValidationFault(rule, path, cause),
    isList,
    isBlank,
    lengthOf: lengthOf as Runtime['lengthOf'],
    members: (object) => ownKeys(object).filter((key) => !RESERVED_SEGMENTS.has(key)),
    protoIsArray,
    arraysClean: arraysInheritNothing,
  };
  const generated = code.bind(fields, runtime);
  const call: BoundCode = (data, context, sync, options) => {
    const outer = callOptions;
    callOptions = options;
    try {
      return generated(data, context, sync);
    } finally {
      callOptions = outer;
    }
  };
  return { generated: call, source: code.source };
}
