/** What every adapter entry (`valigate/express`, `valigate/fastify`, `valigate/node`) exports besides its adapters: no framework's types. */
export { ERROR_FORMATS, type ErrorFormat, type ErrorsSource, type FailureBody, type FormattedErrors, type NestedErrors, failureBody, formatErrors } from './errors.js';
export type { CoreOptions, FailureOptions, FailureSettings, LocaleChoice, MessageOptions } from './route-options.js';
export type { TopLevelField, UploadValue, WithUploads } from './upload-fields.js';
export type { UploadedFile } from '../src/core.js';
export { type Part as MultipartPart, multipartFile } from './multipart.js';
export { type SqliteDatabase, sqliteVerifier } from './database/sqlite.js';
export { type PostgresQueryable, postgresVerifier } from './database/postgres.js';
