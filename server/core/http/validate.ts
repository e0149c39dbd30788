import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { InvalidInput } from '../../../domain/common/errors';
import { firstProblem } from '../../../domain/common/validation';

/** A file from a multipart body: its bytes and what the rules check (size, first bytes). */
export interface UploadedFile {
  bytes: Buffer;
  size: number;
  head: Uint8Array;
  originalName: string;
}

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The multipart files, one per field name. */
  files?: z.ZodType;
  /** A multipart form checked as one: its text fields and its files together (for rules whose order mixes them). */
  form?: z.ZodType;
}

export type ValidInput<S extends Schemas> = { [K in keyof S]: S[K] extends z.ZodType ? z.infer<S[K]> : never };

export interface Validator<S extends Schemas> extends RequestHandler {
  /** The parsed input of this request, typed by the schemas. */
  input(res: Response): ValidInput<S>;
}

const INPUT = Symbol('validated input');

/** The request's multipart files as UploadedFile per field (the first file of each field). */
export function uploadedFiles(files: unknown): Record<string, UploadedFile> {
  const out: Record<string, UploadedFile> = {};
  const entries = Array.isArray(files) ? files.map((f: Express.Multer.File) => [f.fieldname, [f]] as const) : Object.entries((files ?? {}) as Record<string, Express.Multer.File[]>);
  for (const [field, list] of entries) {
    const file = list[0];
    if (file && !out[field]) out[field] = { bytes: file.buffer, size: file.size, head: new Uint8Array(file.buffer.subarray(0, 16)), originalName: file.originalname };
  }
  return out;
}

/**
 * THE validation of every route's input: each part is parsed with its zod schema before the handler
 * runs; the first problem is a 400 with its message, and the handler reads typed values with input(res).
 */
export function validate<S extends Schemas>(schemas: S): Validator<S> {
  const middleware: RequestHandler = (req, res, next) => {
    const files = uploadedFiles(req.files);
    const sources: Record<keyof Schemas, unknown> = {
      params: req.params,
      query: req.query,
      body: req.body ?? {},
      files,
      form: { ...(typeof req.body === 'object' && req.body ? req.body : {}), ...files },
    };
    const parsed: Record<string, unknown> = {};
    for (const part of ['params', 'query', 'body', 'files', 'form'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(sources[part]);
      if (!result.success) return next(new InvalidInput(firstProblem(result.error), { field: String(result.error.issues[0].path[0] ?? '') || undefined }));
      parsed[part] = result.data;
    }
    (res.locals as Record<symbol, unknown>)[INPUT] = parsed;
    next();
  };
  return Object.assign(middleware, {
    input: (res: Response) => (res.locals as Record<symbol, unknown>)[INPUT] as ValidInput<S>,
  });
}

async function uploadedFile(value: FormDataEntryValue): Promise<UploadedFile | undefined> {
  if (typeof value === 'string' || value.size === 0) return undefined;
  const bytes = Buffer.from(await value.arrayBuffer());
  return { bytes, size: bytes.length, head: new Uint8Array(bytes.subarray(0, 16)), originalName: value.name };
}

/** A form posted to a page, as validate() sees a multipart body: its text fields and its files (the first of each name). */
export async function formDataFields(form: FormData): Promise<Record<string, string | UploadedFile>> {
  const fields: Record<string, string | UploadedFile> = {};
  for (const [key, value] of form) {
    if (key in fields) continue;
    const field = typeof value === 'string' ? value : await uploadedFile(value);
    if (field !== undefined) fields[key] = field;
  }
  return fields;
}
