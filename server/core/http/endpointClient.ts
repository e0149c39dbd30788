import type { z } from 'zod';
import { accessRuleOf } from '../../../domain/common/access';
import { ServiceRefusal, type ApiClient } from '../../../domain/common/contract';
import { DomainError, InvalidInput } from '../../../domain/common/errors';
import { firstProblem } from '../../../domain/common/validation';
import type { Platform } from '../platform';
import { inputParts, type Caller, type EndpointContext, type MountedEndpoint } from './endpointHandlers';
import { STATUS_OF } from './errors';
import { formDataFields } from './validate';

/** Who a page is rendered for, as far as its endpoint calls need to know. */
export interface PageCaller {
  ip: string | null;
  /** The caller behind the page request's session; throws NotSignedIn without one. */
  caller(): Promise<Caller>;
  /** A refusal decided before the page ran (say, the form's rate limit): every write, and every call the API limits, answers it. */
  refusal?: DomainError;
  /** The HTTP exchange of a form posted to its page (absent while a page is only rendered). */
  http?: EndpointContext['http'];
}

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new InvalidInput(firstProblem(parsed.error), { field: String(parsed.error.issues[0].path[0] ?? '') || undefined });
  return parsed.data;
}

/**
 * The endpoints as the server's pages call them: the same validation, access rule and handler as over HTTP,
 * without the HTTP round trip. Domain refusals become ServiceRefusal with the status the API would answer,
 * so a loader or action handles a refusal the same way in the browser and on the server.
 */
export function endpointClient<T>(platform: Platform, endpoints: readonly MountedEndpoint[], page: PageCaller): ApiClient<T> {
  const client: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    const parts = inputParts(endpoint.contract);
    const call = async (input: { params?: unknown; query?: unknown; body?: unknown } = {}) => {
      try {
        // A GET the API limits has effects too (it emails a sign-in link): the form's refusal answers it as well.
        if (page.refusal && (endpoint.method !== 'GET' || endpoint.implementation.before)) throw page.refusal;
        const body = endpoint.meta.body === 'multipart' && input.body instanceof FormData ? await formDataFields(input.body) : input.body;
        const valid = { params: parsePart(parts.params, input.params), query: parsePart(parts.query, input.query), body: parsePart(parts.body, body) };
        const caller = await accessRuleOf(endpoint.meta.access).admit(page.caller);
        const ctx: EndpointContext = { platform, caller, ip: page.ip, identify: async () => caller ?? page.caller().catch(() => null), ...(page.http ? { http: page.http } : {}) };
        return await endpoint.implementation.handle(valid as never, ctx);
      } catch (error) {
        if (error instanceof DomainError) throw new ServiceRefusal(STATUS_OF[error.kind], error.message, (error.details ?? {}) as ServiceRefusal['details']);
        throw error;
      }
    };
    const path = endpoint.name.split('.');
    let node = client;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]] = call;
  }
  return client as ApiClient<T>;
}
