import { UploadedFile } from '../src/core.js';
import { diskContent, unreadableContent } from './file-content.js';

/** What multer says of one file, whatever its storage: `buffer` in memory storage, `path` in disk storage. */
interface MulterFile {
  readonly fieldname: string;
  readonly originalname: string;
  readonly mimetype: string;
  readonly size: number;
  readonly buffer?: unknown;
  readonly path?: unknown;
}

/** One multer file as valigate's file value. */
function normalise(file: MulterFile): UploadedFile {
  const { fieldname, buffer, path } = file;
  const content = buffer instanceof Uint8Array ? buffer : typeof path === 'string' ? diskContent(path) : unreadableContent(fieldname);
  // The bytes held, when they are in memory; multer counts what it wrote to disk itself. Never a size the client claimed.
  const size = buffer instanceof Uint8Array ? buffer.length : file.size;
  return new UploadedFile({ fieldName: fieldname, name: file.originalname, clientMimeType: file.mimetype, size, content, raw: file });
}

/**
 * The files multer put on the request, a list per field name, in the order sent: `req.file`
 * (`single()`) and `req.files` (`array()`, `any()`; `fields()` gives its lists itself). Only these
 * two properties, which multer alone sets, are read: a body never supplies a file.
 */
export function multerUploads(req: object): Record<string, UploadedFile[]> {
  const { file, files } = req as { file?: MulterFile; files?: MulterFile[] | Record<string, MulterFile[]> };
  // Field names come from the client: a null-prototype map keeps `__proto__` an ordinary key.
  const byField: Record<string, UploadedFile[]> = Object.create(null);
  if (Array.isArray(files)) {
    for (const upload of files) (byField[upload.fieldname] ??= []).push(normalise(upload));
  } else if (files !== null && typeof files === 'object') {
    // fields() gives a list per field; anything else there is not multer's.
    for (const field of Object.keys(files)) if (Array.isArray(files[field])) byField[field] = files[field].map(normalise);
  }
  if (file !== undefined && file !== null) byField[file.fieldname] = [normalise(file)];
  return byField;
}

/**
 * Throws when a multipart request reaches a route with upload fields unread: no upload middleware
 * ran before the validator (one that did has read the request to its end), so every file would read
 * as absent and a valid form would fail `required` with no hint of why.
 */
export function refuseUnreadMultipart(req: { readonly readableEnded: boolean; readonly file?: unknown; readonly files?: unknown; is(type: string): string | false | null }, fields: readonly string[]): void {
  if (!req.readableEnded && req.file === undefined && req.files === undefined && req.is('multipart/form-data'))
    throw new Error(`valigate: this route reads the upload field${fields.length > 1 ? 's' : ''} ${fields.join(', ')}, but no upload middleware read the multipart request: put multer (upload.single(...), upload.fields(...)) before the validator`);
}
