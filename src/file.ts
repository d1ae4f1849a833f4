/**
 * The one value an uploaded file has in valigate, on every stack: the adapters create it from
 * what the upload middleware produced (multer, @fastify/multipart), and size rules, file rules
 * and handlers read it. Request data cannot forge one: a file is recognised by its membership
 * of a process-wide set of the files the adapters created, never by the properties it has.
 */
import { instancesOf } from './brand.js';
import { registry } from './registry.js';

/** Reads a file's bytes where the upload middleware kept them; the adapters give one for files on disk. */
export interface FileContentReader {
  /** The first `length` bytes (fewer when the file is shorter). */
  head(length: number): Promise<Uint8Array>;
  /** The whole content. */
  bytes(): Promise<Uint8Array>;
  /** `length` bytes from `position` (fewer at the end), so a rule that reads the whole file (`encoding`) reads it a slice at a time; without it, `chunks()` reads `bytes()`. */
  read?(position: number, length: number): Promise<Uint8Array>;
}

/** What an adapter knows of an upload when it creates the file's value. */
export interface UploadedFileInit {
  /** The form field the file came in. */
  readonly fieldName: string;
  /** The file name the client sent. */
  readonly name: string;
  /** The media type the client sent (unchecked: anyone can claim `image/png`). */
  readonly clientMimeType: string;
  /** Bytes received. */
  readonly size: number;
  /** The content in memory, or a reader of it. */
  readonly content: Uint8Array | FileContentReader;
  /** The upload was cut short (a size limit of the upload middleware): the content is not the whole file. */
  readonly truncated?: boolean;
  /** The upload middleware's own object (multer's file, the multipart part). */
  readonly raw: unknown;
}

/** The files the adapters created, shared by the ESM and CJS builds; kept, as size rules ask it for every object value. */
let genuine: WeakSet<object> | undefined;
const genuineFiles = (): WeakSet<object> => (genuine ??= instancesOf('UploadedFile'));

/**
 * Each file's content, kept out of the instance so that the class stays structural for the types
 * (a `#private` field would make the ESM and CJS declarations two unrelated types).
 */
const contents = new WeakMap<UploadedFile, Uint8Array | FileContentReader>();

/** The extension of a client file name, lower case and without the dot (`'Photo.JPG'` gives `'jpg'`); `''` when it has none. */
function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot === -1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** A byte count asked of `head()`: a non-negative safe integer. */
function checkLength(length: number): void {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`valigate: head(length) takes a byte count, got ${String(length)}`);
}

/**
 * An uploaded file as valigate hands it to rules and handlers (`validatedData.avatar`).
 * Size rules measure it in kilobytes.
 */
export class UploadedFile {
  /** The form field the file came in. */
  readonly fieldName: string;
  /** The file name the client sent, as sent. */
  readonly name: string;
  /** The extension of `name`, lower case, without the dot; `''` when it has none. */
  readonly extension: string;
  /** The media type the client sent (unchecked). */
  readonly clientMimeType: string;
  /** Bytes received. */
  readonly size: number;
  /** The upload was cut short by a size limit: the content is not the whole file, and the field fails. */
  readonly truncated: boolean;
  /** The upload middleware's own object (multer's file with its `path` or `buffer`, the multipart part). */
  readonly raw: unknown;

  /** `value instanceof UploadedFile` asks the brand, so it also holds for a file the other build (ESM or CJS) created, and never for a look-alike. */
  static [Symbol.hasInstance](value: unknown): boolean {
    return isUploadedFile(value);
  }

  /** For adapters: wraps what the upload middleware produced. */
  constructor(init: UploadedFileInit) {
    this.fieldName = String(init.fieldName);
    this.name = String(init.name ?? '');
    this.extension = extensionOf(this.name);
    this.clientMimeType = String(init.clientMimeType ?? '');
    if (!Number.isSafeInteger(init.size) || init.size < 0) throw new TypeError(`valigate: a file's size is a byte count, got ${String(init.size)}`);
    this.size = init.size;
    this.truncated = init.truncated === true;
    this.raw = init.raw;
    contents.set(this, init.content);
    genuineFiles().add(this);
    // A file exists now: size rules must measure it, whichever entry made it.
    installFileRecognition();
    Object.freeze(this);
  }

  /** The first `length` bytes (all of them when the file is shorter), to check a signature. */
  async head(length: number): Promise<Uint8Array> {
    checkLength(length);
    const content = contents.get(this)!;
    const wanted = Math.min(length, this.size);
    return content instanceof Uint8Array ? content.subarray(0, wanted) : content.head(wanted);
  }

  /** The whole content. */
  async bytes(): Promise<Uint8Array> {
    const content = contents.get(this)!;
    return content instanceof Uint8Array ? content : content.bytes();
  }

  /** The content in slices of at most `size` bytes, in order: a rule that reads everything holds one slice at a time. */
  async *chunks(size = 64 * 1024): AsyncGenerator<Uint8Array> {
    checkLength(size);
    if (size === 0) throw new RangeError('valigate: chunks(size) takes a positive byte count');
    const content = contents.get(this)!;
    if (!(content instanceof Uint8Array) && content.read === undefined) {
      yield content.bytes();
      return;
    }
    for (let position = 0; position < this.size; position += size) {
      const length = Math.min(size, this.size - position);
      const chunk = content instanceof Uint8Array ? content.subarray(position, position + length) : await content.read!(position, length);
      if (chunk.length === 0) return;
      yield chunk;
    }
  }

  /** What `JSON.stringify` shows (a response echoing `validatedData`): the description, never the content. */
  toJSON(): { fieldName: string; name: string; extension: string; clientMimeType: string; size: number } {
    return { fieldName: this.fieldName, name: this.name, extension: this.extension, clientMimeType: this.clientMimeType, size: this.size };
  }
}

/** Reads a web `Blob` (or `File`) a slice at a time, never the whole of it for a header. */
function blobContent(blob: Blob): FileContentReader {
  const read = async (position: number, length: number) => new Uint8Array(await blob.slice(position, position + length).arrayBuffer());
  return { head: (length) => read(0, length), read, bytes: async () => new Uint8Array(await blob.arrayBuffer()) };
}

/** `Uint8Array.prototype`'s tag getter: answers from the internal slot, so a look-alike or a proxy is never taken for bytes. */
// Read in a function marked pure, so bundlers drop this module's import where nothing from it is used.
const typedArrayTag = /* @__PURE__ */ (() => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag)!.get!)();

/** The file value made for each web `Blob` or byte array, so every rule and the validated data see the same one. */
const wrapped = new WeakMap<object, UploadedFile>();

/** A `Blob`/`File` or bytes as a new file value; undefined for anything else, a proxy or a forged `Blob` included (never a throw). */
function wrap(value: object): UploadedFile | undefined {
  try {
    if (ArrayBuffer.isView(value) && typedArrayTag.call(value) === 'Uint8Array') {
      const bytes = value as Uint8Array;
      // No bytes (a detached buffer among them, which no view can be made of): an empty file.
      const content = bytes.byteLength === 0 ? new Uint8Array(0) : bytes;
      return new UploadedFile({ fieldName: '', name: '', clientMimeType: '', size: bytes.byteLength, content, raw: value });
    }
    if (typeof Blob === 'function' && value instanceof Blob) {
      // Read through Blob's own getters: on a forged Blob they throw, and it is no file.
      const size = value.size;
      const name = typeof File === 'function' && value instanceof File ? value.name : '';
      return new UploadedFile({ fieldName: '', name, clientMimeType: value.type, size, content: blobContent(value), raw: value });
    }
  } catch {
    // A proxy's trap or a forged Blob's getter threw: not a file.
  }
  return undefined;
}

/**
 * The file value of `value`: an uploaded file itself, or one made (once per value) from a web
 * `File`/`Blob` (Hono, Elysia, `FormData`) or a `Buffer`/`Uint8Array` handed to the validator;
 * undefined for anything else. Size rules measure such values in kilobytes, and the file rules put
 * the file value into the validated data.
 */
export function toUploadedFile(value: unknown): UploadedFile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (genuineFiles().has(value)) return value as UploadedFile;
  const known = wrapped.get(value);
  if (known !== undefined) return known;
  const file = wrap(value);
  if (file !== undefined) wrapped.set(value, file);
  return file;
}

/** True only for a file an adapter created from the upload middleware's output; an object from request data never is one, whatever its properties. */
export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && genuineFiles().has(value);
}

/**
 * Makes size rules measure files in kilobytes (uploads, web `File`/`Blob`, byte arrays). `valigate`,
 * `valigate/files` and the adapters call it; with `valigate/core` alone, call it to measure a
 * `Blob` or `Uint8Array` given to a validator as a file.
 */
export function installFileRecognition(): void {
  registry().uploadedFile = toUploadedFile;
}
