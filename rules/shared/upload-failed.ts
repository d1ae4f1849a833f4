/** Laravel's `uploaded` message: the upload middleware cut the file short (its size limit) or the part failed. */
export const UPLOAD_FAILED_MESSAGE = 'The {field} failed to upload.';
