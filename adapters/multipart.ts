/*
 * @fastify/multipart feeding the Fastify plugin: the files of a multipart request become the
 * `file` source (valigate's file values) and its text fields the `body` source (plain values,
 * their names read as PHP reads them: `tags[]` a list, `user[name]` nested),
 * whichever way the application set multipart up:
 * - `attachFieldsToBody: true`: the body holds multipart's part objects;
 * - `attachFieldsToBody: 'keyValues'`: the body holds plain values and each file's bytes only,
 *   so the parts themselves are recorded as multipart's own hook reads them;
 * - neither: nothing reads the parts before the route's hook, which reads them itself, buffering
 *   each file within multipart's limits, and hands them to the handler through `validatedData`.
 * Only what multipart produced is read: a request body never supplies a file.
 */
import { UploadedFile } from '../src/core.js';
import { unreadableContent } from './file-content.js';
import { formFields, uploadField } from '../src/form-names.js';

/** What @fastify/multipart yields for one part (versions 8 to 10). */
export interface Part {
  readonly type?: 'file' | 'field';
  readonly fieldname: string;
  readonly filename?: string;
  readonly mimetype?: string;
  /** The file's stream (busboy's: `truncated` once a size limit cut it, `bytesRead`; `resume()` drains it unread). */
  readonly file?: { readonly truncated?: boolean; readonly bytesRead?: number; resume?(): unknown };
  /** The file's bytes once `toBuffer()` read them. */
  readonly _buf?: unknown;
  readonly value?: unknown;
  toBuffer?(): Promise<Uint8Array>;
}

/** The Fastify request as multipart decorates it; structural, so this module needs no Fastify types. */
export interface MultipartRequest {
  readonly body: unknown;
  readonly routeOptions?: { readonly config?: { readonly multipartOptions?: unknown } };
  isMultipart?(): boolean;
  parts?(options?: unknown): AsyncIterable<Part>;
}

/** A multipart request's text fields (placed by their names, as `formFields` reads them) and files by field name, each a list. */
export interface MultipartUploads {
  readonly fields: Record<string, unknown>;
  readonly files: Record<string, UploadedFile[]>;
}

/** The parts multipart yielded for one request, as the route's recorder saw them. */
interface Recording {
  started: boolean;
  readonly parts: Part[];
  /** The upload fields the route's rules declare (`photos` for `photos.*`, `*` for every one): the only files read into memory. */
  readonly declared: ReadonlySet<string>;
  uploads?: MultipartUploads;
}

const recordings = new WeakMap<object, Recording>();

/** True when @fastify/multipart parsed the request as multipart/form-data. */
export const isMultipart = (request: MultipartRequest): boolean => typeof request.isMultipart === 'function' && request.isMultipart() === true;

async function* record(parts: AsyncIterable<Part>, seen: Part[]): AsyncGenerator<Part> {
  for await (const part of parts) {
    seen.push(part);
    yield part;
  }
}

/** Marks a route's recorder, so a route is given one. */
export const RECORDER = Symbol('valigate.recorder');

/** An `onRequest` hook: `(request, reply, done)`. */
export type Recorder = (request: MultipartRequest, reply: unknown, done: () => void) => void;

/**
 * The `onRequest` hook of a route that reads files (the upload fields `declared` by its rules):
 * records every part `request.parts()` yields (whoever iterates them: multipart's
 * `attachFieldsToBody` hook, or the route's own hook), so the files keep their names and types
 * however the body is shaped afterwards.
 */
export function partsRecorder(declared: ReadonlySet<string>): Recorder {
  const recorder: Recorder = (request, _reply, done) => {
    const parts = request.parts;
    if (typeof parts === 'function') {
      const recording: Recording = { started: false, parts: [], declared };
      recordings.set(request, recording);
      // An own property of this request only; multipart's other methods read parts through their own handler.
      (request as { parts: typeof parts }).parts = function recordedParts(this: MultipartRequest, options?: unknown) {
        recording.started = true;
        return record(parts.call(this, options), recording.parts);
      };
    }
    done();
  };
  return Object.defineProperty(recorder, RECORDER, { value: true });
}

/** One multipart file part as valigate's file value; a part whose bytes nobody buffered (an `onFile` that streamed it elsewhere) cannot be read. */
function normalise(part: Part): UploadedFile {
  const buffer = part._buf instanceof Uint8Array ? part._buf : undefined;
  return new UploadedFile({
    fieldName: part.fieldname,
    name: part.filename ?? '',
    clientMimeType: part.mimetype ?? '',
    size: buffer?.length ?? part.file?.bytesRead ?? 0,
    content: buffer ?? unreadableContent(part.fieldname),
    truncated: part.file?.truncated === true,
    raw: part,
  });
}

/**
 * A file part the handler read itself (`await request.file()`, or from `request.parts()`) as
 * valigate's file value, to validate it with any validator: the part's bytes are buffered first,
 * within multipart's limits (a file over `fileSize` throws multipart's 413, or with
 * `throwFileSizeLimit: false` comes marked truncated, and fails). No part, what `request.file()`
 * gives for a form without a file, is undefined: an absent file, which `required` fails.
 */
export async function multipartFile(part: Part): Promise<UploadedFile>;
export async function multipartFile(part: Part | undefined): Promise<UploadedFile | undefined>;
export async function multipartFile(part: Part | undefined): Promise<UploadedFile | undefined> {
  // A client that sends no file is invalid input, never a fault: so no throw for it.
  if (part === undefined) return undefined;
  if (part === null || typeof part !== 'object' || part.file === undefined || typeof part.toBuffer !== 'function') {
    throw new TypeError('valigate: multipartFile takes a file part of @fastify/multipart (request.file(), request.parts())');
  }
  if (!(part._buf instanceof Uint8Array)) await part.toBuffer();
  return normalise(part);
}

/** The request's fields and files from the parts multipart yielded. */
function fromParts(parts: readonly Part[]): MultipartUploads {
  // Field names come from the client: a null-prototype map keeps `__proto__` an ordinary key.
  const files: Record<string, UploadedFile[]> = Object.create(null);
  const texts: [string, unknown][] = [];
  for (const part of parts) {
    if (part.file === undefined) texts.push([part.fieldname, part.value]);
    // A file input left empty sends a part without a file name: no file, as PHP (UPLOAD_ERR_NO_FILE) and multer read it.
    else if (part.filename) (files[part.fieldname] ??= []).push(normalise(part));
  }
  return { fields: formFields(texts), files };
}

/**
 * Settles the uploads of a multipart request on a route that reads files: from the parts
 * multipart's `attachFieldsToBody` hook already read, or by reading them now: each file of a
 * declared field buffered (a size limit throws multipart's 413 unless `throwFileSizeLimit` is off,
 * when the file is marked truncated), any other drained unread, so a client's extra parts hold no memory.
 */
export async function settleUploads(request: MultipartRequest): Promise<void> {
  const recording = recordings.get(request);
  if (recording === undefined) {
    throw new Error('valigate: a route that reads files must have its hook in the route options (preValidation), so it sees the multipart parts');
  }
  if (recording.uploads !== undefined) return;
  if (!recording.started) {
    for await (const part of request.parts!(request.routeOptions?.config?.multipartOptions)) {
      if (part.file === undefined) continue;
      // `*` declares every field.
      if (recording.declared.has('*') || recording.declared.has(uploadField(part.fieldname))) await part.toBuffer!();
      else part.file.resume?.();
    }
  }
  recording.uploads = fromParts(recording.parts);
}

/** The uploads `settleUploads` gathered for a request, if any. */
export const uploadsOf = (request: object): MultipartUploads | undefined => recordings.get(request)?.uploads;

/**
 * The text fields of a multipart body as plain values, files left out: from the parts when the
 * route read them, else from the body multipart attached (its part objects are told apart by
 * their `fields`, which is the body itself; a `keyValues` file is its bytes, a repeated name a list).
 */
export function multipartFields(request: MultipartRequest): Record<string, unknown> | undefined {
  const uploads = uploadsOf(request);
  if (uploads !== undefined) return uploads.fields;
  const { body } = request;
  if (body === null || typeof body !== 'object') return undefined;
  const texts: [string, unknown][] = [];
  const isPart = (value: unknown): value is Part => value !== null && typeof value === 'object' && (value as { fields?: unknown }).fields === body;
  for (const key of Object.keys(body)) {
    const value = (body as Record<string, unknown>)[key];
    // A name sent twice holds a list, of parts or (keyValues) of plain values: each is one field, as sent.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Uint8Array || (isPart(item) && item.file !== undefined)) continue;
      texts.push([key, isPart(item) ? item.value : item]);
    }
  }
  return formFields(texts);
}
