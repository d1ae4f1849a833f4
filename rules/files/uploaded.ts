import { type Chain, type RuleDefinition, type UploadedFile, Validator, noParameters, toUploadedFile } from '../../src/core.js';
import { UPLOAD_FAILED_MESSAGE } from '../shared/upload-failed.js';
import { toFileValue } from './shared/file-rule.js';

/**
 * `uploaded`: Laravel's message for an upload that failed. The adapters give it to any upload field
 * whose file the upload middleware cut short, whatever its rules; written as a rule, it fails such
 * a file in plain use too. Any other value is left to the field's other rules.
 */
export const uploaded: RuleDefinition<undefined> = {
  pure: true,
  message: UPLOAD_FAILED_MESSAGE,
  parse: noParameters,
  validate: (value) => toUploadedFile(value)?.truncated !== true,
  coerce: toFileValue,
};

Validator.extend('uploaded', uploaded, { source: 'valigate' });

declare module '../../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** Fails a file the upload middleware cut short, with Laravel's `uploaded` message. */
    uploaded(): Chain<F, 'uploaded'>;
  }
}

declare module '../../src/infer.js' {
  interface BuiltinRuleTypes {
    uploaded: unknown;
  }
}
