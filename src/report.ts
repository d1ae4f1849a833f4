// The failures of one validation run: each failed field's messages, rendered when it fails
// (Laravel's lookup order, size kinds, attributes, placeholders), in the order the rules are
// written, and the after hook's own; as keyed errors or Standard Schema issues.
import { hasOwn, isList, isObjectLike, ownValue } from './input.js';
import type { MessageBook } from './message-book.js';
import { type CompiledTemplate, fillTemplate, renderTemplate, showsField, showsOnlyConstants } from './messages.js';
import { type CompiledRule, type FieldPlan, UNDECLARED } from './plan.js';
import { type Each, casedPlaceholder, labelWithSegments, placeholderValue, shownValue, showsOnlyLabel } from './placeholders.js';
import { isIndexText } from './path.js';
import { type CodedErrors, makeResult, paramsText } from './result.js';
import { setOwn } from './store.js';
import type { StandardSchemaV1 } from './standard-schema.js';
import type { RuleDefinition, SizeKind, ValidationErrors, ValidationResult, ValidatorLimits, ValidatorOptions } from './types.js';
import { ValidationFault } from './fault.js';
import { sizeKind } from './values.js';

/** A validator's options for one run, with the messages of the run's locale. */
export interface RunOptions extends ValidatorOptions {
  readonly book: MessageBook;
}

/** What failed: the rule's name and its parameters as written (a compiled rule is one, so a failure allocates none). */
export interface FailureCode {
  readonly name: string;
  readonly args: unknown;
  /** The rule's definition, when a rule failed: which of its placeholders show the field's values. */
  readonly definition?: RuleDefinition;
}

/** The placeholders a rule's `placeholders` worked out for one failure. */
type Worked = ReturnType<NonNullable<RuleDefinition['placeholders']>>;

/** The codes of failures that are no rule's: a cap on hostile input, the after hook's (`strict` passes its own). */
const LIMIT = 'limit';
const AFTER: FailureCode = { name: 'after', args: [] };

/** A Standard Schema issue with the code of its failure, so a client can translate it. */
export interface CodedIssue extends StandardSchemaV1.Issue {
  readonly rule: string;
  readonly params: readonly string[];
}

/** One concrete field in the data: `items.1.qty` for the plan `items.*.qty`. */
export interface Entry {
  readonly plan: FieldPlan;
  /** The concrete path (`items.1.qty`); a wildcard plan's is joined from `keys` only when something reads it. */
  path: string | undefined;
  /** How many of `keys` make the path: the plan's depth, or the wildcard's for a field failed there. */
  readonly depth: number;
  readonly value: unknown;
  readonly present: boolean;
  readonly order: number;
  /** The keys (which `{index}` and `{position}` count) and input nodes down to the field: the run's live stacks while the walk is on it, a copy once the entry waits. */
  keys: readonly (string | number)[];
  nodes: readonly unknown[];
  messages: string[] | undefined;
  /** What failed for each of `messages`. */
  codes: FailureCode[] | undefined;
}

/** The entry's concrete path (`items.1.qty`), joined from its keys the first time it is needed. */
export function pathOf(entry: Entry): string {
  return (entry.path ??= entry.keys.slice(0, entry.depth).join('.'));
}

/**
 * Messages that belong to no rule, in English, by the key a pack or the `messages` option
 * translates them under: a key `strict` leaves undeclared, a wildcard over its cap, the error cap.
 */
export const KERNEL_MESSAGES = {
  strict: 'The {field} field is not allowed.',
  wildcard_limit: 'The {field} may not have more than {max} items to validate.',
  expansion_limit: 'The {field} expands to more than {max} values to validate.',
  error_limit: 'Validation stopped after {max} errors.',
} as const;

/** What one run found wrong. */
export class Report {
  #failed: Entry[] | undefined;
  #messages = 0;
  /** Failures the `after` hook added, as path and message. */
  #extra: [path: string, message: string][] | undefined;
  /** Set once a failure is listed after one that comes later in the rules' order, so the errors are sorted back. */
  #unordered = false;
  /** True once the error cap is reached: nothing more is listed. */
  stopped = false;
  /** The first failure in the rules' order: its field's index among the fields, and its value's order in the walk. */
  firstFailed = Infinity;
  #firstOrder = Infinity;

  constructor(
    readonly data: unknown,
    readonly options: RunOptions,
    readonly limits: Required<ValidatorLimits>,
    /** The run, which gives a failed entry its own copy of the walk's path, which the walk goes on reusing. */
    readonly run: { detach(entry: Entry, keysOnly: boolean): void },
  ) {}

  /** The rule's template for this value in the run's locale, split on the rule's first failure and kept. */
  #template(rule: CompiledRule, entry: Entry): CompiledTemplate {
    const { book } = this.options;
    const found = book.template(rule, entry.plan);
    const message = typeof found === 'function' ? found(pathOf(entry)) : found;
    return Array.isArray(message) ? (message as CompiledTemplate) : (message as Record<SizeKind, CompiledTemplate>)[sizeKind(entry.value, entry.plan.numeric || rule.definition.numericSize === 'own')];
  }

  /** Adds the rule's message for the entry. The kernel describes a hostile value (a revoked proxy's size kind, its `{input}`) without throwing; a rule's own `placeholders` that throws is a fault, like a throwing rule. */
  failRule(rule: CompiledRule, entry: Entry): void {
    try {
      const { placeholders } = rule.definition;
      // Another field reached through a wildcard (`same:items.*.a_b`) shows its path as it is, as Laravel shows its implicit attributes; a display name still wins.
      const { book } = this.options;
      const worked = placeholders && placeholders.call(rule.definition, rule.params, pathOf(entry), this.data, (path, pattern = path) => book.label(path, pattern, pattern.includes('*')), (value, path, pattern) => book.value(value, path, pattern));
      this.fail(entry, this.#template(rule, entry), rule.params, worked, rule);
    } catch (cause) {
      throw new ValidationFault(rule.name, pathOf(entry), cause);
    }
  }

  /** Adds a message for the entry: the template filled with the entry's placeholders and `params`; `code` says what failed (by default a cap; `strict` gives its own). */
  fail(entry: Entry, template: CompiledTemplate, params: unknown, worked?: Worked, code: FailureCode = { name: LIMIT, args: isObjectLike(params) ? Object.values(params) : [] }): void {
    if (this.stopped) return;
    if (this.#messages >= this.limits.errors) {
      this.stopped = true;
      return;
    }
    this.#messages++;
    const message = this.#render(entry, template, params, worked, code);
    if (!entry.messages) {
      entry.messages = [];
      entry.codes = [];
      // The issue paths of ~standard read the keys after the walk has moved on.
      this.run.detach(entry, true);
      const failed = (this.#failed ??= []);
      const last = failed.at(-1);
      if (last !== undefined && (last.plan.index > entry.plan.index || (last.plan.index === entry.plan.index && last.order > entry.order))) this.#unordered = true;
      failed.push(entry);
      if (entry.plan.index < this.firstFailed || (entry.plan.index === this.firstFailed && entry.order < this.#firstOrder)) {
        this.firstFailed = entry.plan.index;
        this.#firstOrder = entry.order;
      }
    }
    entry.messages.push(message);
    entry.codes!.push(code);
  }

  /**
   * The message of a failure. A template that never shows the value reads the same at every
   * failure of a field without wildcards: it is rendered once; under a wildcard only the field's
   * name changes from one element to the next when it shows none of the keys or values by their
   * display names: the rest is filled once.
   */
  #render(entry: Entry, template: CompiledTemplate, params: unknown, worked: Worked | undefined, code: FailureCode): string {
    const { plan } = entry;
    // Placeholders a rule works out from the data (another field's value) may differ at every failure.
    const known = worked === undefined ? plan.rendered?.get(template) : undefined;
    if (typeof known === 'string') return known;
    const { book } = this.options;
    const fill = (name: string, each?: Each) =>
      worked !== undefined && hasOwn(worked, name)
        ? shownValue(worked[name], book.locale, each)
        : placeholderValue(name, entry, params, book.locale, () => this.#fieldLabel(entry), (value) => book.value(value, pathOf(entry), plan.pattern), code.definition?.valuePlaceholders, each);
    const value = (name: string) => fill(name) ?? casedPlaceholder(name, fill);
    if (known !== undefined) return renderTemplate(known, value);
    // The plan of undeclared keys is every validator's, so it keeps nothing.
    if (worked !== undefined || !showsOnlyConstants(template) || plan === UNDECLARED) return renderTemplate(template, value);
    if (!plan.wildcard) {
      const message = renderTemplate(template, value);
      (plan.rendered ??= new WeakMap()).set(template, message);
      return message;
    }
    if (!showsOnlyLabel(template, code.definition?.valuePlaceholders)) return renderTemplate(template, value);
    const unlabelled = fillTemplate(template, value, showsField);
    (plan.rendered ??= new WeakMap()).set(template, unlabelled);
    return renderTemplate(unlabelled, value);
  }

  /** `{field}` of an entry: of its concrete path under a wildcard, else worked out once per field. */
  #fieldLabel(entry: Entry): string {
    const { plan } = entry;
    // A path a wildcard matched shows as it is (`items.1.unit_price`), as Laravel shows its implicit attributes.
    const { book } = this.options;
    return labelWithSegments(plan.wildcard ? book.label(pathOf(entry), plan.pattern, plan !== UNDECLARED) : book.planLabel(plan), entry, book.locale);
  }

  /** The failed fields in the order of the walk. */
  #failures(): readonly Entry[] {
    const failed = this.#failed ?? [];
    // The walk goes through the data node by node and async answers arrive in any order: the
    // errors come as the rules are written, field by field, each field's values in the data's order.
    if (this.#unordered) {
      failed.sort((a, b) => a.plan.index - b.plan.index || a.order - b.order);
      this.#unordered = false;
    }
    // Laravel's stopOnFirstFailure: the first failing field in the rules' order, with all its messages.
    if (this.options.stopOnFirstFailure && failed.length > 1) failed.length = 1;
    return failed;
  }

  get #stopMessage(): string {
    return renderTemplate(this.options.book.text('error_limit', KERNEL_MESSAGES.error_limit), (name) => (name === 'max' ? String(this.limits.errors) : undefined));
  }

  /** Whether `entry` comes after the first failure in the rules' order (a later value of the same field included). */
  after(entry: Entry): boolean {
    return entry.plan.index > this.firstFailed || (entry.plan.index === this.firstFailed && entry.order > this.#firstOrder);
  }

  /** The entry that failed last, if any: the straight-line code lists a field's failures together. */
  get last(): Entry | undefined {
    return this.#failed?.at(-1);
  }

  /** True when no rule failed (and the `after` hook added nothing). */
  get valid(): boolean {
    return this.#failed === undefined && !this.stopped && this.#extra === undefined;
  }

  /** Adds a failure of the `after` hook's. */
  add(path: string, message: string): void {
    (this.#extra ??= []).push([path, message]);
  }

  /** Every failed path in the order of `errors()`: its keys (none for the error cap), what failed and the messages, one per failure. */
  #each(visit: (path: string, keys: readonly (string | number)[] | undefined, codes: readonly FailureCode[], messages: readonly string[]) => void): void {
    for (const entry of this.#failures()) visit(pathOf(entry), entry.keys, entry.codes!, entry.messages!);
    if (this.stopped) visit('*', undefined, [{ name: LIMIT, args: [this.limits.errors] }], [this.#stopMessage]);
    if (this.#extra !== undefined) for (const [path, message] of this.#extra) visit(path, path.split('.'), [AFTER], [message]);
  }

  /**
   * The messages by concrete path, in the order the rules are written. Two declared patterns
   * reaching one path (`tag` and `*`) each keep theirs; a message already listed for the path is
   * not listed again, as Laravel's MessageBag lists it once (keys holding dots can name one path twice).
   */
  errors(): ValidationErrors {
    // Gathered in a Map first: asking a plain object for a path it may not hold yet is a slow lookup per failure.
    const byPath = new Map<string, string[]>();
    this.#each((path, _keys, _codes, messages) => {
      const listed = byPath.get(path);
      // A copy: the caller may change the result, and coded() reads the run's lists later.
      if (listed === undefined) byPath.set(path, messages.length === 1 ? [messages[0]!] : messages.filter((message, at) => messages.indexOf(message) === at));
      else for (const message of messages) if (!listed.includes(message)) listed.push(message);
    });
    const errors: ValidationErrors = {};
    // Defined, not assigned, where Object.prototype has the key (`__proto__`, an undeclared key `strict` reports, or a polluted accessor), so it stays an ordinary key.
    for (const [path, messages] of byPath) setOwn(errors, path, messages);
    return errors;
  }

  /** Each failure with its rule, parameters and message, by path in the order of `errors()` (a message listed once). */
  coded(): CodedErrors {
    const coded: CodedErrors = {};
    this.#each((path, _keys, codes, messages) => {
      for (let at = 0; at < messages.length; at++) {
        const failure = { rule: codes[at]!.name, params: paramsText(codes[at]!.args), message: messages[at]! };
        if (!Object.hasOwn(coded, path)) setOwn(coded, path, [failure]);
        else if (!coded[path]!.some((listed) => listed.message === failure.message)) coded[path]!.push(failure);
      }
    });
    return coded;
  }

  /** The result of the run, its codes worked out only when read. */
  result(data: Record<string, unknown>): ValidationResult {
    return makeResult(this.valid, this.errors(), data, this);
  }

  /** The failures as Standard Schema issues: one per message, the path as keys (numbers for array indices), with the rule and its parameters. */
  issues(): CodedIssue[] {
    const issues: CodedIssue[] = [];
    this.#each((_path, keys, codes, messages) => {
      const path = keys && issuePath(this.data, keys);
      // Each issue its own path: a consumer may prefix one in place.
      for (let at = 0; at < messages.length; at++) issues.push({ message: messages[at]!, ...(path && { path: [...path] }), rule: codes[at]!.name, params: paramsText(codes[at]!.args) });
    });
    return issues;
  }
}

/**
 * An issue's path: `keys` read down `data`, a key that indexes a list as a number. A wildcard
 * already gives one; a path the rules name (`lines.0.qty`) or the after hook's gives text, which
 * a consumer matching paths against `['lines', 0, 'qty']` would miss.
 */
function issuePath(data: unknown, keys: readonly (string | number)[]): (string | number)[] {
  let node = data;
  return keys.map((key) => {
    const list = isList(node);
    node = isObjectLike(node) ? ownValue(node, String(key))[1] : undefined;
    return list && typeof key === 'string' && isIndexText(key) ? Number(key) : key;
  });
}
