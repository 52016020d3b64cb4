import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { refuse } from '../http/refuse.ts';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from '../media/uploaded-pictures.ts';
import { PICTURE_UPLOAD_PATH_END } from '../routes/admin-catalogue-pictures.ts';
import { COMPLAINT_UPLOAD_PATH } from '../routes/complaints.ts';

/** The largest JSON body the API reads. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The catalogue import's body: a CSV file's text in JSON (escapes may grow it a little past 1 MB). */
const CSV_IMPORT_MAX_BODY_BYTES = 2 * 1024 * 1024;
const CSV_IMPORT_PATH = '/admin/catalogue/import';
const RECONCILIATION_IMPORT_PATH = /\/admin\/reconciliations\/[^/]+\/?$/;
/** A picture upload: the file in base64 (4 characters per 3 bytes) in JSON, a little past MAX_PICTURE_BYTES. */
const PICTURE_UPLOAD_MAX_BODY_BYTES = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 16 * 1024;

/** How large a request body the API reads: a JSON body is small; the CSV import and a picture upload larger. */
export function bodyLimits(): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => refuse(c, 413, 'Request body too large'),
  });
  // The console's CSV import alone sends a file's text (openapi.yaml caps it at 1,000,000 characters).
  const limitImport = bodyLimit({
    maxSize: CSV_IMPORT_MAX_BODY_BYTES,
    onError: (c) => refuse(c, 413, 'The file is too large: import at most 1 MB at once'),
  });
  // A picture upload alone sends a picture (media/uploaded-pictures.ts says how large).
  const limitPicture = bodyLimit({
    maxSize: PICTURE_UPLOAD_MAX_BODY_BYTES,
    onError: (c) => refuse(c, 413, PICTURE_TOO_LARGE),
  });
  return (c, next) => {
    // A GET or HEAD has no body (the server gives it none): asking for one would only build the full Request
    // object behind Hono's lazy one, on every catalogue and cart read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.method === 'POST' && c.req.path.endsWith(PICTURE_UPLOAD_PATH_END)) return limitPicture(c, next);
    // A complaint may carry one picture (media/complaint-picture.ts: the same 5 MB).
    if (c.req.method === 'POST' && c.req.path.endsWith(COMPLAINT_UPLOAD_PATH)) return limitPicture(c, next);
    // The settlement report's upload (POST /admin/reconciliations/{day}) is a CSV file's text as well.
    const csvUpload = c.req.path.endsWith(CSV_IMPORT_PATH) || RECONCILIATION_IMPORT_PATH.test(c.req.path);
    return csvUpload ? limitImport(c, next) : limitBody(c, next);
  };
}
