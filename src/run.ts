// One validation run over the plan: the walk through the data, each field's rules (async and
// batched ones included), and the validated data; the failures and their messages are the report's.
import { ValidationFault } from './fault.js';
import { type Entry, Report, type RunOptions, pathOf } from './report.js';
import { RESERVED_SEGMENTS, isBlank, isList, isObjectLike, lengthOf, ownKeys, ownValue } from './input.js';
import { type CompiledTemplate, compileTemplate } from './messages.js';
import { place } from './output.js';
import { type CompiledRule, type FieldPlan, type PlanNode, type Shape, UNDECLARED } from './plan.js';
import type { StandardSchemaV1 } from './standard-schema.js';
import type { RuleContext, ValidationResult, ValidatorLimits, ValidatorOptions } from './types.js';
import { isThenable } from './values.js';

/** A wildcard over more elements than its cap. */
export const WILDCARD_LIMIT_MESSAGE = compileTemplate('The {field} may not have more than {max} items to validate.');

/** A field whose wildcards together expand past their cap. */
export const EXPANSION_LIMIT_MESSAGE = compileTemplate('The {field} expands to more than {max} values to validate.');

/** A rule waiting to check many values in one call (`exists` over `items.*.sku`). */
export interface Batch {
  readonly rule: CompiledRule;
  readonly waiting: { entry: Entry; at: number; failed: boolean; skipExplicit: boolean }[];
}

/** What a modifier decides for a field: leave it out (with the fields below it: exclude), skip its non-implicit rules, or nothing. */
export type Skip = 'omit' | 'exclude' | 'explicit' | undefined;

/** The state of one `validate()` call. */
export class Run {
  /** Promises of rules that answered asynchronously; undefined while every rule answered at once. */
  pending: Promise<void>[] | undefined;
  /** The failures and their messages. */
  readonly report: Report;
  #timers: Set<ReturnType<typeof setTimeout>> | undefined;
  /** Batched rules waiting for the end of the walk; null once flushed. */
  #batches: Map<CompiledRule, Batch> | null | undefined;
  /** The key and the input node at each depth of the path being walked, reused for every field. */
  readonly #keys: (string | number)[] = [];
  readonly #nodes: unknown[] = [];
  #index: string | number | undefined;
  #order = 0;
  #aborted = false;
  #cleanPrototypes: boolean | undefined;
  /** Laravel's ConvertEmptyStringsToNull: a blank string is validated, and kept, as null. */
  readonly #blankToNull: boolean;
  /** What each wildcard has expanded so far in this run; -1 once it passed the cap, so it expands no more. */
  #expanded: Map<PlanNode, number> | undefined;
  /** The containers of the validated data along the walk's current path: `#outs[k]` at `k` keys deep, undefined until made. */
  readonly #outs: (Record<PropertyKey, unknown> | undefined)[];
  /** The objects and arrays of the validated data that this run made: any other object there is the input's own, never written. */
  #created: WeakSet<object> | undefined;

  constructor(
    readonly data: unknown,
    readonly context: RuleContext,
    readonly options: RunOptions,
    readonly limits: Required<ValidatorLimits>,
    readonly sync: boolean,
    /** The validated data, begun by the straight-line code when it handed over some fields. */
    readonly output: Record<string, unknown> = {},
    /** Two declared patterns may reach one concrete path (`tag` and `*`), so a path's messages may come from two fields. */
    readonly overlapping = false,
  ) {
    this.#blankToNull = options.convertEmptyStringsToNull !== false;
    this.#outs = [output];
    this.report = new Report(data, options, limits, overlapping, (entry) => this.#detach(entry, true));
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

  /** The walk's containers for an entry still on the walk's path; none for one placed after the walk moved on. */
  #live(entry: Entry): (Record<PropertyKey, unknown> | undefined)[] | undefined {
    return entry.keys === this.#keys ? this.#outs : undefined;
  }

  /**
   * Checks the field declared at `node`, then goes on into `value` for the fields below it: each
   * input node is read once for every field under it. `present` says whether the key was there.
   */
  visit(node: PlanNode, value: unknown, present: boolean, inList: boolean): void {
    const { depth, field } = node;
    this.#nodes[depth] = value;
    if (field) {
      let checked = value;
      let there = present && value !== undefined;
      // A list cannot leave an element out without a hole its type does not have: a missing or
      // blank element is validated as null, even when blank strings are kept.
      if (inList && (checked === undefined || isBlank(checked))) {
        checked = null;
        there = true;
      } else if (there && this.#blankToNull && isBlank(checked)) checked = null;
      // An excluded field takes the fields below it along, as Laravel's exclusion of `items` excludes `items.*.id`.
      if (this.#check(this.#entry(field, checked, there, depth)) === 'exclude') return;
    }
    if (node.children.length === 0 && node.wildcard === undefined) return;
    // A missing parent makes its children absent; a wildcard over nothing matches nothing, as in Laravel (require the list with `items: 'required|array'`).
    const object = present && isObjectLike(value) ? value : undefined;
    for (const child of node.children) {
      if (this.stopped) return;
      let found = false;
      let childValue: unknown;
      if (object !== undefined) {
        // Inlined rather than ownValue(): no tuple allocated per key on the hot path.
        try {
          if (Object.hasOwn(object, child.segment)) {
            childValue = object[child.segment];
            found = true;
          }
        } catch {
          // A getter or proxy trap that throws is hostile input: the field counts as absent.
        }
      }
      this.#keys[depth] = child.segment;
      this.#outs[depth + 1] = undefined;
      this.visit(child, childValue, found, false);
    }
    if (node.wildcard !== undefined && object !== undefined && !this.stopped) this.#expand(node.wildcard, object);
  }

  /** Visits every element of the object or array met at a wildcard, within the caps on how many. */
  #expand(node: PlanNode, list: Record<string, unknown>): void {
    const depth = node.depth - 1;
    // Past the cap the field fails before anything is expanded, so a million-element array costs nothing.
    const members = isList(list) ? undefined : ownKeys(list).filter((key) => !RESERVED_SEGMENTS.has(key));
    const count = members ? members.length : lengthOf(list as unknown as unknown[]);
    const spent = (this.#expanded ??= new Map()).get(node) ?? 0;
    if (spent < 0) return;
    // The values a wildcard expands to are capped as a whole too, its outer wildcards' included, so nested wildcards cannot multiply past the cap.
    const total = spent + count + this.#spentAbove(node);
    const overCap = count > this.limits.wildcardElements;
    if (overCap || total > this.limits.expandedValues) {
      const entry = this.#entry(node.first, list, true, depth);
      // The list's own path names the failure; a wildcard at the root has none, so the declared field does.
      if (depth === 0) entry.path = node.first.path;
      if (overCap) this.report.fail(entry, WILDCARD_LIMIT_MESSAGE, { max: this.limits.wildcardElements });
      else {
        this.report.fail(entry, EXPANSION_LIMIT_MESSAGE, { max: this.limits.expandedValues });
        this.#expanded.set(node, -1);
      }
      return;
    }
    this.#expanded.set(node, spent + count);
    const outer = this.#index;
    // An object's members are its own keys. Array.prototype holds no indices unless something polluted it
    // (checked once per run), so a defined element is then an own one; `Object.hasOwn` is slow on a hot loop.
    let ownIfDefined = members !== undefined;
    try {
      ownIfDefined ||= Object.getPrototypeOf(list) === Array.prototype && this.#arraysInheritNothing();
    } catch {
      // A proxy whose getPrototypeOf trap throws: every element is checked with Object.hasOwn.
    }
    // Each element of a list keeps its place in the validated data, even when none of its fields is kept, so the list has no holes;
    // an element declared as a field of its own (`g.*: 'array'`) that is not an object has the place its own rules give it.
    const dense = members === undefined && (node.children.length > 0 || node.wildcard !== undefined);
    for (let i = 0; i < count && !this.stopped; i++) {
      const key = members ? members[i]! : i;
      let value: unknown;
      let found = false;
      try {
        value = list[key];
        found = (value !== undefined && ownIfDefined) || Object.hasOwn(list, key);
        if (!found) value = undefined;
      } catch {
        // A getter or proxy trap that throws is hostile input: the element counts as absent.
      }
      this.#keys[depth] = this.#index = key;
      this.#outs[depth + 1] = undefined;
      if (dense && (node.field === undefined || isObjectLike(value))) {
        this.#nodes[depth + 1] = value;
        place(this.output, (this.#created ??= new WeakSet()), this.#keys, this.#nodes, depth + 1, undefined, true, this.#outs);
      }
      this.visit(node, value, found, members === undefined);
    }
    this.#index = outer;
  }

  /** What the wildcards above `node` have expanded so far in this run. */
  #spentAbove(node: PlanNode): number {
    let spent = 0;
    for (let above = node.above; above !== undefined; above = above.above) spent += Math.max(0, this.#expanded?.get(above) ?? 0);
    return spent;
  }

  /** True unless Array.prototype or Object.prototype has an enumerable property (an index put there by pollution). */
  #arraysInheritNothing(): boolean {
    if (this.#cleanPrototypes === undefined) {
      this.#cleanPrototypes = true;
      // for-in walks the whole chain; built-in methods are not enumerable, so normally this loop never runs.
      for (const _ in Array.prototype) {
        this.#cleanPrototypes = false;
        break;
      }
    }
    return this.#cleanPrototypes;
  }

  /** The concrete field the walk is on; its path is the pattern itself when the plan has no wildcard. */
  #entry(plan: FieldPlan, value: unknown, present: boolean, depth = plan.segments.length): Entry {
    const path = plan.wildcard ? undefined : plan.path;
    return { plan, path, depth, value, present, index: this.#index, order: this.#order++, keys: this.#keys, nodes: this.#nodes, messages: undefined };
  }

  /**
   * Gives a waiting entry its own copy of the path stacks, which the walk goes on reusing. A path
   * without wildcards has its pattern's keys. A failed entry is never placed, so it keeps only keys.
   */
  #detach(entry: Entry, keysOnly = false): void {
    if (entry.keys !== this.#keys) return;
    const { plan } = entry;
    entry.keys = plan.wildcard ? this.#keys.slice(0, entry.depth) : plan.segments;
    if (!keysOnly) entry.nodes = this.#nodes.slice(0, entry.depth + 1);
  }

  /** Reports, under `strict`, every own key of the data that no declared path reaches; a declared leaf's value is taken whole. */
  undeclared(shape: Shape, message: CompiledTemplate, node: unknown, path: string, keys: readonly (string | number)[] = []): void {
    if (!isObjectLike(node) || (shape.children.size === 0 && !shape.wildcard)) return;
    // The walk already failed a wildcard over too many elements; do not list them again.
    if (shape.wildcard && isList(node) && lengthOf(node) > this.limits.wildcardElements) return;
    for (const key of ownKeys(node)) {
      if (this.stopped) return;
      const child = shape.children.get(key) ?? (RESERVED_SEGMENTS.has(key) ? undefined : shape.wildcard);
      const at = path === '' ? key : `${path}.${key}`;
      const atKeys = [...keys, isList(node) ? Number(key) : key];
      if (!child) {
        // Its own keys, so the walk's shared key stack never stands for this path.
        this.report.fail({ ...this.#entry(UNDECLARED, undefined, true, atKeys.length), path: at, keys: atKeys }, message, undefined);
        continue;
      }
      const [found, value] = ownValue(node, key);
      if (found) this.undeclared(child, message, value, at, atKeys);
    }
  }

  /** Lists the failure of rule `at` of a field without wildcards, whose rules another pass has run on `value`; a field's failures come together. */
  failAt(plan: FieldPlan, at: number, value: unknown): void {
    const { last } = this.report;
    this.report.failRule(plan.checks[at]!, last?.plan === plan ? last : this.#entry(plan, value, value !== undefined));
  }

  /** Runs a concrete field's rules, from the guards to the last check; says 'exclude' when a modifier left out the field and those below it. */
  #check(entry: Entry): 'exclude' | undefined {
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
      if (outcome === 'exclude') return outcome;
      if (outcome === 'explicit') skipExplicit = true;
    }
    this.#wait(this.#runChecks(entry, 0, false, skipExplicit), entry);
    return undefined;
  }

  #wait(outcome: void | Promise<void>, entry: Entry): void {
    if (!outcome) return;
    if (this.sync) {
      outcome.then(undefined, () => undefined);
      throw new TypeError(`valigate: a rule on field "${pathOf(entry)}" returned a promise; use validate()`);
    }
    this.#detach(entry);
    (this.pending ??= []).push(outcome);
  }

  /** Checks from rule `from` on; returns a promise only when a rule answered with one. */
  #runChecks(entry: Entry, from: number, failed: boolean, skipExplicit: boolean): void | Promise<void> {
    const { checks, bail } = entry.plan;
    const { value } = entry;
    if (this.#aborted) return;
    const blank = !entry.present || isBlank(value);
    for (let at = from; at < checks.length; at++) {
      const rule = checks[at]!;
      if (!rule.implicit && (blank || skipExplicit)) continue;
      if (rule.deferred && failed) continue;
      if (rule.validateMany !== undefined && this.#batches !== null) {
        this.#queue(rule, entry, at, failed, skipExplicit);
        return;
      }
      let passed: unknown;
      try {
        passed = rule.validate.call(rule.definition, value, rule.params, rule.readsField ? pathOf(entry) : '', this.data, this.context.req, this.context);
      } catch (cause) {
        throw new ValidationFault(rule.name, pathOf(entry), cause);
      }
      if (passed === true) continue;
      if (this.#thenable(passed, rule, entry)) {
        return this.#settle(rule, entry, passed).then((ok) => this.#resume(entry, at, ok === true, failed, skipExplicit));
      }
      // Fail closed: only `true` passes; `undefined` (a forgotten return), 'ok' or 1 is a failure.
      failed = true;
      this.report.failRule(rule, entry);
      if (bail || rule.implicit) break;
    }
    this.#finish(entry, failed, skipExplicit);
  }

  /** Continues a field's rules after an async or batched answer for rule `at`. */
  #resume(entry: Entry, at: number, passed: boolean, failed: boolean, skipExplicit: boolean): void | Promise<void> {
    const rule = entry.plan.checks[at]!;
    if (!passed) {
      this.report.failRule(rule, entry);
      if (entry.plan.bail || rule.implicit) return this.#finish(entry, true, skipExplicit);
      failed = true;
    }
    return this.#runChecks(entry, at + 1, failed, skipExplicit);
  }

  #queue(rule: CompiledRule, entry: Entry, at: number, failed: boolean, skipExplicit: boolean): void {
    this.#detach(entry);
    this.#batches ??= new Map();
    let batch = this.#batches.get(rule);
    if (!batch) this.#batches.set(rule, (batch = { rule, waiting: [] }));
    // The field's earlier failure is kept, so a failed field never lands in the validated data.
    batch.waiting.push({ entry, at, failed, skipExplicit });
  }

  /** Asks every batched rule once for all its values, then continues each field. */
  flushBatches(): void {
    const batches = this.#batches;
    // After the flush, a batched rule met later (after an async rule) checks its value alone.
    this.#batches = null;
    if (!batches) return;
    for (const { rule, waiting } of batches.values()) {
      const first = waiting[0]!.entry;
      let answers: readonly boolean[] | PromiseLike<readonly boolean[]>;
      try {
        answers = rule.validateMany!.call(
          rule.definition,
          waiting.map(({ entry }) => entry.value),
          rule.params,
          waiting.map(({ entry }) => pathOf(entry)),
          this.data,
          this.context.req,
          this.context,
        );
      } catch (cause) {
        throw new ValidationFault(rule.name, pathOf(first), cause);
      }
      const resumeAll = (results: readonly boolean[]) => {
        // One answer per value or the rule is broken: a fault, never a pass or a failure.
        if (!isList(results) || lengthOf(results) !== waiting.length) {
          throw new ValidationFault(rule.name, pathOf(first), new TypeError(`validateMany must answer a list of ${waiting.length} booleans`), 'answered garbage');
        }
        const outcomes = waiting.map(({ entry, at, failed, skipExplicit }, i) => this.#resume(entry, at, results[i] === true, failed, skipExplicit));
        const later = outcomes.filter((outcome): outcome is Promise<void> => outcome !== undefined);
        return later.length ? Promise.all(later).then(() => undefined) : undefined;
      };
      if (this.#thenable(answers, rule, first)) this.#wait(this.#settle(rule, first, answers).then(resumeAll), first);
      else this.#wait(resumeAll(answers), first);
    }
  }

  /** Whether a rule answered with a promise or thenable; a `then` getter that throws (hostile or broken) is a fault. */
  #thenable(answer: unknown, rule: CompiledRule, entry: Entry): answer is PromiseLike<unknown> {
    try {
      return isThenable(answer);
    } catch (cause) {
      throw new ValidationFault(rule.name, pathOf(entry), cause);
    }
  }

  /**
   * Waits for a rule's promise with the timeout; a rejection or a timeout is a fault. The timer
   * covers the whole settlement: a thenable that resolves to another thenable is followed to the
   * end (`Promise.resolve` adopts it), and a `then` that throws rejects. The timer exists only for
   * a rule that did answer with a promise.
   */
  #settle<T>(rule: CompiledRule, entry: Entry, answer: PromiseLike<T>): Promise<T> {
    const limit = this.limits.ruleTimeout;
    const timers = (this.#timers ??= new Set());
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // validateSync refuses a promise at once, so it never needs a timer.
      if (!this.sync && limit !== Number.POSITIVE_INFINITY) {
        timer = setTimeout(() => reject(new ValidationFault(rule.name, pathOf(entry), undefined, `did not settle within ${limit} ms`)), limit);
        (timer as { unref?: () => void }).unref?.();
        timers.add(timer);
      }
      const done = () => {
        if (timer !== undefined) {
          clearTimeout(timer);
          timers.delete(timer);
        }
      };
      Promise.resolve(answer).then(
        (value) => (done(), resolve(value)),
        (cause: unknown) => (done(), reject(cause instanceof ValidationFault ? cause : new ValidationFault(rule.name, pathOf(entry), cause, 'rejected'))),
      );
    });
  }

  /** Puts a passing, present field into the validated data, converted when its type rules ran on it. */
  #finish(entry: Entry, failed: boolean, skipExplicit: boolean): void {
    if (failed || !entry.present) return;
    const { plan, value } = entry;
    const depth = plan.segments.length;
    if (plan.container) {
      if (isObjectLike(value)) place(this.output, (this.#created ??= new WeakSet()), entry.keys, entry.nodes, depth, undefined, true, this.#live(entry));
      // A null that a modifier keeps as it is (`nullable`) is kept, as Laravel keeps it; its declared children are absent.
      else if (value === null && skipExplicit) place(this.output, (this.#created ??= new WeakSet()), entry.keys, entry.nodes, depth, null, false, this.#live(entry));
      // An element of a list that passed with no object to keep still holds its place, with no children.
      else if (plan.segments[depth - 1] === '*' && isList(entry.nodes[depth - 1])) place(this.output, (this.#created ??= new WeakSet()), entry.keys, entry.nodes, depth, undefined, true, this.#live(entry));
      return;
    }
    // Only when blank strings are kept as text: a blank value skipped the field's type rules, so it has none of their types.
    if (isBlank(value)) return;
    let stored = value;
    if (plan.coerce && !skipExplicit) {
      try {
        stored = plan.coerce(value);
      } catch (cause) {
        // A custom rule's coerce that throws is a fault like its validate.
        throw new ValidationFault((plan.coerce as { rule?: string }).rule ?? 'coerce', pathOf(entry), cause);
      }
    }
    place(this.output, (this.#created ??= new WeakSet()), entry.keys, entry.nodes, depth, stored, false, this.#live(entry));
  }

  /**
   * Waits for every async rule, then runs the `after` hook; undefined when nothing is left to
   * wait for. On a fault, clears the timers left and rejects with it.
   */
  complete(): Promise<void> | undefined {
    const { after } = this.options;
    if (this.pending === undefined) return after ? this.#after(after) : undefined;
    return Promise.all(this.pending).then(
      () => (after ? this.#after(after) : undefined),
      (fault: unknown) => {
        this.abort();
        throw fault;
      },
    );
  }

  /** Runs the `after` hook with what the rules found; what it throws or rejects with is a fault. */
  #after(hook: NonNullable<ValidatorOptions['after']>): Promise<void> | undefined {
    const fault = (cause: unknown) => new ValidationFault('after', '(validator)', cause, cause instanceof Error ? 'threw' : 'rejected');
    let answer: unknown;
    try {
      answer = hook({ input: this.data, data: this.output, errors: this.result().errors, fail: (path, message) => this.report.add(String(path), String(message)) });
    } catch (cause) {
      throw fault(cause);
    }
    if (!isThenable(answer)) return undefined;
    if (this.sync) {
      answer.then(undefined, () => undefined);
      throw new TypeError('valigate: the after hook answered with a promise; use validate()');
    }
    return Promise.resolve(answer).then(
      () => undefined,
      (cause: unknown) => {
        throw fault(cause);
      },
    );
  }

  /** After a fault: no rule starts any more, no timer is left, and rules still running cannot reject unhandled. */
  abort(): void {
    this.#aborted = true;
    for (const outcome of this.pending ?? []) outcome.then(undefined, () => undefined);
    for (const timer of this.#timers ?? []) clearTimeout(timer);
    this.#timers?.clear();
  }
}
