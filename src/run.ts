// One validation run: each concrete field's modifiers and rules, for both executors of the plan:
// the walk (walk.ts, a Run that walks the data itself) and the generated code, which hands a field
// over when a rule does not pass at once. Async answers are settle.ts's, batched rules batch.ts's,
// failures report.ts's, the validated data output.ts's.
import type { Batches, Waiting } from './batch.js';
import { feature } from './feature.js';
import { ValidationFault } from './fault.js';
import { isEmptyString } from './input.js';
import { keep, leaveOutEntry } from './output.js';
import { makeResult } from './result.js';
import type { FieldPlan } from './plan.js';
import { type Entry, KERNEL_MESSAGES, Report, type RunOptions, pathOf } from './report.js';
import { paramsFor } from './run-context.js';
import { Pending, answeredLater, runAfter } from './settle.js';
import type { StandardSchemaV1 } from './standard-schema.js';
import type { RuleContext, ValidationResult, ValidatorLimits, ValidatorOptions } from './types.js';
import { ValidationError } from './validation-error.js';

/** What a modifier decides for a field: leave it out (with the fields below it: exclude), skip its non-implicit rules, or nothing. */
export type Skip = 'omit' | 'exclude' | 'explicit' | undefined;

/** The state of one `validate()` call. */
export class Run {
  /** The failures and their messages. */
  readonly report: Report;
  /** The promises of rules that answered later, with their timers: made when one does (most runs wait for nothing). */
  #pending: Pending | undefined;
  /** The batched rules' queues, made at the first batched rule (a feature, valigate/features/batch); null once asked, so a batched rule met later checks its value alone. */
  #batches: Batches | null | undefined;
  #order = 0;
  #created: WeakSet<object> | undefined;

  constructor(
    readonly data: unknown,
    readonly context: RuleContext,
    readonly options: RunOptions,
    readonly limits: Required<ValidatorLimits>,
    readonly sync: boolean,
    /** The validated data, begun by the generated code when it ran. */
    readonly output: Record<string, unknown> = {},
    /** The containers of `output` the generated code made, where it keeps count of them (two patterns meet). */
    created?: WeakSet<object>,
  ) {
    this.report = new Report(data, options, limits, this);
    this.#created = created;
  }

  /** The objects and arrays of the validated data that this run made: any other object there is the input's own, never written. */
  get created(): WeakSet<object> {
    return (this.#created ??= new WeakSet());
  }

  /** The promises of rules that answered later, with their timers. */
  get pending(): Pending {
    return (this.#pending ??= new Pending(this.limits.ruleTimeout, this.sync));
  }

  /** True once the error cap stopped the run. */
  get stopped(): boolean {
    return this.report.stopped;
  }

  /** True when no rule failed, once every rule has answered (and the `after` hook added nothing). */
  get valid(): boolean {
    return this.report.valid;
  }

  /** The result once every rule has answered. */
  result(): ValidationResult {
    return this.report.result(this.output);
  }

  /** The failures as Standard Schema issues: one per message, the path as keys (numbers for array indices). */
  issues(): StandardSchemaV1.Issue[] {
    return this.report.issues();
  }

  /** Fails a wildcard over more elements than the caps allow, at the list's own path (the declared field's, for a wildcard at the root). */
  failWildcard(overCap: boolean, entry: Entry): void {
    if (entry.depth === 0) entry.path = entry.plan.path;
    // In the run's locale: a pack (or the `messages` option) translates them under these keys.
    const key = overCap ? 'wildcard_limit' : 'expansion_limit';
    this.report.fail(entry, this.options.book.text(key, KERNEL_MESSAGES[key]), { max: overCap ? this.limits.wildcardElements : this.limits.expandedValues });
  }

  /** A concrete field at the first `depth` of `keys`; its path is the pattern itself when the plan has no wildcard. */
  entry(plan: FieldPlan, value: unknown, present: boolean, depth: number, keys: readonly (string | number)[], nodes: readonly unknown[], path = plan.wildcard ? undefined : plan.path): Entry {
    return { plan, path, depth, value, present, order: this.#order++, keys, nodes, messages: undefined, codes: undefined };
  }

  /** Gives a waiting entry its own copy of the path stacks it was made with, when they are the walk's, which it goes on reusing (only the keys for a failed entry, which is never placed). */
  detach(_entry: Entry, _keysOnly = false): void {}

  /** The containers of the validated data along the walk's path, for an entry still on it. */
  protected containers(_entry: Entry): (Record<PropertyKey, unknown> | undefined)[] | undefined {
    return undefined;
  }

  /**
   * Laravel's `stopOnFirstFailure`: no field is validated after the first that failed, in the rules'
   * order (a field written before it still is), nor a later value of that field under a wildcard.
   */
  skips(plan: FieldPlan): boolean {
    return this.report.firstFailed <= plan.index && this.options.stopOnFirstFailure === true;
  }

  /** Runs a concrete field's modifiers, then its rules; says 'exclude' when a modifier left out the field and those below it. */
  check(entry: Entry): 'exclude' | undefined {
    if (this.skips(entry.plan)) return undefined;
    const { skips } = entry.plan;
    let skipExplicit = false;
    for (let i = 0; i < skips.length; i++) {
      let outcome: Skip;
      try {
        const { skip, params, readsField } = skips[i]!;
        outcome = skip(entry.value, entry.present, params, readsField ? pathOf(entry) : '', this.data);
      } catch (cause) {
        throw new ValidationFault(skips[i]!.name, pathOf(entry), cause);
      }
      if (outcome === 'omit') return undefined;
      if (outcome === 'exclude') {
        leaveOutEntry(this.output, this.created, entry, this.containers(entry));
        return outcome;
      }
      if (outcome === 'explicit') skipExplicit = true;
    }
    this.checkFrom(entry, 0, skipExplicit);
    return undefined;
  }

  /** Runs a field's rules from rule `from` on: the generated code hands a field over here at a batched rule, its modifiers run. */
  checkFrom(entry: Entry, from: number, skipExplicit: boolean): void {
    this.#wait(this.#runChecks(entry, from, false, skipExplicit), entry);
  }

  /** Goes on with a field whose rule `at` gave the generated code `answer`, anything but `true`. */
  answered(entry: Entry, at: number, answer: unknown, skipExplicit: boolean): void {
    this.#wait(this.#answer(entry, at, answer, false, skipExplicit), entry);
  }

  #wait(outcome: void | Promise<void>, entry: Entry): void {
    if (!outcome) return;
    this.pending.add(outcome, () => pathOf(entry));
    this.detach(entry);
  }

  /** Checks from rule `from` on; returns a promise only when a rule answered with one. */
  #runChecks(entry: Entry, from: number, failed: boolean, skipExplicit: boolean): void | Promise<void> {
    const { checks } = entry.plan;
    const { value } = entry;
    if (this.#pending?.aborted) return;
    // As Laravel's presentOrRuleIsImplicit: absent, or text PHP's trim empties (blank, or NUL bytes TrimStrings leaves).
    const blank = !entry.present || isEmptyString(value);
    for (let at = from; at < checks.length; at++) {
      const rule = checks[at]!;
      if (!rule.implicit && (blank || skipExplicit)) continue;
      if (rule.deferred && failed) continue;
      if (rule.validateMany !== undefined && this.#batches !== null) {
        this.detach(entry);
        // Construction refused a batched rule without the feature: this asks a slot that is filled.
        this.#batches ??= new (feature('batch', (needs) => new TypeError(`valigate: rule "${rule.name}" is batched and ${needs}`)))();
        this.#batches.queue(rule, { entry, at, failed, skipExplicit });
        return;
      }
      let passed: unknown;
      try {
        passed = rule.validate(value, rule.perRun === undefined ? rule.params : paramsFor(rule, this.data, this.context), rule.readsField ? pathOf(entry) : '', this.data, this.context.req, this.context);
      } catch (cause) {
        throw new ValidationFault(rule.name, pathOf(entry), cause);
      }
      if (passed !== true) return this.#answer(entry, at, passed, failed, skipExplicit);
    }
    this.#finish(entry, failed, skipExplicit);
  }

  /** Rule `at` did not pass at once: wait for its promise, or list its failure and go on. Fail closed: only `true` passes; `undefined` (a forgotten return), 'ok' or 1 is a failure. */
  #answer(entry: Entry, at: number, answer: unknown, failed: boolean, skipExplicit: boolean): void | Promise<void> {
    // Most failures answer `false`: only an object or a function can be a thenable.
    if (answer !== null && (typeof answer === 'object' || typeof answer === 'function')) {
      const { name } = entry.plan.checks[at]!;
      if (answeredLater(answer, name, () => pathOf(entry))) {
        return this.pending.settle(name, () => pathOf(entry), answer).then((ok) => this.#resume(entry, at, failed, skipExplicit, ok === true));
      }
    }
    return this.#resume(entry, at, failed, skipExplicit, false);
  }

  /** Continues a field after rule `at` answered; an implicit rule's failure or `bail` ends it. */
  #resume(entry: Entry, at: number, failed: boolean, skipExplicit: boolean, passed: boolean): void | Promise<void> {
    const rule = entry.plan.checks[at]!;
    if (!passed) {
      this.report.failRule(rule, entry);
      if (entry.plan.bail || rule.implicit) return this.#finish(entry, true, skipExplicit);
      failed = true;
    }
    return this.#runChecks(entry, at + 1, failed, skipExplicit);
  }

  /** Asks every batched rule once for all its values, then continues each field. */
  flushBatches(): void {
    const batches = this.#batches;
    this.#batches = null;
    // Under stopOnFirstFailure a value queued before a field failed, and after it in the rules' order, is not asked for.
    const asked = this.options.stopOnFirstFailure === true ? ({ entry }: Waiting) => !this.report.after(entry) : undefined;
    batches?.flush(this.data, this.context, this.pending, ({ entry, at, failed, skipExplicit }, passed) => this.#resume(entry, at, failed, skipExplicit, passed), asked);
  }

  /** Puts a passing, present field into the validated data, converted when its type rules ran on it. */
  #finish(entry: Entry, failed: boolean, skipExplicit: boolean): void {
    // The walk's containers for an entry still on the walk's path; none for one placed after the walk moved on.
    if (!entry.present) return;
    if (!failed) keep(this.output, this.created, entry, skipExplicit, this.containers(entry));
    // Where a less specific pattern ends too, what failed here is not handed on through it.
    // A field with declared children keeps them whether it passed or not.
    else if (entry.plan.rank !== undefined && !entry.plan.container) leaveOutEntry(this.output, this.created, entry, this.containers(entry));
  }

  /** Waits for every async rule, then runs the `after` hook; undefined when nothing is left to wait for. On a fault, clears the timers left and rejects with it. */
  complete(): Promise<void> | undefined {
    const { after } = this.options;
    if (after === undefined && this.#pending === undefined) return undefined;
    const next = () => (after ? runAfter(after, { input: this.data, data: this.output, errors: this.result().errors, fail: (path, message) => this.report.add(String(path), String(message)) }, this.pending) : undefined);
    return this.#pending ? this.#pending.all(next) : next();
  }

  /** After a fault: no rule starts any more, no timer is left, and rules still running cannot reject unhandled. */
  abort(): void {
    this.pending.abort();
  }
}

/** The result of a finished run, or of the valid data the generated code answered. */
export const resultOf = (done: Record<string, unknown> | Run): ValidationResult => (done instanceof Run ? done.result() : makeResult(true, {}, done));

/** The data of a finished run (or the valid data the generated code answered), or its failures thrown as one `ValidationError`. */
export function parsed(done: Record<string, unknown> | Run): unknown {
  if (!(done instanceof Run)) return done;
  if (done.valid) return done.output;
  throw new ValidationError(done.result().errors, done.issues());
}
