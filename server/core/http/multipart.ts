import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { DomainError } from '../../../domain/common/errors';
import { InvalidInput } from '../../../domain/common/errors';
import { UPLOAD_UNREADABLE_MESSAGE } from '../../../domain/common/messages';

export interface MultipartOptions {
  /** The file fields, each with how many files it takes. */
  files: Readonly<Record<string, number>>;
  maxFileBytes: number;
  /** The most text fields the form may have. */
  maxFields: number;
  /** The answer to a file over maxFileBytes, in the words of the form's rules. */
  tooLarge(field: string, req: Request): DomainError;
  /** The answer to a file in a field that takes none, or one file too many. */
  wrongFiles(): DomainError;
}

/** The longest text field of any upload form (a product's description is far shorter). */
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * THE multipart set-up: a form read into memory within its limits. A file too large or in the wrong field answers
 * in the form's words; whatever else the parser cannot read (no boundary, a cut-off body, a malformed part header)
 * answers the app's own message: the parser's words would name the library to a prober and tell a person nothing,
 * so they go to the log only.
 */
export function multipartForm({ files, maxFileBytes, maxFields, tooLarge, wrongFiles }: MultipartOptions): RequestHandler {
  const fileCount = Object.values(files).reduce((sum, count) => sum + count, 0);
  const limits = { fileSize: maxFileBytes, files: fileCount, fields: maxFields, fieldSize: MAX_FIELD_BYTES, parts: maxFields + fileCount, headerPairs: 200 };
  const parse = multer({ storage: multer.memoryStorage(), limits }).fields(Object.entries(files).map(([name, maxCount]) => ({ name, maxCount })));
  const explain = (error: multer.MulterError, req: Request): DomainError | undefined => {
    if (error.code === 'LIMIT_FILE_SIZE' && error.field && error.field in files) return tooLarge(error.field, req);
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return wrongFiles();
    return undefined;
  };
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const detail = error instanceof Error ? error.message : String(error);
      // The client went away mid-upload: nobody is left to answer, and it is no fault of ours.
      if (req.socket.destroyed) {
        req.log?.info({ err: detail }, 'upload aborted by the client');
        return;
      }
      const explained = error instanceof multer.MulterError ? explain(error, req) : undefined;
      if (explained) return next(explained);
      req.log?.info({ err: detail, code: (error as { code?: string }).code }, 'upload could not be read');
      next(new InvalidInput(UPLOAD_UNREADABLE_MESSAGE));
    });
}
