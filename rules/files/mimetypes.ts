import { type Chain, type RuleDefinition, type UploadedFile, Validator } from '../../src/core.js';
import { blocksPhp, fileRule, nameList } from './shared/file-rule.js';
import { matchesMediaType } from './shared/media-types.js';
import { sniff } from './shared/sniff.js';

/**
 * `mimetypes:image/png,video/*`: the media type of the file's content (magic bytes, never the
 * client's claim) is listed, or its kind is (`image/*`).
 */
export const mimetypes: RuleDefinition<{ values: readonly string[] }> = fileRule({
  pure: true,
  async: true,
  message: 'The {field} must be a file of type: {values}.',
  parse: (args) => {
    const values = nameList(args, 'media types');
    for (const type of values) if (!type.includes('/')) throw new Error(`expects media types such as image/png or image/*, got "${type}"`);
    return { values };
  },
  check: async (file, { values }) => !blocksPhp(file, values) && matchesMediaType((await sniff(file, 'mimetypes')).mime, values),
});

Validator.extend('mimetypes', mimetypes, { source: 'valigate' });

declare module '../../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The file's content has one of these media types (`'image/png'`, `'image/*'`). */
    mimetypes(...types: (string | readonly string[])[]): Chain<F, 'mimetypes'>;
  }
}

declare module '../../src/infer.js' {
  interface BuiltinRuleTypes {
    mimetypes: UploadedFile;
  }
}
