/**
 * `valigate/core`: the kernel alone, no rule registered. Import the rules you use
 * (`import 'valigate/rules/email'`) and bundlers leave the rest out.
 */
export { Validator } from './validator.js';
export { ValidationFault } from './fault.js';
export { ValidationError } from './validation-error.js';
export { type Chain, RuleChain, array, boolean, field, integer, numeric, object, string } from './fluent.js';
export { Rule } from './rule.js';
export type { DateRule } from './rule-builders/date.js';
export type { DimensionsRule } from './rule-builders/dimensions.js';
export type { EmailRule } from './rule-builders/email.js';
export type { EnumRule } from './rule-builders/enum.js';
export type { NumericRule, StringRule } from './rule-builders/numeric.js';
export { type FormEntries, formInput } from './form-names.js';
export { DatabaseRule } from './database-rule.js';
export { headOfPath, splitPath, unescapePath } from './path.js';
export type { Condition } from './conditional.js';
export { type ExtendOptions, extend, lookup } from './registry.js';
export { compileTemplate, humanize, renderTemplate } from './messages.js';
export type { LocaleMessages, LocaleOptions } from './locale.js';
export { preferredLocale } from './locale-negotiation.js';
export { type CodedErrors, codedErrors } from './result.js';
export type { CodedIssue } from './report.js';
export { countParameters, modeParameters, noParameters, numberParameter, numberParameters, textListParameter } from '../rules/shared/params.js';
export { asText, codePointLength, isEmpty, isPlainObject, isThenable, sizeKind, sizeOf, toInteger, toNumeric } from './values.js';
export { type FileContentReader, UploadedFile, type UploadedFileInit, installFileRecognition, isUploadedFile, toUploadedFile } from './file.js';
export type * from './types.js';
export { type SizeComparison, type SizeParams, type SizeRuleOptions, sizeRule } from '../rules/shared/size-rule.js';
export { type ComparisonParams, type FieldLimit, comparisonRule } from '../rules/shared/comparison-rule.js';
export { type DigitsParams, digitsRule } from '../rules/shared/digits-rule.js';
export { type Decimal, toDecimal } from '../rules/shared/decimal.js';
export { characterClassRule } from '../rules/shared/character-class.js';
export { textListRule } from '../rules/shared/text-list-rule.js';
export { patternRule } from '../rules/shared/pattern-rule.js';
export { type MembershipParams, membershipRule } from '../rules/shared/membership.js';
export type { StandardJSONSchemaOptions, StandardJSONSchemaProps, StandardSchemaV1 } from './standard-schema.js';
export type { AnyFacts, ApplyRule, ApplyType, Blank, CheckRules, EitherFacts, Effect, ErrorPath, Facts, FactsOf, Infer, InferErrors, InferInput, InferRules, Member, MergeFacts, NoFacts, RuleEffect, RuleTypes, Typed, WhenFacts } from './infer.js';
export { type OtherField, oneOtherField, otherField, otherName, otherPath, readOther, sameValue } from '../rules/shared/other-field.js';
export { type PresenceParams, presenceCount, presenceName, presenceRule } from '../rules/shared/presence.js';
