// The generated code of a validator, made ready to run: generated once per plan (validators built
// per request from the same pipe strings share it) and bound to the kernel copy that asked.
import type { FieldPlan } from '../plan.js';
import type { Executor, ExecutorRequest } from '../executor.js';
import { generate } from './generate.js';
import type { CompiledCode } from './types.js';

/** The cache of generated code: one level per field's compiled rules, the code (or why none) by blankToNull at the end. */
interface Trie {
  readonly next: WeakMap<object, Trie>;
  answers?: Map<boolean, CompiledCode | string>;
}

/** The code shared by validators built from pipe strings with the default options, keyed on their compiled fields. */
const sharedCode: Trie = { next: new WeakMap() };

/**
 * The first two declared patterns whose containers meet at one concrete path, if any: their starts
 * agree key by key until one has a wildcard where the other has a key, so one key of the data
 * reaches two nodes of the tree, and one of them goes on below that key (`settings` and `*.n`,
 * `a.c` and `*.d`, `items.*.x` and `items.0.y`). The code of such a plan reaches and fills its
 * containers as the walk does (`GenerateOptions.merges`); two that both end at that key (`tag` and
 * `*`) have a rank (output.ts's `rankSharedEnds`), and their code places values as the walk does too.
 */
export function overlap(fields: readonly FieldPlan[]): readonly [string, string] | undefined {
  // Without a wildcard two paths meet only where one is the other's declared parent (a container).
  if (!fields.some((field) => field.wildcard)) return undefined;
  const meet = (a: readonly string[], b: readonly string[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (a[i] === b[i]) continue;
      // Two different keys never meet.
      return (a[i] === '*' || b[i] === '*') && Math.max(a.length, b.length) > i + 1;
    }
    return false;
  };
  for (const field of fields) {
    const other = fields.find((one) => one !== field && meet(field.segments, one.segments));
    if (other) return [field.pattern, other.pattern];
  }
  return undefined;
}

/** The answers cached for these fields: structure, never joined text, is the key. */
function cacheOf(fields: readonly FieldPlan[]): Map<boolean, CompiledCode | string> {
  let level = sharedCode;
  for (const field of fields) {
    let next = level.next.get(field.checks);
    if (!next) level.next.set(field.checks, (next = { next: new WeakMap() }));
    level = next;
  }
  return (level.answers ??= new Map());
}

/** Generates the code of a plan, or says why the walk runs it: `new Function` refused. */
export function compileExecutor({ tree, fields, shared, blankToNull, wildcardElements, expandedValues, kernel }: ExecutorRequest): Executor {
  const cached = shared ? cacheOf(fields) : undefined;
  let code = cached?.get(blankToNull);
  if (code === undefined) {
    code = generate(tree, fields, { blankToNull, merges: overlap(fields) !== undefined || fields.some((field) => field.rank !== undefined || field.yieldsTo !== undefined), wildcardElements, expandedValues }) ?? 'new Function is refused here (a Content-Security-Policy)';
    cached?.set(blankToNull, code);
  }
  if (typeof code === 'string') return { reason: code };
  return { source: code.source, generated: code.bind(fields, kernel) };
}
