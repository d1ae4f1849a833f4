import type { UploadedFile } from '../../../src/file.js';
import { importFailed, optionalPeer } from './optional-peer.js';
import { ownBytes } from './own-bytes.js';

const imageSize = optionalPeer('image-size', () => import('image-size').catch(importFailed));

/**
 * How much of a file is read for its dimensions, step by step: most formats say them in the
 * first bytes; a JPEG's frame header may follow up to 64 KB of EXIF or more (image-size reads
 * 512 KB from a path at most, so does this).
 */
const READS = [4 * 1024, 64 * 1024, 512 * 1024] as const;

/** An image's width and height in pixels, read from its header by image-size (never decoded). */
export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/** The dimensions in the header of `file`, or undefined when it holds no image header image-size can read (truncated, corrupt, not an image). Never throws for the content. */
export async function dimensionsOf(file: UploadedFile, rule: string): Promise<ImageDimensions | undefined> {
  const { imageSize: measure } = await imageSize(rule);
  for (const length of READS) {
    const head = await file.head(length);
    try {
      // image-size reads the view's whole underlying buffer: a copy holds only what was read.
      const { width, height } = measure(ownBytes(head));
      if (Number.isSafeInteger(width) && Number.isSafeInteger(height) && width! > 0 && height! > 0) return { width: width!, height: height! };
      return undefined;
    } catch {
      // Not readable from this much: read more unless the file has no more.
    }
    if (head.length < length) return undefined;
  }
  return undefined;
}
