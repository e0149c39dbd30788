import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { DomainError } from '../../../domain/common/errors';
import { InvalidInput } from '../../../domain/common/errors';
import { UPLOAD_UNREADABLE_MESSAGE } from '../../../domain/common/messages';

export interface MultipartOptions {
  limits: multer.Options['limits'];
  /** The file fields, each with how many files it takes. */
  fields: readonly multer.Field[];
  /**
   * The app's own answer to one of the parser's limits (a file too large, an unexpected file), in the words of
   * the form's rules; undefined leaves it to the generic answer.
   */
  explainLimit?: (error: multer.MulterError, req: Request) => DomainError | undefined;
}

/**
 * A multipart form read into memory. Whatever the parser cannot read (no boundary, a cut-off body, a malformed
 * part header) answers the app's own message: the parser's words would name the library to a prober and tell a
 * person nothing, so they go to the log only.
 */
export function multipartForm({ limits, fields, explainLimit }: MultipartOptions): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits }).fields([...fields]);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const detail = error instanceof Error ? error.message : String(error);
      // The client went away mid-upload: nobody is left to answer, and it is no fault of ours.
      if (req.socket.destroyed) {
        req.log?.info({ err: detail }, 'upload aborted by the client');
        return;
      }
      const explained = error instanceof multer.MulterError ? explainLimit?.(error, req) : undefined;
      if (explained) return next(explained);
      req.log?.info({ err: detail, code: (error as { code?: string }).code }, 'upload could not be read');
      next(new InvalidInput(UPLOAD_UNREADABLE_MESSAGE));
    });
}
