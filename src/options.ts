import { installed } from './feature.js';
import { refuseUnknownKeys } from './nearest.js';
import type { ValidatorLimits, ValidatorOptions } from './types.js';

/** The caps a validator has unless its options say otherwise. */
export const DEFAULT_LIMITS: Required<ValidatorLimits> = Object.freeze({ depth: 32, wildcardElements: 10_000, expandedValues: 100_000, errors: 1_000, ruleTimeout: 5_000 });

/** The largest delay `setTimeout` honours; a longer one would fire at once. */
export const MAX_TIMEOUT = 2 ** 31 - 1;

/** Every option a validator takes: a key the type has and this lacks does not compile. */
export const VALIDATOR_OPTIONS = Object.keys({
  messages: true, attributes: true, values: true, locale: true, fallbackLocale: true, database: true, strict: true,
  limits: true, compile: true, convertEmptyStringsToNull: true, stopOnFirstFailure: true, after: true, timezone: true,
} satisfies Record<keyof ValidatorOptions, true>);

/**
 * The options' names and types, checked at construction: a wrong type would otherwise surface on a
 * request (a 500 for every failure, "[object Object]" in a message), and a misspelt name (`stict`)
 * would silently leave its protection off.
 */
export function checkOptions(options: ValidatorOptions): void {
  if (options === null || typeof options !== 'object') throw new TypeError('valigate: options must be an object');
  refuseUnknownKeys(options, VALIDATOR_OPTIONS, 'option');
  for (const name of ['messages', 'attributes'] as const) {
    const map = options[name];
    if (map === undefined) continue;
    // Each entry is checked where it is read, when the validator builds its messages.
    if (map === null || typeof map !== 'object' || Array.isArray(map)) throw new TypeError(`valigate: options.${name} must be an object of text, got ${map === null ? 'null' : typeof map}`);
  }
  for (const name of ['locale', 'fallbackLocale'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'string') throw new TypeError(`valigate: options.${name} must be a locale code, got ${typeof options[name]}`);
  }
  if (options.limits !== undefined && (options.limits === null || typeof options.limits !== 'object')) {
    throw new TypeError(`valigate: options.limits must be an object of limits (${Object.keys(DEFAULT_LIMITS).join(', ')}), got ${options.limits === null ? 'null' : typeof options.limits}`);
  }
  if (options.timezone !== undefined && (typeof options.timezone !== 'string' || options.timezone === '')) {
    throw new TypeError(`valigate: the timezone option must be a time zone name, got ${String(options.timezone)}`);
  }
  // Where the date rules are loaded, they know the zones; a form without them reads no zone.
  const zones = options.timezone === undefined ? undefined : installed('timezone');
  if (zones !== undefined) {
    try {
      zones(options.timezone!);
    } catch (cause) {
      throw new TypeError(`valigate: the timezone option: ${(cause as Error).message}`);
    }
  }
  if (options.after !== undefined && typeof options.after !== 'function') throw new TypeError('valigate: options.after must be a function');
  for (const name of ['strict', 'compile', 'convertEmptyStringsToNull', 'stopOnFirstFailure'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'boolean') throw new TypeError(`valigate: options.${name} must be true or false`);
  }
  const { database } = options;
  if (database !== undefined && (database === null || typeof database.count !== 'function' || typeof database.countMany !== 'function')) {
    throw new TypeError('valigate: options.database must be a presence verifier with count and countMany');
  }
}

/** The defaults with the given limits over them; a limit that is unknown or not a positive count throws, so a typo cannot turn a cap off. */
export function resolveLimits(limits: ValidatorLimits | undefined): Required<ValidatorLimits> {
  if (limits === undefined) return DEFAULT_LIMITS;
  const resolved: Record<string, number> = { ...DEFAULT_LIMITS };
  for (const [name, value] of Object.entries(limits)) {
    if (!Object.hasOwn(DEFAULT_LIMITS, name)) throw new TypeError(`valigate: unknown limit "${name}" (use ${Object.keys(DEFAULT_LIMITS).join(', ')})`);
    if (value === undefined) continue;
    const valid = name === 'ruleTimeout' ? typeof value === 'number' && value > 0 && (value <= MAX_TIMEOUT || value === Infinity) : Number.isSafeInteger(value) && value > 0;
    if (!valid) {
      const expected = name === 'ruleTimeout' ? `milliseconds from 1 to ${MAX_TIMEOUT}, or Infinity for none` : 'a positive integer';
      throw new TypeError(`valigate: limits.${name} must be ${expected}, got ${String(value)}`);
    }
    resolved[name] = value;
  }
  return resolved as Required<ValidatorLimits>;
}
