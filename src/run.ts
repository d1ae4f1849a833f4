// One validation run over the plan: the walk through the data and each concrete field's rules,
// for the walk and for the generated code, which hands a field over when a rule does not pass at
// once. Async answers are settle.ts's, batched rules batch.ts's, failures report.ts's, the
// validated data output.ts's.
import { Batches, type Waiting } from './batch.js';
import { ValidationFault } from './fault.js';
import { RESERVED_SEGMENTS, isBlank, isList, isObjectLike, lengthOf, ownKeys } from './input.js';
import { compileTemplate } from './messages.js';
import { place } from './output.js';
import type { FieldPlan, PlanNode } from './plan.js';
import { type Entry, Report, pathOf } from './report.js';
import { Pending, answeredLater, runAfter } from './settle.js';
import type { StandardSchemaV1 } from './standard-schema.js';
import type { RuleContext, ValidationResult, ValidatorLimits, ValidatorOptions } from './types.js';

/** A wildcard over more elements than its cap. */
export const WILDCARD_LIMIT_MESSAGE = compileTemplate('The {field} may not have more than {max} items to validate.');

/** A field whose wildcards together expand past their cap. */
export const EXPANSION_LIMIT_MESSAGE = compileTemplate('The {field} expands to more than {max} values to validate.');

/** What a modifier decides for a field: leave it out, skip its non-implicit rules, or nothing. */
export type Skip = 'omit' | 'explicit' | undefined;

/** The state of one `validate()` call. */
export class Run {
  /** The failures and their messages. */
  readonly report: Report;
  /** The promises of rules that answered later, with their timers. */
  readonly pending: Pending;
  readonly #batches = new Batches();
  /** The key and the input node at each depth of the path being walked, reused for every field. */
  readonly #keys: (string | number)[] = [];
  readonly #nodes: unknown[] = [];
  #index: string | number | undefined;
  #order = 0;
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
    readonly options: ValidatorOptions,
    readonly limits: Required<ValidatorLimits>,
    readonly sync: boolean,
    /** The validated data, begun by the generated code when it ran. */
    readonly output: Record<string, unknown> = {},
    /** Two declared patterns may reach one concrete path (`tag` and `*`), so a path's messages may come from two fields. */
    readonly overlapping = false,
  ) {
    this.#blankToNull = options.convertEmptyStringsToNull !== false;
    this.#outs = [output];
    this.pending = new Pending(limits.ruleTimeout, sync);
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
    return { valid: this.report.valid, errors: this.report.errors(), data: this.output } as ValidationResult;
  }

  /** The failures as Standard Schema issues: one per message, the path as keys (numbers for array indices). */
  issues(): StandardSchemaV1.Issue[] {
    return this.report.issues();
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
      this.#check(this.entry(field, checked, there, depth));
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
    let total = spent + count;
    for (let above = node.above; above !== undefined; above = above.above) total += Math.max(0, this.#expanded.get(above) ?? 0);
    const overCap = count > this.limits.wildcardElements;
    if (overCap || total > this.limits.expandedValues) {
      this.failWildcard(overCap, this.entry(node.first, list, true, depth));
      if (!overCap) this.#expanded.set(node, -1);
      return;
    }
    this.#expanded.set(node, spent + count);
    const outer = this.#index;
    // An object's members are its own keys; a defined element of an array that inherits no index is its own (Object.hasOwn is slow on a hot loop).
    const ownIfDefined = members !== undefined || this.listInheritsNothing(list);
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

  /** Fails a wildcard over more elements than the caps allow, at the list's own path (the declared field's, for a wildcard at the root). */
  failWildcard(overCap: boolean, entry: Entry): void {
    if (entry.depth === 0) entry.path = entry.plan.pattern;
    if (overCap) this.report.fail(entry, WILDCARD_LIMIT_MESSAGE, { max: this.limits.wildcardElements });
    else this.report.fail(entry, EXPANSION_LIMIT_MESSAGE, { max: this.limits.expandedValues });
  }

  /** True when a defined element of `list` is its own: an array whose prototype chain holds no index (none put there by pollution, checked once per run). */
  listInheritsNothing(list: object): boolean {
    try {
      if (Object.getPrototypeOf(list) !== Array.prototype) return false;
    } catch {
      // A proxy whose getPrototypeOf trap throws: every element is checked with Object.hasOwn.
      return false;
    }
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

  /** A concrete field: the walk's live path stacks unless the generated code gives its own; its path is the pattern itself when the plan has no wildcard. */
  entry(plan: FieldPlan, value: unknown, present: boolean, depth = plan.segments.length, keys: readonly (string | number)[] = this.#keys, nodes: readonly unknown[] = this.#nodes, index = this.#index): Entry {
    const path = plan.wildcard ? undefined : plan.pattern;
    return { plan, path, depth, value, present, index, order: this.#order++, keys, nodes, messages: undefined };
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

  /** Runs a concrete field's modifiers, then its rules. */
  #check(entry: Entry): void {
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
      if (outcome === 'omit') return;
      if (outcome === 'explicit') skipExplicit = true;
    }
    this.checkFrom(entry, 0, skipExplicit);
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
    this.#detach(entry);
  }

  /** Checks from rule `from` on; returns a promise only when a rule answered with one. */
  #runChecks(entry: Entry, from: number, failed: boolean, skipExplicit: boolean): void | Promise<void> {
    const { checks } = entry.plan;
    const { value } = entry;
    if (this.pending.aborted) return;
    const blank = !entry.present || isBlank(value);
    for (let at = from; at < checks.length; at++) {
      const rule = checks[at]!;
      if (!rule.implicit && (blank || skipExplicit)) continue;
      if (rule.deferred && failed) continue;
      if (rule.validateMany !== undefined && this.#batches.open) {
        this.#detach(entry);
        this.#batches.queue(rule, { entry, at, failed, skipExplicit });
        return;
      }
      let passed: unknown;
      try {
        passed = rule.validate.call(rule.definition, value, rule.params, rule.readsField ? pathOf(entry) : '', this.data, this.context.req, this.context);
      } catch (cause) {
        throw new ValidationFault(rule.name, pathOf(entry), cause);
      }
      if (passed !== true) return this.#answer(entry, at, passed, failed, skipExplicit);
    }
    this.#finish(entry, failed, skipExplicit);
  }

  /** Rule `at` did not pass at once: wait for its promise, or list its failure and go on. Fail closed: only `true` passes; `undefined` (a forgotten return), 'ok' or 1 is a failure. */
  #answer(entry: Entry, at: number, answer: unknown, failed: boolean, skipExplicit: boolean): void | Promise<void> {
    const { name } = entry.plan.checks[at]!;
    if (answeredLater(answer, name, () => pathOf(entry))) {
      return this.pending.settle(name, () => pathOf(entry), answer).then((ok) => this.#resume({ entry, at, failed, skipExplicit }, ok === true));
    }
    return this.#resume({ entry, at, failed, skipExplicit }, false);
  }

  /** Continues a field after rule `at` answered; an implicit rule's failure or `bail` ends it. */
  #resume({ entry, at, failed, skipExplicit }: Waiting, passed: boolean): void | Promise<void> {
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
    this.#batches.flush(this.data, this.context, this.pending, (waiting, passed) => this.#resume(waiting, passed));
  }

  /** Puts a passing, present field into the validated data, converted when its type rules ran on it. */
  #finish(entry: Entry, failed: boolean, skipExplicit: boolean): void {
    if (failed || !entry.present) return;
    const { plan, value } = entry;
    const depth = plan.segments.length;
    const created = (this.#created ??= new WeakSet());
    // The walk's containers for an entry still on the walk's path; none for one placed after the walk moved on.
    const outs = entry.keys === this.#keys ? this.#outs : undefined;
    if (plan.container) {
      if (isObjectLike(value)) place(this.output, created, entry.keys, entry.nodes, depth, undefined, true, outs);
      // A null that a modifier keeps as it is (`nullable`) is kept, as Laravel keeps it; its declared children are absent.
      else if (value === null && skipExplicit) place(this.output, created, entry.keys, entry.nodes, depth, null, false, outs);
      // An element of a list that passed with no object to keep still holds its place, with no children.
      else if (plan.segments[depth - 1] === '*' && isList(entry.nodes[depth - 1])) place(this.output, created, entry.keys, entry.nodes, depth, undefined, true, outs);
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
    place(this.output, created, entry.keys, entry.nodes, depth, stored, false, outs);
  }

  /** Waits for every async rule, then runs the `after` hook; undefined when nothing is left to wait for. On a fault, clears the timers left and rejects with it. */
  complete(): Promise<void> | undefined {
    const { after } = this.options;
    return this.pending.all(() => (after ? runAfter(after, { input: this.data, data: this.output, errors: this.result().errors, fail: (path, message) => this.report.add(String(path), String(message)) }, this.sync) : undefined));
  }

  /** After a fault: no rule starts any more, no timer is left, and rules still running cannot reject unhandled. */
  abort(): void {
    this.pending.abort();
  }
}
