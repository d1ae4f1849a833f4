import { type Chain, type RuleDefinition, type UploadedFile, Validator, noParameters } from '../../src/core.js';
import { fileRule } from './shared/file-rule.js';

/** `file`: an uploaded file (a web `File`, `Blob` or bytes too) that arrived whole. */
export const file: RuleDefinition<undefined> = fileRule({
  pure: true,
  message: 'The {field} must be a file.',
  parse: noParameters,
  check: () => true,
});

Validator.extend('file', file, { source: 'valigate' });

declare module '../../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** An uploaded file that arrived whole. */
    file(): Chain<F, 'file'>;
  }
}

declare module '../../src/infer.js' {
  interface BuiltinRuleTypes {
    file: UploadedFile;
  }
}
