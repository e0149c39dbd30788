import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { BadRequest } from './errors';

type Part = 'body' | 'query' | 'params';

/** Parses one part of the request with a zod schema; the handler then reads typed values from res.locals. */
export function validate<S extends z.ZodType>(part: Part, schema: S): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(req[part] ?? {});
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
      return next(new BadRequest(`${where}${issue.message}`));
    }
    res.locals[part] = result.data;
    next();
  };
}

/** The value validate() stored for that part, typed by its schema. */
export function validated<S extends z.ZodType>(res: { locals: Record<string, unknown> }, part: Part, _schema: S): z.infer<S> {
  return res.locals[part] as z.infer<S>;
}
