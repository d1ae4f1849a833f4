import type { RuleDefinition } from '../../../src/types.js';
import { type UploadedFile, installFileRecognition, toUploadedFile } from '../../../src/file.js';

// Every file rule imports this module: where a file rule is registered, size rules measure files too (`max:512|file` on a `Blob`).
installFileRecognition();

/** Client extensions of PHP scripts: a file named so fails `mimes`, `mimetypes` and `extensions` unless `php` is listed, as Laravel blocks them. */
const PHP_EXTENSIONS = new Set(['php', 'php3', 'php4', 'php5', 'php7', 'php8', 'phtml', 'phar']);

/** True when the client named the file as a PHP script and the rule's list does not allow `php` (Laravel's shouldBlockPhpUpload). */
export const blocksPhp = (file: UploadedFile, listed: readonly string[]): boolean => !listed.includes('php') && PHP_EXTENSIONS.has(file.extension.trim());

/** The file value of a passing value, for the validated data: a web `File`, `Blob` or bytes become an `UploadedFile`. */
export const toFileValue = (value: unknown): unknown => toUploadedFile(value) ?? value;

/**
 * Builds a file rule: the value must be a whole file (an upload, a web `File`/`Blob` or bytes;
 * never a file the upload middleware cut short), then `check` decides. A file rule puts the
 * file value into the validated data.
 */
export function fileRule<P>(definition: Omit<RuleDefinition<P>, 'validate' | 'coerce'> & { check(file: UploadedFile, params: P): boolean | Promise<boolean> }): RuleDefinition<P> {
  const { check, ...rest } = definition;
  return {
    ...rest,
    fileType: true,
    validate: (value, params) => {
      const file = toUploadedFile(value);
      return file !== undefined && !file.truncated && check(file, params);
    },
    coerce: toFileValue,
  };
}

/** A lower-case list of names (`mimes:JPG,png`, fluent `mimes(['jpg', 'png'])`); throws when it is empty or holds a non-text. */
export function nameList(args: readonly unknown[], what: string): readonly string[] {
  const names = args.map((arg) => {
    if (typeof arg !== 'string') throw new Error(`expects ${what}, got ${typeof arg}`);
    return arg.trim().toLowerCase();
  });
  if (names.length === 0 || names.some((name) => name === '')) throw new Error(`expects at least one of ${what}, none empty`);
  return names;
}
