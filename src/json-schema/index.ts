/**
 * `valigate/json-schema`: JSON Schema (draft 2020-12, draft-07) and OpenAPI 3.0 schemas from a
 * validator's rules. Each rule says its own part through its definition's `jsonSchema` hook;
 * importing this module also lets every validator answer Standard JSON Schema
 * (`validator['~standard'].jsonSchema.input({ target })`).
 */
import { resolveLimits } from '../options.js';
import { tokenize } from '../parser.js';
import { type FieldPlan, compileField } from '../plan.js';
import { rankSharedEnds } from '../output.js';
import { registry } from '../registry.js';
import type { RuleToken, RulesMap, ValidatorOptions } from '../types.js';
import { Validator, fieldsOf } from '../validator.js';
import { forTarget, TARGETS } from './target.js';
import { treeSchema } from './tree.js';
import type { JSONSchemaFor, JSONSchemaOptions, JsonSchemaTarget } from './types.js';

export type * from './types.js';

/** The tokens of another declared field, for rules whose parameters read its rules (`required_if` with a boolean). */
function rulesOf(rules: RulesMap): (pattern: string) => readonly RuleToken[] | undefined {
  return (pattern) => {
    if (!Object.hasOwn(rules, pattern)) return undefined;
    try {
      return tokenize(rules[pattern]!, pattern);
    } catch {
      return undefined;
    }
  };
}

/** Every field of a rules map compiled with the options that shape it; a mistake throws naming the field and the rule. */
function compileRules(rules: RulesMap, settings: ValidatorOptions): FieldPlan[] {
  const limits = resolveLimits(settings.limits);
  const fields = Object.keys(rules).map((pattern) => compileField(pattern, rules[pattern]!, limits, settings.timezone ?? 'UTC', rulesOf(rules)));
  rankSharedEnds(fields);
  return fields;
}

/**
 * The JSON Schema of a validator's data (or of a rules map's, with the validator options that
 * shape it): nested objects from dot paths, arrays from wildcards, `required` from presence rules,
 * each rule's own part from its `jsonSchema` hook. A rule JSON Schema cannot say is listed in its
 * field's `x-valigate-unexpressed`, never silently dropped. Throws a `TypeError` for an unknown
 * target or io, and for rules that do not compile.
 */
export function toJSONSchema<const T extends JsonSchemaTarget = 'draft-2020-12'>(
  validatorOrRules: Validator<any> | RulesMap,
  options: JSONSchemaOptions<T> & Pick<ValidatorOptions, 'strict' | 'convertEmptyStringsToNull' | 'timezone'> = {},
): JSONSchemaFor<T> {
  const target = options.target ?? 'draft-2020-12';
  const io = options.io ?? 'input';
  if (!TARGETS.includes(target)) throw new TypeError(`valigate: toJSONSchema has no target "${String(target)}" (use ${TARGETS.join(', ')})`);
  if (io !== 'input' && io !== 'output') throw new TypeError(`valigate: toJSONSchema's io is "input" or "output", got "${String(io)}"`);
  const isValidator = validatorOrRules instanceof Validator;
  const rules: RulesMap = isValidator ? validatorOrRules.rules : validatorOrRules;
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) throw new TypeError('valigate: toJSONSchema takes a Validator or an object of field -> rules');
  const settings: ValidatorOptions = isValidator ? { ...validatorOrRules.options, ...options } : options;
  // A validator's own fields, as it runs them (those `sometimes` added too); a rules map's compiled here.
  const fields = isValidator ? fieldsOf(validatorOrRules) : compileRules(rules, settings);
  const schema = treeSchema(fields, { io, blankToNull: settings.convertEmptyStringsToNull !== false, strict: settings.strict === true, tuples: target !== 'openapi-3.0' });
  return forTarget(schema, target) as JSONSchemaFor<T>;
}

// Standard JSON Schema asks through the registry, so the kernel never imports this module.
registry().jsonSchema = (validator, { target, io }) => toJSONSchema(validator as Validator, { target: (target ?? 'draft-2020-12') as JsonSchemaTarget, io });
