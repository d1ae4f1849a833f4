import { type Chain, type RuleDefinition, type UploadedFile, Validator, modeParameters } from '../../src/core.js';
import { contentHasExtension } from './mimes.js';
import { fileRule } from './shared/file-rule.js';

/** The image formats `image` takes, as Laravel's. */
const IMAGES: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'avif', 'heic', 'heif'];
const WITH_SVG: readonly string[] = [...IMAGES, 'svg'];

/**
 * `image`: the file's content is a JPEG, PNG, GIF, BMP, WebP, AVIF or HEIC/HEIF image;
 * `image:allow_svg` takes SVG too (an SVG can carry scripts: never serve one inline from your origin).
 */
export const image: RuleDefinition<{ formats: readonly string[] }> = fileRule({
  pure: true,
  async: true,
  message: 'The {field} must be an image.',
  parse: (args) => ({ formats: modeParameters(args, ['allow_svg']).has('allow_svg') ? WITH_SVG : IMAGES }),
  check: (file, { formats }) => contentHasExtension(file, formats, 'image'),
});

Validator.extend('image', image, { source: 'valigate' });

declare module '../../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** The file's content is an image (JPEG, PNG, GIF, BMP, WebP, AVIF, HEIC); `'allow_svg'` takes SVG too. */
    image(mode?: 'allow_svg'): Chain<F, 'image'>;
  }
}

declare module '../../src/infer.js' {
  interface BuiltinRuleTypes {
    image: UploadedFile;
  }
}
