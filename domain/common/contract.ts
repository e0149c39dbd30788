/**
 * How an API endpoint is declared: once, in `domain/<area>/contract.ts`, as an oRPC contract procedure with
 * its method, path, access rule, zod input and output. The Express route, the access guard, the typed
 * browser client, the server-side services of the pages and the OpenAPI document are all read from it.
 */
import { oc, type ContractProcedure, type ErrorMap, type HTTPMethod, type InferSchemaInput, type InferSchemaOutput, type Schema } from '@orpc/contract';
import { z } from 'zod';
import { accessRuleOf, type Access } from './access';
import { REFUSAL_CODES, type RefusalStatus } from './refusal';

export type { Access } from './access';
export type { RefusalStatus } from './refusal';

/** How the request body arrives when it is not JSON: a form with files, or the bytes as sent (a signed webhook). */
export type BodyKind = 'json' | 'multipart' | 'raw';

/** What the answer is when it is not JSON: a file to download, an image, a redirect to a page, or an HTML page. */
export type AnswerKind = 'json' | 'file' | 'image' | 'redirect' | 'html';

export interface EndpointMeta {
  access: Access;
  body?: BodyKind;
  answer?: AnswerKind;
  /** A public answer with an ETag that a CDN may keep (and that answers 304 to a matching If-None-Match). */
  publicCache?: boolean;
  /** A JSON answer the browser saves as a file of this name (Content-Disposition: attachment). */
  download?: string;
}

/** Every refusal's body: the message to show, the field it is about, and `error: "limit"` when a plan's cap is reached. */
export const refusalSchema = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
  error: z.string().optional(),
});

/**
 * The statuses an endpoint can answer besides success: 400 (input), 503 (a dependency down), those of its access
 * rule (ACCESS_RULES), 429 from the limit on writes, and its own.
 */
export function refusalsOf(method: HTTPMethod, access: Access, extra: readonly RefusalStatus[] = []): RefusalStatus[] {
  const statuses = new Set<RefusalStatus>([400, 503, ...accessRuleOf(access).refusals(method), ...extra]);
  if (method !== 'GET') statuses.add(429);
  return [...statuses].sort();
}

function errorMapOf(statuses: readonly RefusalStatus[]): ErrorMap {
  return Object.fromEntries(statuses.map((status) => [REFUSAL_CODES[status], { status }]));
}

export interface EndpointOptions {
  summary: string;
  description?: string;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202 | 303;
  /** Refusals beyond those the method and access rule imply (404, 409, 413...). */
  refusals?: readonly RefusalStatus[];
  body?: BodyKind;
  answer?: AnswerKind;
  publicCache?: boolean;
  download?: string;
}

/**
 * One endpoint: `endpoint('GET', '/products/{slug}', 'public', { summary })`, then `.input(...)` with
 * `{ params, query, body }` parts and `.output(schema)`. Paths are under /api, with `{name}` parameters.
 */
export function endpoint(method: HTTPMethod, path: `/${string}`, access: Access, options: EndpointOptions) {
  const { body, answer, publicCache, download } = options;
  const meta: EndpointMeta = { access, ...(body ? { body } : {}), ...(answer ? { answer } : {}), ...(publicCache ? { publicCache } : {}), ...(download ? { download } : {}) };
  return oc
    .$meta<EndpointMeta>(meta)
    .route({ method, path, inputStructure: 'detailed', successStatus: options.status ?? 200, summary: options.summary, description: options.description })
    .errors(errorMapOf(refusalsOf(method, access, options.refusals)));
}

export type AnyEndpoint = ContractProcedure<Schema<unknown, unknown>, Schema<unknown, unknown>, ErrorMap, EndpointMeta>;
/** An area's endpoints, or the whole API as areas. */
export type EndpointTree = { [key: string]: AnyEndpoint | EndpointTree };

/** The parts of a request an endpoint reads, as the caller gives them. */
export type EndpointInput<P> = P extends ContractProcedure<infer I, infer _O, infer _E, infer _M> ? InferSchemaInput<I> : never;
/** The same parts once validated: what a handler receives. */
export type ValidEndpointInput<P> = P extends ContractProcedure<infer I, infer _O, infer _E, infer _M> ? InferSchemaOutput<I> : never;
/** What a successful answer holds. */
export type EndpointOutput<P> = P extends ContractProcedure<infer _I, infer O, infer _E, infer _M> ? InferSchemaOutput<O> : never;

/** An input whose parts accept nothing may leave them out (`{ query: {} }` can be omitted, and so can the whole input). */
type Nothing = Record<never, never>;
type OmittableParts<I> = { [K in keyof I as Nothing extends I[K] ? K : never]?: I[K] } & { [K in keyof I as Nothing extends I[K] ? never : K]: I[K] };

/** A call of one endpoint: its input (omitted when it reads nothing) and its answer. */
export type EndpointCall<P> = unknown extends EndpointInput<P>
  ? (input?: Record<string, never>) => Promise<EndpointOutput<P>>
  : Nothing extends OmittableParts<EndpointInput<P>>
    ? (input?: OmittableParts<EndpointInput<P>>) => Promise<EndpointOutput<P>>
    : (input: OmittableParts<EndpointInput<P>>) => Promise<EndpointOutput<P>>;

/** The calls of a tree of endpoints, as both the browser's client and the server's page services offer them. */
export type ApiClient<T> = { [K in keyof T]: T[K] extends AnyEndpoint ? EndpointCall<T[K]> : ApiClient<T[K]> };

export { ServiceRefusal } from './refusal';

// ---------- common answer shapes ----------

/** `{ success: true, data }`: the spec's envelope for directory and SEO data. */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
/** `{ success: true, message }`: a form's confirmation. */
export const messageAnswer = z.object({ success: z.literal(true), message: z.string() });
/** `{ success: true }`: done, nothing more to say. */
export const doneAnswer = z.object({ success: z.literal(true) });

/** A file to download (CSV): its name, type and text. The API sends it as an attachment. */
export const fileAnswer = z.object({ filename: z.string(), contentType: z.string(), text: z.string() });
export type FileAnswer = z.infer<typeof fileAnswer>;

/** An image's bytes and type (an uploaded cover served through the API). */
export const imageAnswer = z.object({ contentType: z.string(), bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array) });

/** Where a redirecting endpoint sends the browser (a 303 to a page of the site). */
export const redirectAnswer = z.object({ location: z.string() });

/** An HTML page served under /api (the API's own documentation). */
export const htmlAnswer = z.object({ html: z.string() });

/** A date and time as the API writes it: ISO 8601 in UTC. */
export const isoDateTime = z.string().meta({ format: 'date-time' });

/**
 * A multipart form's schema as the client sees it: a FormData in, the checked fields and files out. The server
 * validates the fields and files together with `schema` (for rules whose order mixes them).
 */
export const formDataOf = <T extends z.ZodType>(schema: T) => schema as unknown as z.ZodType<z.output<T>, FormData>;
