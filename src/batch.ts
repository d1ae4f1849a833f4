// Batched rules: a rule with `validateMany` (unique, exists) is asked once for all the values the
// run queued for it, after the walk or the generated code has been through the data.
import { ValidationFault } from './fault.js';
import { isList, lengthOf } from './input.js';
import type { CompiledRule } from './plan.js';
import { type Entry, pathOf } from './report.js';
import { paramsFor } from './run-context.js';
import type { Pending } from './settle.js';
import { answeredLater } from './settle.js';
import type { RuleContext } from './types.js';

/** A field waiting for a batched rule's answer: the rule's index among its checks, and how the field stood. */
export interface Waiting {
  readonly entry: Entry;
  readonly at: number;
  readonly failed: boolean;
  readonly skipExplicit: boolean;
}

/** The batched rules one run has queued values for; the run asks them once (a batched rule met after that checks its value alone). */
export class Batches {
  readonly #waiting = new Map<CompiledRule, Waiting[]>();

  /** Queues a field's value for the rule. The field's earlier failure is kept, so a failed field never lands in the validated data. */
  queue(rule: CompiledRule, waiting: Waiting): void {
    const list = this.#waiting.get(rule);
    if (list) list.push(waiting);
    else this.#waiting.set(rule, [waiting]);
  }

  /**
   * Asks every batched rule once for all its values (those `asked` keeps), then continues each of
   * their fields through `resume`. One answer per value, or the rule is broken: a fault, never a pass or a failure.
   */
  flush(data: unknown, context: RuleContext, pending: Pending, resume: (waiting: Waiting, passed: boolean) => void | Promise<void>, asked?: (waiting: Waiting) => boolean): void {
    for (const [rule, queued] of this.#waiting) {
      const waiting = asked ? queued.filter(asked) : queued;
      if (waiting.length === 0) continue;
      const first = waiting[0]!.entry;
      const path = () => pathOf(first);
      let answers: readonly boolean[] | PromiseLike<readonly boolean[]>;
      try {
        answers = rule.validateMany!(waiting.map(({ entry }) => entry.value), paramsFor(rule, data, context), waiting.map(({ entry }) => pathOf(entry)), data, context.req, context);
      } catch (cause) {
        throw new ValidationFault(rule.name, path(), cause);
      }
      const resumeAll = (results: readonly boolean[]) => {
        if (!isList(results) || lengthOf(results) !== waiting.length) {
          throw new ValidationFault(rule.name, path(), new TypeError(`validateMany must answer a list of ${waiting.length} booleans`), 'answered garbage');
        }
        const later = waiting.map((one, i) => resume(one, results[i] === true)).filter((outcome): outcome is Promise<void> => outcome !== undefined);
        return later.length ? Promise.all(later).then(() => undefined) : undefined;
      };
      const outcome = answeredLater(answers, rule.name, path) ? pending.settle(rule.name, path, answers).then(resumeAll) : resumeAll(answers);
      if (outcome) pending.add(outcome, path);
    }
  }
}
