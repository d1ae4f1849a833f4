import { type Chain, type RuleDefinition, type UploadedFile, Validator } from '../../src/core.js';
import { blocksPhp, fileRule, nameList } from './shared/file-rule.js';
import { extensionsOf } from './shared/media-types.js';
import { sniff } from './shared/sniff.js';

/** True when the file's content (its first bytes, never its name or claimed type) is of a format with one of `listed` as its extension. */
export async function contentHasExtension(file: UploadedFile, listed: readonly string[], rule: string): Promise<boolean> {
  if (blocksPhp(file, listed)) return false;
  return extensionsOf(await sniff(file, rule)).some((extension) => listed.includes(extension));
}

/**
 * `mimes:jpg,png,pdf`: the file's content is one of these formats, named by extension, judged by
 * its magic bytes (file-type) and never by the client's name or claimed type. Plain text is `txt`.
 */
export const mimes: RuleDefinition<{ values: readonly string[] }> = fileRule({
  pure: true,
  async: true,
  message: 'The {field} must be a file of type: {values}.',
  parse: (args) => ({ values: nameList(args, 'extensions') }),
  check: (file, { values }) => contentHasExtension(file, values, 'mimes'),
});

Validator.extend('mimes', mimes, { source: 'valigate' });

declare module '../../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The file's content is one of these formats, named by extension (`'jpg'`, `'pdf'`). */
    mimes(...extensions: (string | readonly string[])[]): Chain<F, 'mimes'>;
  }
}

declare module '../../src/infer.js' {
  interface BuiltinRuleTypes {
    mimes: UploadedFile;
  }
}
