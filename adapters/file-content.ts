import { open, readFile } from 'node:fs/promises';
import type { FileContentReader } from '../src/core.js';

/** Reads an upload kept on disk (multer's diskStorage) from its path, a slice at a time unless the whole is asked. */
export function diskContent(path: string): FileContentReader {
  const read = async (position: number, length: number) => {
    const handle = await open(path, 'r');
    try {
      const buffer = new Uint8Array(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  };
  return { head: (length) => read(0, length), read, bytes: async () => readFile(path) };
}

/** The content of an upload whose storage kept nothing valigate can read (a storage engine that streams elsewhere): reading it is a fault. */
export function unreadableContent(fieldName: string): FileContentReader {
  const refuse = async (): Promise<never> => {
    throw new Error(`valigate: the upload of "${fieldName}" kept no content to read (no buffer, no path)`);
  };
  return { head: refuse, bytes: refuse };
}
