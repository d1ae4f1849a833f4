import { type Chain, type RuleDefinition, type UploadedFile, Validator, toUploadedFile } from '../../src/core.js';
import { toFileValue } from './shared/file-rule.js';

/** Names of 7-bit ASCII, which the Encoding Standard reads as windows-1252: checked here instead. */
const ASCII_NAMES = new Set(['ascii', 'us-ascii']);

/** A check of bytes in one character encoding, fed slice after slice. */
interface Checker {
  /** False once a slice holds what the encoding cannot hold. */
  take(bytes: Uint8Array, last: boolean): boolean;
}

/** The encoding's checker: strict 7-bit ASCII, or the Encoding Standard's decoder in fatal mode. */
function checkerFor(charset: string): () => Checker {
  if (ASCII_NAMES.has(charset)) return () => ({ take: (bytes) => bytes.every((byte) => byte < 0x80) });
  return () => {
    const decoder = new TextDecoder(charset, { fatal: true, ignoreBOM: true });
    return {
      take(bytes, last) {
        try {
          decoder.decode(bytes, { stream: !last });
          return true;
        } catch {
          return false;
        }
      },
    };
  };
}

/** True when every surrogate of the string is paired (it has a UTF-8 form). */
function isWellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/** Whether a whole file is in the encoding, read a slice at a time (a large file is never held whole). */
async function fileIn(file: UploadedFile, newChecker: () => Checker): Promise<boolean> {
  const checker = newChecker();
  for await (const chunk of file.chunks()) if (!checker.take(chunk, false)) return false;
  return checker.take(new Uint8Array(0), true);
}

/**
 * `encoding:utf-8`: a text file (or a string, as the UTF-8 it arrived in) is valid in the
 * character encoding: any name the WHATWG Encoding Standard knows (`utf-8`, `utf-16le`,
 * `iso-8859-2`, `shift_jis`, `gb18030`...) or `ascii`. The file is read through, a slice at a time.
 */
export const encoding: RuleDefinition<{ encoding: string; checker: () => Checker }> = {
  pure: true,
  async: true,
  message: 'The {field} must be encoded in {encoding}.',
  parse: (args) => {
    if (args.length !== 1 || typeof args[0] !== 'string') throw new Error('expects one character encoding, such as utf-8');
    const name = args[0].trim();
    const charset = name.toLowerCase();
    if (!ASCII_NAMES.has(charset)) {
      try {
        new TextDecoder(charset);
      } catch {
        throw new Error(`knows no character encoding "${name}"`);
      }
    }
    return { encoding: name, checker: checkerFor(charset) };
  },
  validate: (value, { checker }) => {
    if (typeof value === 'string') {
      // Text arrived as UTF-8: a lone surrogate was never valid UTF-8, whatever the encoding asked.
      if (!isWellFormed(value)) return false;
      return checker().take(new TextEncoder().encode(value), true);
    }
    const file = toUploadedFile(value);
    return file !== undefined && !file.truncated && fileIn(file, checker);
  },
  coerce: toFileValue,
};

Validator.extend('encoding', encoding, { source: 'valigate' });

declare module '../../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The text file (or string) is valid in this character encoding (`'utf-8'`, `'iso-8859-1'`, `'ascii'`). */
    encoding(charset: string): Chain<F, 'encoding'>;
  }
}

declare module '../../src/infer.js' {
  interface BuiltinRuleTypes {
    encoding: unknown;
  }
}
