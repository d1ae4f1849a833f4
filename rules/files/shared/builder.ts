// From the kernel's modules rather than the core entry: `Rule.file()` imports this, and the core entry imports `Rule`.
import type { UploadedFile } from '../../../src/file.js';
import { type Chain, RuleChain } from '../../../src/fluent.js';
import type { Facts, NoFacts } from '../../../src/infer.js';
import { lookup } from '../../../src/registry.js';
import type { RuleObject } from '../../../src/types.js';
import { fileSize as FILE_SIZE } from '../../../src/patterns.js';
import type { DimensionsConstraints } from '../dimensions.js';

/** A file size with a unit, as Laravel's `File` rule takes it: `'500kb'`, `'10mb'`, `'1.5gb'`, `'1tb'` (any case). */
export type FileSize = `${number}${'kb' | 'mb' | 'gb' | 'tb' | 'KB' | 'MB' | 'GB' | 'TB'}`;

/** Kilobytes per unit, as Laravel counts them (1 MB is 1,000 KB, while a file's size is its bytes / 1,024). */
const KILOBYTES: Readonly<Record<string, number>> = { kb: 1, mb: 1_000, gb: 1_000_000, tb: 1_000_000_000 };

/** A size with a unit in kilobytes, rounded as Laravel rounds; anything else as it was (a number stays kilobytes, a malformed size is left to the rule's parse, which reports it). */
export function toKilobytes(size: unknown): unknown {
  // Longer text is no size anyone writes: left to the rule's parse, before any regex.
  if (typeof size !== 'string' || size.length > 40) return size;
  const match = FILE_SIZE.exec(size.trim());
  return match ? Math.round(Number(match[1]) * KILOBYTES[match[2]!.toLowerCase()]!) : size;
}

/** True for a rule that measures files (its message has a `file` form: min, max, size, between...). */
const measuresFiles = (name: string): boolean => {
  const message = lookup(name)?.message;
  return typeof message === 'object' && message !== null && typeof message.file === 'string';
};

/** The fluent chain of a file field: its size rules take units (`max('10mb')`). */
class FileChain extends RuleChain<any> {
  override rule(name: string | RuleObject, ...args: unknown[]): any {
    // A rule object (`.rule(Rule.dimensions()...)`) goes as it is.
    return super.rule(name as string, ...(typeof name === 'string' && measuresFiles(name) ? args.flat().map(toKilobytes) : args));
  }
}

/** A chain for an uploaded file: `file().required().image().max('10mb')`. Sizes are kilobytes, or take a unit. */
export const file = (): Chain<NoFacts, 'file'> => new FileChain([{ name: 'file', args: [] }]) as unknown as Chain<NoFacts, 'file'>;

/** A media type (`image/png`, `image/*`) rather than an extension. */
const isMediaType = (type: string): boolean => type.includes('/');

/**
 * Laravel's `File` rule builder, as a fluent chain: `File.types(['jpg', 'png']).min('1kb').max('10mb')`,
 * `File.image().dimensions({ maxWidth: 1000 })`. Every method of the chain follows (`extensions`,
 * `encoding`, `between`, `required`...).
 */
export const File = {
  /** A file of these types: extensions are checked with `mimes`, media types (`image/png`, `video/*`) with `mimetypes`, both by content. */
  types(types: string | readonly string[]): Chain<Chain<NoFacts, 'file'> extends RuleChain<infer F> ? F : never, 'mimes'> {
    // Laravel writes the types into its rule's text, so `File::types('pdf,docx')` lists two; no extension or media type holds a comma.
    const list = (typeof types === 'string' ? [types] : [...types]).flatMap((type) => (typeof type === 'string' ? type.split(',').map((part) => part.trim()) : [type]));
    let chain: RuleChain<any> = file();
    const mediaTypes = list.filter(isMediaType);
    const extensions = list.filter((type) => !isMediaType(type));
    if (mediaTypes.length > 0) chain = chain.rule('mimetypes', mediaTypes);
    if (extensions.length > 0) chain = chain.rule('mimes', extensions);
    return chain as never;
  },
  /** An image file (JPEG, PNG, GIF, BMP, WebP, AVIF, HEIC); `allowSvg` takes SVG too (an SVG can carry scripts). */
  image(allowSvg = false): Chain<Chain<NoFacts, 'file'> extends RuleChain<infer F> ? F : never, 'image'> {
    return file().rule('image', ...(allowSvg ? ['allow_svg'] : [])) as never;
  },
  /** Any file; add rules with the chain's methods. */
  default(): Chain<NoFacts, 'file'> {
    return file();
  },
};

/** A size with a unit, on a chain whose value is a file (`file()`, `File`); on any other chain, no argument fits. */
type FileSizeOn<F extends Facts> = [F['type']] extends [UploadedFile] ? FileSize : never;

declare module '../../../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** At least this many kilobytes, or a size with a unit (`'1kb'`, `'2mb'`) on a file. */
    min(size: FileSizeOn<F>): Chain<F, 'min'>;
    /** At most this many kilobytes, or a size with a unit (`'10mb'`) on a file. */
    max(size: FileSizeOn<F>): Chain<F, 'max'>;
    /** Exactly this many kilobytes, or a size with a unit on a file. */
    size(size: FileSizeOn<F>): Chain<F, 'size'>;
    /** Between two sizes on a file, kilobytes or with units (`between('1kb', '10mb')`). */
    between(min: number | FileSizeOn<F>, max: number | FileSizeOn<F>): Chain<F, 'between'>;
  }
}

export type { DimensionsConstraints };
