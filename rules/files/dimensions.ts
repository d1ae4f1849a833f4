import { type Chain, type RuleDefinition, type UploadedFile, Validator, toNumeric } from '../../src/core.js';
import { fileRule } from './shared/file-rule.js';
import { type ImageDimensions, dimensionsOf } from './shared/image-header.js';
import { SNIFF_BYTES, textContentType } from './shared/sniff.js';

/** The constraints `dimensions` takes, as Laravel names them. */
const SIZES = ['width', 'height', 'min_width', 'max_width', 'min_height', 'max_height'] as const;
const RATIOS = ['ratio', 'min_ratio', 'max_ratio'] as const;
type Constraint = (typeof SIZES)[number] | (typeof RATIOS)[number];

/** The parsed constraints: pixel counts and ratios (width / height) as numbers. */
export type DimensionsParams = Readonly<Partial<Record<Constraint, number>>>;

/** The same constraints in fluent notation (`{ minWidth: 100, ratio: '3/2' }`), either spelling. */
export type DimensionsConstraints = { readonly [K in Constraint | CamelCase<Constraint>]?: number | string };
type CamelCase<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;

/** `minWidth` as `min_width`. */
const snake = (key: string) => [...key].map((char) => (char >= 'A' && char <= 'Z' ? `_${char.toLowerCase()}` : char)).join('');

/** A ratio as `3/2` or a number (`1.5`): width over height. */
function ratioOf(text: string): number {
  const [numerator = '', denominator, extra] = text.split('/');
  const top = toNumeric(numerator.trim());
  const bottom = denominator === undefined ? 1 : toNumeric(denominator.trim());
  if (extra !== undefined || top === undefined || bottom === undefined || top <= 0 || bottom <= 0) throw new Error(`expects a ratio such as 3/2 or 1.5, got "${text}"`);
  return top / bottom;
}

/** `key=value` pairs (`min_width=100`), or one object of them from the fluent notation. */
function parseConstraints(args: readonly unknown[]): DimensionsParams {
  const pairs: [string, unknown][] = [];
  for (const arg of args) {
    if (typeof arg === 'string') {
      const at = arg.indexOf('=');
      if (at === -1) throw new Error(`expects constraints such as min_width=100, got "${arg}"`);
      pairs.push([arg.slice(0, at).trim(), arg.slice(at + 1).trim()]);
    } else if (arg !== null && typeof arg === 'object' && !Array.isArray(arg)) {
      for (const [key, value] of Object.entries(arg)) pairs.push([snake(key), value]);
    } else throw new Error(`expects constraints such as min_width=100, got ${typeof arg}`);
  }
  if (pairs.length === 0) throw new Error('expects at least one constraint (width, height, min_width, max_width, min_height, max_height, ratio, min_ratio, max_ratio)');
  const params: Partial<Record<Constraint, number>> = {};
  for (const [key, value] of pairs) {
    if ((SIZES as readonly string[]).includes(key)) {
      const pixels = toNumeric(value);
      if (pixels === undefined || pixels < 0) throw new Error(`expects ${key} in pixels, got "${String(value)}"`);
      params[key as Constraint] = pixels;
    } else if ((RATIOS as readonly string[]).includes(key)) {
      params[key as Constraint] = ratioOf(String(value));
    } else throw new Error(`has no constraint "${key}" (use ${[...SIZES, ...RATIOS].join(', ')})`);
  }
  return params;
}

/** Whether an image of these dimensions meets the constraints, compared as Laravel does (ratios within its precision). */
export function meetsConstraints({ width, height }: ImageDimensions, c: DimensionsParams): boolean {
  if (c.width !== undefined && c.width !== width) return false;
  if (c.height !== undefined && c.height !== height) return false;
  if ((c.min_width ?? 0) > width || (c.max_width ?? Infinity) < width) return false;
  if ((c.min_height ?? 0) > height || (c.max_height ?? Infinity) < height) return false;
  const ratio = width / height;
  // Laravel's tolerance: one pixel's worth at this size.
  const precision = 1 / (Math.max((width + height) / 2, height) + 1);
  if (c.ratio !== undefined && Math.abs(c.ratio - ratio) > precision) return false;
  if (c.min_ratio !== undefined && c.min_ratio - ratio > precision) return false;
  if (c.max_ratio !== undefined && ratio - c.max_ratio > precision) return false;
  return true;
}

/**
 * `dimensions:min_width=100,ratio=3/2`: the image's width and height, read from its header
 * (never by decoding it), meet every constraint. A file without a readable image header
 * (truncated, corrupt, not an image) fails; an SVG passes, as in Laravel (it has no pixel size).
 */
export const dimensions: RuleDefinition<DimensionsParams> = fileRule({
  pure: true,
  async: true,
  message: 'The {field} has invalid image dimensions.',
  parse: parseConstraints,
  check: async (file, constraints) => {
    if (textContentType(await file.head(SNIFF_BYTES))?.extension === 'svg') return true;
    const measured = await dimensionsOf(file, 'dimensions');
    return measured !== undefined && meetsConstraints(measured, constraints);
  },
});

Validator.extend('dimensions', dimensions, { source: 'valigate' });

declare module '../../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The image's width and height meet the constraints: `dimensions({ minWidth: 100, ratio: '3/2' })` or `dimensions('min_width=100', 'ratio=3/2')`. */
    dimensions(...constraints: (DimensionsConstraints | string)[]): Chain<F, 'dimensions'>;
  }
}

declare module '../../src/infer.js' {
  interface BuiltinRuleTypes {
    dimensions: UploadedFile;
  }
}
