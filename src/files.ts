/**
 * `valigate/files`: the file rules (`file`, `image`, `mimes`, `mimetypes`, `extensions`,
 * `dimensions`, `encoding`, `uploaded`) registered, the `file()` chain and Laravel's `File` builder.
 * Apart from the main entry so that it stays small and browser-safe: the content rules load the
 * optional peer dependencies file-type and image-size when they first run.
 */
export { type DimensionsConstraints, File, type FileSize, file, toKilobytes } from '../rules/files/shared/builder.js';
export { type ContentType, contentTypeOf } from '../rules/files/shared/sniff.js';
export type { ImageDimensions } from '../rules/files/shared/image-header.js';
export { type FileContentReader, UploadedFile, installFileRecognition, isUploadedFile, toUploadedFile } from './file.js';

import { installFileRecognition } from './file.js';

import '../rules/files/dimensions.js';
import '../rules/files/encoding.js';
import '../rules/files/extensions.js';
import '../rules/files/file.js';
import '../rules/files/image.js';
import '../rules/files/mimes.js';
import '../rules/files/mimetypes.js';
import '../rules/files/uploaded.js';

// Files are what this entry is for: size rules measure them in kilobytes from now on.
installFileRecognition();
