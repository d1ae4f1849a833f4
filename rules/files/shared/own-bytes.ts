/** `bytes` on a buffer of their own (a view of a larger buffer copied: `Buffer#slice` would make another view), for a reader that looks past a view's end (image-size does). */
export const ownBytes = (bytes: Uint8Array): Uint8Array => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes));
