import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { accessRuleOf } from '../../../domain/common/access';
import type { AnyEndpoint, EndpointMeta, EndpointOutput, EndpointTree, ValidEndpointInput } from '../../../domain/common/contract';
import type { Platform } from '../platform';
import { validate } from './validate';

/** Who a guarded endpoint runs for: the account and the session behind the request's access token. */
export interface Caller {
  userId: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  sessionId: string;
}

/** What a handler knows of its call, whether it came over HTTP or from a page rendered on the server. */
export interface EndpointContext {
  platform: Platform;
  /** The caller of a guarded endpoint (signed-in, owner, admin); null on public ones. */
  caller: Caller | null;
  /** Who is calling a public endpoint that answers more to some callers (drafts to an admin): null for nobody or a bad token. */
  identify(): Promise<Caller | null>;
  ip: string | null;
  /** The HTTP exchange of an API call, or of a page form's post whose action made the call; absent while a page is only rendered. */
  http?: { req: Request; res: Response };
}

/** The caller of a guarded endpoint; throws on a public one, where there is none to rely on. */
export function callerOf(ctx: EndpointContext): Caller {
  if (!ctx.caller) throw new Error('callerOf() on an endpoint whose access rule is public');
  return ctx.caller;
}

type Handler<P> = (input: ValidEndpointInput<P>, ctx: EndpointContext) => Promise<EndpointOutput<P>>;

/** How the server answers one endpoint. */
export interface EndpointImplementation<P> {
  /** Middleware that runs before the body is read: rate limits, the multipart parser, a larger JSON limit. */
  before?: (platform: Platform) => RequestHandler[];
  handle: Handler<P>;
  /**
   * Answers an HTTP call itself, for answers that are more than JSON (a cached public answer): gets the
   * handler to call. Page loaders always get handle()'s output.
   */
  http?: (input: ValidEndpointInput<P>, ctx: EndpointContext & { http: { req: Request; res: Response } }, handle: Handler<P>) => Promise<void>;
}

/** An area's handlers, one per endpoint of its contract: a missing one is a type error. */
export type Implementation<T> = { [K in keyof T]: T[K] extends AnyEndpoint ? EndpointImplementation<T[K]> | Handler<T[K]> : Implementation<T[K]> };

/** One endpoint with everything the server needs to answer it. */
export interface MountedEndpoint extends DeclaredEndpoint {
  implementation: EndpointImplementation<AnyEndpoint>;
}

export const expressPath = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;

/** An endpoint of a contract tree with its name (`directory.get`), method and paths. */
export interface DeclaredEndpoint {
  /** The endpoint's name in the tree, e.g. directory.get. */
  name: string;
  method: string;
  /** The path under /api in Express syntax (`/products/:slug`). */
  path: string;
  /** The path as the contract and the OpenAPI document write it (`/products/{slug}`). */
  documentedPath: string;
  contract: AnyEndpoint;
  meta: EndpointMeta;
}

/** Every endpoint of a contract tree, in the order the contracts declare them. */
export function declaredEndpoints(contract: EndpointTree, prefix: string[] = []): DeclaredEndpoint[] {
  const found: DeclaredEndpoint[] = [];
  for (const [key, node] of Object.entries(contract)) {
    const name = [...prefix, key];
    if (!isEndpoint(node)) {
      found.push(...declaredEndpoints(node, name));
      continue;
    }
    const { route, meta } = node['~orpc'];
    found.push({ name: name.join('.'), method: route.method!, path: expressPath(route.path!), documentedPath: route.path!, contract: node, meta });
  }
  return found;
}

/** Every endpoint with its implementation; an endpoint without one stops the start. */
export function endpointsOf(contract: EndpointTree, implementation: Implementation<EndpointTree>): MountedEndpoint[] {
  return declaredEndpoints(contract).map((endpoint) => {
    const impl = endpoint.name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], implementation);
    if (!impl) throw new Error(`No implementation for the endpoint ${endpoint.name}`);
    return { ...endpoint, implementation: (typeof impl === 'function' ? { handle: impl } : impl) as EndpointImplementation<AnyEndpoint> };
  });
}

export const isEndpoint = (node: unknown): node is AnyEndpoint => typeof node === 'object' && node !== null && '~orpc' in node;

/** The zod schemas of an endpoint's input parts (params, query, body). */
export function inputParts(endpoint: AnyEndpoint): { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType } {
  const schema = endpoint['~orpc'].inputSchema as unknown as z.ZodObject | undefined;
  const shape = (schema?.shape ?? {}) as Record<string, z.ZodType>;
  return { params: shape.params, query: shape.query, body: shape.body };
}

export interface MountOptions {
  /** The caller behind a request's token or session cookie; throws NotSignedIn without one, NotAllowed for a cookie write without its XSRF token. */
  authenticate(req: Request): Promise<Caller>;
  /** The caller behind a request's token or session cookie, or null (for public endpoints that answer more to some callers). */
  identify(req: Request): Promise<Caller | null>;
  /** The limit on writes (non-GET calls), counted before the access check. */
  writeLimit: RequestHandler;
}

const CALLER = 'caller';
/** Where the guard leaves the caller of a request. */
export const setCaller = (res: Response, caller: Caller) => void (res.locals[CALLER] = caller);
export const callerIn = (res: Response): Caller | null => (res.locals[CALLER] as Caller | undefined) ?? null;

/** The guard of an endpoint's access rule (ACCESS_RULES): it leaves the admitted caller in res.locals. */
function admission(meta: EndpointMeta, { authenticate }: MountOptions): RequestHandler {
  const rule = accessRuleOf(meta.access);
  return (req, res, next) => {
    rule.admit(() => authenticate(req)).then((caller) => {
      if (caller) setCaller(res, caller);
      next();
    }, next);
  };
}

const jsonBody = express.json({ limit: '100kb' });
const rawBody = express.raw({ type: () => true, limit: '512kb' });

/**
 * The Express route of each endpoint: the write limit (JSON writes), the guard of its access rule, its own
 * middleware, the body parser of its kind, validate() of its input parts, then its handler, whose output is
 * the answer (JSON, a file, a redirect or HTML as the contract says). Errors go to the API's error mapper.
 */
export function mountEndpoints(router: Router, platform: Platform, endpoints: readonly MountedEndpoint[], options: MountOptions): void {
  // Literal paths before patterns of the same shape, so `/plans/all` is matched before `/plans/{id}`.
  const ordered = [...endpoints].sort((a, b) => paramCount(a.documentedPath) - paramCount(b.documentedPath));
  for (const endpoint of ordered) {
    const { meta, implementation } = endpoint;
    const parts = inputParts(endpoint.contract);
    const validator = meta.body === 'multipart' ? validate({ params: parts.params, query: parts.query, form: parts.body }) : validate(parts);
    const chain: RequestHandler[] = [];
    // A signed webhook proves itself and is retried by its sender: it is neither limited nor guarded.
    if (endpoint.method !== 'GET' && meta.body !== 'raw') chain.push(options.writeLimit);
    chain.push(admission(meta, options));
    chain.push(...(implementation.before?.(platform) ?? []));
    if (meta.body === 'raw') chain.push(rawBody);
    else if (meta.body !== 'multipart') chain.push(jsonBody);
    chain.push(validator, async (req, res) => {
      const valid = validator.input(res) as Record<string, unknown>;
      const input = meta.body === 'multipart' ? { params: valid.params, query: valid.query, body: valid.form } : meta.body === 'raw' ? { ...valid, body: req.body } : valid;
      const caller = callerIn(res);
      const ctx = { platform, caller, ip: req.ip ?? null, http: { req, res }, identify: async () => caller ?? options.identify(req) };
      if (implementation.http) return implementation.http(input as never, ctx, implementation.handle);
      const output = await implementation.handle(input as never, ctx);
      sendOutput(res, endpoint, output);
    });
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](endpoint.path, ...chain);
  }
}

/** The answer of a handler's output, in the form the contract says. */
function sendOutput(res: Response, endpoint: MountedEndpoint, output: unknown): void {
  if (res.headersSent) return;
  const status = endpoint.contract['~orpc'].route.successStatus ?? 200;
  switch (endpoint.meta.answer) {
    case 'file': {
      const { filename, contentType, text } = output as { filename: string; contentType: string; text: string };
      res.status(status).type(contentType).attachment(filename).send(text);
      return;
    }
    case 'image': {
      const { contentType, bytes } = output as { contentType: string; bytes: Uint8Array };
      res.status(status).type(contentType).send(Buffer.from(bytes));
      return;
    }
    case 'redirect':
      res.redirect(status, (output as { location: string }).location);
      return;
    case 'html':
      res.status(status).type('html').send((output as { html: string }).html);
      return;
    default:
      if (endpoint.meta.download) res.attachment(endpoint.meta.download);
      res.status(status).json(output);
  }
}
