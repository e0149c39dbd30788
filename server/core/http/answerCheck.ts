import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { refusalSchema } from '../../../domain/common/contract';
import { firstProblem } from '../../../domain/common/validation';
import type { Logger } from '../logger';
import type { MountedEndpoint } from './endpointHandlers';
import { pathSegments, segmentsMatch } from './registeredRoutes';

/** An answer that did not fit its endpoint's contract. */
export interface AnswerViolation {
  endpoint: string;
  status: number;
  problem: string;
}

/**
 * Checks every /api answer against the contract that declares it (on in tests): the status must be the
 * endpoint's success status or one of its declared refusals, and a JSON body must fit the output schema (as
 * it is on the wire, after JSON serialisation) or the refusal schema. Violations are logged and kept, and
 * the test app fails when any was seen, so the OpenAPI document cannot drift from what the server answers.
 */
export function answerCheck(endpoints: readonly MountedEndpoint[], logger: Logger) {
  const violations: AnswerViolation[] = [];
  const find = (method: string, path: string) => {
    const segments = pathSegments(path);
    const wanted = method === 'HEAD' ? 'GET' : method;
    const candidates = endpoints.filter((e) => e.method === wanted && segmentsMatch(e.path, segments));
    return candidates.find((e) => !e.path.includes(':')) ?? candidates[0];
  };
  const middleware: RequestHandler = (req, res, next) => {
    const endpoint = find(req.method, req.path);
    if (!endpoint) return next();
    const route = endpoint.contract['~orpc'];
    const success = route.route.successStatus ?? 200;
    const refusals = new Set(Object.values(route.errorMap).map((e) => (e as { status: number }).status));
    const report = (problem: string) => {
      const violation = { endpoint: `${endpoint.method} ${endpoint.documentedPath}`, status: res.statusCode, problem };
      violations.push(violation);
      logger.error(violation, 'an API answer does not fit its contract');
    };
    // 304 answers a conditional request for a public answer whose body the client already has.
    const declared = (status: number) => status === success || (status === 304 && endpoint.meta.publicCache === true) || refusals.has(status as never) || (status >= 300 && status < 400 && endpoint.meta.answer === 'redirect');
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const status = res.statusCode;
      const wire = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
      const schema = (status >= 400 ? refusalSchema : route.outputSchema) as unknown as z.ZodType | undefined;
      if (schema && declared(status) && (status < 300 || status >= 400)) {
        const parsed = schema.safeParse(wire);
        if (!parsed.success) report(`the ${status >= 400 ? 'refusal' : 'answer'} does not fit its schema: ${describeIssue(parsed.error)}`);
      }
      return json(body);
    };
    res.on('finish', () => {
      if (!declared(res.statusCode)) report(`status ${res.statusCode} is not declared`);
    });
    next();
  };
  return { middleware, violations };
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join('.') || '(root)'}: ${firstProblem(error)}`;
}
