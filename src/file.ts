/**
 * The one value an uploaded file has in valigate, on every stack: the adapters create it from
 * what the upload middleware produced (multer, @fastify/multipart), and size rules, file rules
 * and handlers read it. Request data cannot forge one: a file is recognised by its membership
 * of a process-wide set of the files the adapters created, never by the properties it has.
 */

/** Reads a file's bytes where the upload middleware kept them; the adapters give one for files on disk. */
export interface FileContentReader {
  /** The first `length` bytes (fewer when the file is shorter). */
  head(length: number): Promise<Uint8Array>;
  /** The whole content. */
  bytes(): Promise<Uint8Array>;
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

/** The files the adapters created, shared by the ESM and CJS builds through one `globalThis` key. */
const GENUINE_KEY = Symbol.for('valigate.uploaded-files.v1');
let genuine: WeakSet<object> | undefined;

/** The shared set, created on first use so that importing the kernel has no side effect. */
function genuineFiles(): WeakSet<object> {
  if (genuine) return genuine;
  const holder = globalThis as unknown as Record<symbol, WeakSet<object> | undefined>;
  return (genuine = holder[GENUINE_KEY] ??= new WeakSet());
}

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

  /** What `JSON.stringify` shows (a response echoing `validatedData`): the description, never the content. */
  toJSON(): { fieldName: string; name: string; extension: string; clientMimeType: string; size: number } {
    return { fieldName: this.fieldName, name: this.name, extension: this.extension, clientMimeType: this.clientMimeType, size: this.size };
  }
}

/** True only for a file an adapter created from the upload middleware's output; an object from request data never is one, whatever its properties. */
export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && genuineFiles().has(value);
}
