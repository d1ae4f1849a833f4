import type { RulesMap } from './types.js';

/**
 * The type of the validated data for a rules map. The inference from pipe strings, arrays
 * and the fluent builder lands with the types work; until then, a record.
 */
export type InferRules<R extends RulesMap> = R extends RulesMap ? Record<string, unknown> : never;
