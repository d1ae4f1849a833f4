import { type Chain, type RuleDefinition, type UploadedFile, Validator } from '../../src/core.js';
import { blocksPhp, fileRule, nameList } from './shared/file-rule.js';

/**
 * `extensions:jpg,png`: the extension of the name the client gave the file is listed (any case).
 * The name proves nothing about the content: use it beside `mimes`, which reads the content.
 */
export const extensions: RuleDefinition<{ values: readonly string[] }> = fileRule({
  pure: true,
  message: 'The {field} must have one of the following extensions: {values}.',
  parse: (args) => ({ values: nameList(args, 'extensions') }),
  check: (file, { values }) => !blocksPhp(file, values) && values.includes(file.extension),
});

Validator.extend('extensions', extensions, { source: 'valigate' });

declare module '../../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The client's file name has one of these extensions (beside `mimes`, which reads the content). */
    extensions(...extensions: (string | readonly string[])[]): Chain<F, 'extensions'>;
  }
}

declare module '../../src/infer.js' {
  interface BuiltinRuleTypes {
    extensions: UploadedFile;
  }
}
