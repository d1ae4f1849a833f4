import { nearestName } from './nearest.js';
import { messageProblem } from './messages.js';
import { ruleName as RULE_NAME, camelBoundary, snakeBoundary } from './patterns.js';
import type { Executor, ExecutorRequest } from './executor.js';
import type { LocaleMessages, LocaleOptions } from './locale.js';
import type { MessageBook } from './message-book.js';
import type { Candidate } from './message-keys.js';
import type { PresenceVerifier, RuleDefinition, RuleToken, ValidatorOptions } from './types.js';

/** The process-wide state, shared by the ESM and CJS builds through one `globalThis` key. */
interface Registry {
  readonly rules: Map<string, RuleDefinition>;
  /** Prototypes of every loaded copy of the fluent builder; each gets a method per rule. */
  readonly chains: Set<object>;
  /** The `source` each rule was registered from, when one was given. */
  readonly sources: Map<string, string>;
  /** Names registered as another name of a rule (`bool` of `boolean`), to that rule's name. */
  aliases?: Map<string, string>;
  database: PresenceVerifier | undefined;
  /** Whether validators built from now on may generate code (`Validator.useGeneratedCode`); unset means yes. */
  generatedCode?: boolean;
  /** Pipe strings already split, for validators built per request; cleared when a rule is registered, since a rule's `rawParameter` changes the split. */
  parsed?: Map<string, readonly RuleToken[]>;
  /** Fields compiled from a pipe string with the default options, by path and string; cleared with `parsed`. */
  compiled?: Map<string, unknown>;
  /** Recognises an uploaded file (src/file.ts's `toUploadedFile`), once files can exist: `valigate`, `valigate/files`, an adapter or the first `UploadedFile` installs it; without it size rules measure no value as a file. */
  uploadedFile?: (value: unknown) => { readonly size: number } | undefined;
  /** Kernel features a plain form does not use, by name, once their modules install them (src/feature.ts). */
  features?: Record<string, unknown>;
  /** The code generator, once `valigate/compile` is installed (`valigate` installs it). */
  compiler?: (request: ExecutorRequest) => Executor;
  /** The locale mechanism, once a pack, `valigate` or an adapter's `locale` installed it (src/locale-book.ts); without it messages are English. */
  localizer?: {
    /** A validator's messages in a locale (default: its own); throws for an unknown one. */
    readonly book: (options: ValidatorOptions, code: string | undefined) => MessageBook;
    /** `Validator.addLocale`. */
    readonly add: (code: string, messages: LocaleMessages, options?: LocaleOptions) => void;
    /** `Validator.locales`. */
    readonly codes: () => string[];
    /** What a book's packs add to a rule's message candidates, after the validator's own keys. */
    readonly candidates: (book: MessageBook, field: readonly string[], name: string, rule: RuleDefinition | undefined, found: Candidate[]) => void;
  };
  /** Locale packs by normalised code (`pt_br`), `en` first (src/locale.ts). */
  locales?: Map<string, unknown>;
  /** Counts `addLocale` calls: messages compiled from the packs before are stale. */
  localeVersion?: number;
  /** Message books of validators without their own messages, by locale and fallback; cleared by `addLocale`. */
  books?: Map<string, unknown>;
  /** The JSON Schema export, once `valigate/json-schema` is loaded: what `~standard.jsonSchema` calls, so the kernel carries no schema code. */
  jsonSchema?: (validator: unknown, options: { readonly target?: string; readonly io: 'input' | 'output' }) => Record<string, unknown>;
  /** The instances of valigate's classes by class name, made by any loaded copy (src/brand.ts): `instanceof` holds across the ESM and CJS builds. */
  instances?: Map<string, WeakSet<object>>;
}

const REGISTRY_KEY = Symbol.for('valigate.registry.v1');
/** Names a rule may not take because they mean something else on every object or on the builder. */
const RESERVED = new Set(['constructor', 'prototype', 'then', 'rule', 'when', 'to_tokens', 'to_string']);

/** The shared registry, created on first use so that importing the kernel has no side effect. */
export function registry(): Registry {
  if (shared) return shared;
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (shared = holder[REGISTRY_KEY] ??= { rules: new Map(), chains: new Set(), sources: new Map(), database: undefined });
}

/** This copy's handle on the shared registry, so a lookup does not go through `globalThis` each time. */
let shared: Registry | undefined;

/** Options of `Validator.extend`. */
export interface ExtendOptions {
  /** Replace a different definition already registered under the name. */
  readonly override?: boolean;
  /** Who defines the rule (a package name): registering it again from the same source keeps the first, so a package loaded as ESM and CJS does not clash with itself. */
  readonly source?: string;
  /** The name is another name of this registered rule, whose definition it must be (Laravel's `bool` of `boolean`): messages, `failed` and error codes name that rule. */
  readonly aliasOf?: string;
}

/** `snake_case` to `camelCase`: the default fluent method name of a rule. */
export const camelCase = (name: string): string => name.replace(snakeBoundary, (_, c: string) => c.toUpperCase());

/** `camelCase` or `PascalCase` to `snake_case`: Laravel reads `notIn`, `NotIn` and `not_in` as one rule, and registers `extend('uniqueAccount')` as `unique_account`. */
export const snakeCase = (name: string): string => name.replace(camelBoundary, '$1_$2').toLowerCase();

/** The fluent method names a rule installs. */
export function fluentNames(name: string, definition: RuleDefinition): readonly string[] {
  const { fluent } = definition;
  if (fluent === false) return [];
  if (fluent === undefined) return [camelCase(name)];
  return typeof fluent === 'string' ? [fluent] : fluent;
}

/** What a definition may say (`RuleDefinition`, and an inline rule's `name`). */
const DEFINITION_KEYS = Object.keys({
  validate: 1, message: 1, parse: 1, inlinePass: 1, reads: 1, placeholders: 1, valuePlaceholders: 1, jsonSchema: 1, implicit: 1, pure: 1, async: 1, deferred: 1,
  perRun: 1, validateMany: 1, numericSize: 1, arrayType: 1, fileType: 1, coerce: 1, keepsValue: 1, modifier: 1, fluent: 1, rawParameter: 1, accepts: 1, name: 1,
  // Every key of the type, and no other: a key added to RuleDefinition is a type error here until listed.
} satisfies Record<keyof RuleDefinition | 'name', 1>);

/**
 * A key of `definition` that is a near miss of one a definition may say (`implict`, `mesage`):
 * silently ignored, it would leave the rule skipped on absent values or with the generic message.
 * Any other key of the application's own is left alone.
 */
export function misspeltKey(definition: object): string | undefined {
  for (const key of Object.keys(definition)) {
    if (DEFINITION_KEYS.includes(key)) continue;
    const meant = nearestName(key, DEFINITION_KEYS);
    if (meant !== undefined) return `the definition has no key "${key}"; did you mean "${meant}"?`;
  }
  return undefined;
}

/** Registers a rule under `name`; built-in rules come in through here too. */
export function extend(written: string, definition: RuleDefinition, options: ExtendOptions = {}): void {
  const name = typeof written === 'string' ? snakeCase(written) : written;
  if (typeof name !== 'string' || !RULE_NAME.test(name) || RESERVED.has(name)) {
    throw new TypeError(`valigate: cannot register rule "${String(written)}": a rule name matches ${RULE_NAME} and is not reserved`);
  }
  if (definition === null || typeof definition !== 'object' || typeof definition.validate !== 'function') {
    throw new TypeError(`valigate: rule "${name}" needs a definition with a validate function`);
  }
  // What the generated code is written from is checked here, not silently ignored on a request.
  if (definition.inlinePass !== undefined && typeof definition.inlinePass !== 'function') {
    throw new TypeError(`valigate: rule "${name}": inlinePass must be a function (value, params, parsed) => JavaScript expression`);
  }
  if (definition.perRun !== undefined && typeof definition.perRun !== 'function') {
    throw new TypeError(`valigate: rule "${name}": perRun must be a function (params, data, context) => the run's parameters`);
  }
  if (definition.valuePlaceholders !== undefined && !Array.isArray(definition.valuePlaceholders)) {
    throw new TypeError(`valigate: rule "${name}": valuePlaceholders must be an array`);
  }
  const problem = messageProblem(definition.message) ?? misspeltKey(definition);
  if (problem !== undefined) throw new TypeError(`valigate: rule "${name}": ${problem}`);
  const names = fluentNames(name, definition);
  const { rules, chains, sources, parsed, compiled } = registry();
  for (const method of names) {
    // The builder's own methods: constructor and toString are Object.prototype's, then, rule and when reserved names, toTokens the one left.
    if (typeof method !== 'string' || method in Object.prototype || RESERVED.has(method) || method === 'toTokens') {
      throw new TypeError(`valigate: rule "${name}" cannot take the fluent method name "${String(method)}": it is the builder's own`);
    }
    // Another rule's method stays that rule's: taking `min` would silently change `.min()` in every chain.
    for (const [other, otherDefinition] of rules) {
      if (other !== name && fluentNames(other, otherDefinition).includes(method)) {
        throw new TypeError(`valigate: rule "${name}" cannot take the fluent method name "${method}": rule "${other}" has it`);
      }
    }
  }
  const existing = rules.get(name);
  if (existing === definition) return;
  // One package loaded as both its ESM and its CJS build registers each of its rules twice.
  if (existing && options.source !== undefined && sources.get(name) === options.source) return;
  if (existing && !options.override) {
    throw new TypeError(`valigate: a different rule "${name}" is already registered; pass { override: true } to replace it`);
  }
  // After the checks above, so the second build of a package (ESM beside CJS) returns before comparing its own copy of the rule.
  if (options.aliasOf !== undefined && rules.get(options.aliasOf) !== definition) {
    throw new TypeError(`valigate: rule "${name}" is no alias of "${String(options.aliasOf)}": register that rule first, and give its definition`);
  }
  rules.set(name, definition);
  const aliases = (registry().aliases ??= new Map());
  if (options.aliasOf === undefined) aliases.delete(name);
  else aliases.set(name, options.aliasOf);
  parsed?.clear();
  compiled?.clear();
  if (options.source === undefined) sources.delete(name);
  else sources.set(name, options.source);
  for (const proto of chains) installMethods(proto, name, names);
}

/** The definition registered under `name`, if any. */
export function lookup(name: string): RuleDefinition | undefined {
  return registry().rules.get(registeredName(name));
}

/** The name a rule is registered under for a name as written (`notIn` is `not_in`, the alias `bool` is `boolean`), so messages, codes and other rules see one name; an unknown name stays as written. */
export function registeredName(name: string): string {
  const { rules, aliases } = registry();
  const snake = rules.has(name) ? name : snakeCase(name);
  return rules.has(snake) ? (aliases?.get(snake) ?? snake) : name;
}

/** The registered rule a mistyped name most likely meant (`emial` is `email`). */
export const nearestRule = (name: string): string | undefined => nearestName(name, registry().rules.keys());

/** Adds one fluent method per name that records the rule with its arguments. */
function installMethods(proto: object, rule: string, names: readonly string[]): void {
  for (const method of names) {
    Object.defineProperty(proto, method, {
      configurable: true,
      writable: true,
      value(this: { rule(name: string, ...args: unknown[]): unknown }, ...args: unknown[]) {
        return this.rule(rule, ...args);
      },
    });
  }
}

/** Makes a builder prototype receive a method for every rule, present and future. */
export function attachChain(proto: object): void {
  const { rules, chains } = registry();
  if (chains.has(proto)) return;
  chains.add(proto);
  for (const [name, definition] of rules) installMethods(proto, name, fluentNames(name, definition));
}

/** The validator's JSON Schema through the export `valigate/json-schema` registered, for Standard JSON Schema; a clear error when it is not loaded. */
export function exportedSchema(validator: unknown, io: 'input' | 'output', options: { readonly target?: string } | undefined): Record<string, unknown> {
  const toJSONSchema = registry().jsonSchema;
  if (!toJSONSchema) throw new TypeError("valigate: the JSON Schema export is not loaded: add `import 'valigate/json-schema'` (the full 'valigate' entry loads it)");
  return toJSONSchema(validator, { target: options?.target, io });
}
