import type { ContentType } from './sniff.js';

/** Extensions that name the same format: a JPEG passes `mimes:jpeg` and `mimes:jpg` alike, as Laravel. */
const ALIASES: readonly (readonly string[])[] = [
  ['jpg', 'jpeg', 'jpe'],
  ['tif', 'tiff'],
  ['htm', 'html'],
  ['heic', 'heif'],
];

/** The extensions a content type answers to: its own and its aliases. */
export function extensionsOf(type: ContentType): readonly string[] {
  if (type.extension === '') return [];
  return ALIASES.find((group) => group.includes(type.extension)) ?? [type.extension];
}

/** True when the content type is one of `types`, or matches a `type/*` wildcard among them. */
export function matchesMediaType(mime: string, types: readonly string[]): boolean {
  return types.includes(mime) || types.includes(`${mime.split('/', 1)[0]}/*`);
}
