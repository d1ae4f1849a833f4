// Which executor a validator runs, and the kernel's side of generated code: the runtime it is
// bound with (this copy of the kernel's run and helpers) and the cache validators built per
// request share. The generator itself is valigate/compile's (src/compile/), installed or not.
import type { CompiledCode, Generated, Runtime } from './compile/generate.js';
import { ValidationFault } from './fault.js';
import { RESERVED_SEGMENTS, arraysInheritNothing, isBlank, isList, lengthOf, ownKeys, protoIsArray } from './input.js';
import type { FieldPlan, PlanNode } from './plan.js';
import { registry } from './registry.js';
import { Run } from './run.js';
import type { RulesMap, ValidatorLimits, ValidatorOptions } from './types.js';

/** How a validator runs: its generated function and source, or the reason it walks. */
export interface Executor {
  readonly generated?: Generated;
  readonly source?: string;
  readonly reason?: string;
}

/**
 * The first two declared patterns of which one can reach the other's path or a path above it
 * through a wildcard (`tag` and `*`, `settings` and `*.n`), if any: the walk merges their values.
 */
function overlap(fields: readonly FieldPlan[]): readonly [string, string] | undefined {
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
export function executorFor(rules: RulesMap, tree: PlanNode, fields: readonly FieldPlan[], options: ValidatorOptions, limits: Required<ValidatorLimits>, shared: boolean): Executor {
  const compile = options.compile ?? registry().generatedCode ?? true;
  if (!compile) return { reason: options.compile === false ? 'the compile option is false' : 'Validator.useGeneratedCode(false)' };
  const { compiler } = registry();
  if (!compiler) return { reason: "no code generator is installed (import { installCompiler } from 'valigate/compile')" };
  const met = overlap(fields);
  if (met) return { reason: `fields "${met[0]}" and "${met[1]}" can reach one path, whose values the walk merges` };
  const blankToNull = options.convertEmptyStringsToNull !== false;
  // Validators built per request from the same strings share the code: generating it costs more than validating. Keyed on the structure as JSON, never on joined text.
  const patterns = Object.keys(rules);
  const key = shared && patterns.every((pattern) => typeof rules[pattern] === 'string') ? JSON.stringify([blankToNull, ...patterns.map((pattern) => [pattern, rules[pattern]])]) : undefined;
  const cache = (registry().straight ??= new Map()) as Map<string, CompiledCode | undefined>;
  const code = key !== undefined && cache.has(key) ? cache.get(key) : compiler(tree, fields, { blankToNull, wildcardElements: limits.wildcardElements, expandedValues: limits.expandedValues });
  if (key !== undefined && cache.size < 1_000) cache.set(key, code);
  if (!code) return { reason: 'new Function is refused here (a Content-Security-Policy)' };
  const overlapping = false;
  const runtime: Runtime = {
    begin: (data, context, sync, out) => new Run(data, context, options, limits, sync, out, overlapping),
    fault: (rule, path, cause) => new ValidationFault(rule, path, cause),
    isList,
    isBlank,
    lengthOf: lengthOf as Runtime['lengthOf'],
    members: (object) => ownKeys(object).filter((key) => !RESERVED_SEGMENTS.has(key)),
    protoIsArray,
    arraysClean: arraysInheritNothing,
  };
  return { generated: code.bind(fields, runtime), source: code.source };
}
