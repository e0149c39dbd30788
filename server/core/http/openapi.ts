import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import type { OpenAPI } from '@orpc/contract';
import { globalRegistry } from 'zod';
import { accessRuleOf } from '../../../domain/common/access';
import { refusalSchema, type Access, type EndpointTree } from '../../../domain/common/contract';
import { declaredEndpoints } from './endpointHandlers';

type Operation = OpenAPI.OperationObject;

/**
 * Schemas marked with `contentMediaType` in their zod metadata are files (multipart uploads): the converter
 * only copies titles and descriptions from zod's registry, so this interceptor reads the mark.
 */
const files = new ZodToJsonSchemaConverter({
  interceptors: [
    ({ schema, next }) => {
      const meta = schema ? (globalRegistry.get(schema as never) as { contentMediaType?: string; format?: string } | undefined) : undefined;
      if (meta?.contentMediaType) return [true, { type: 'string', contentMediaType: meta.contentMediaType }];
      const [required, json] = next();
      // Dates and times are strings on the wire; the mark says which format.
      return meta?.format && typeof json === 'object' ? [required, { ...json, format: meta.format }] : [required, json];
    },
  ],
});

export interface DocumentInfo {
  title: string;
  version: string;
  /** The site's public address: the document's server is `{publicUrl}/api`. */
  publicUrl: string;
}

/**
 * THE OpenAPI 3.1 document of the whole API, made by oRPC's generator from the contracts; what the generator
 * cannot know from schemas alone (access rules, multipart-only bodies, file and redirect answers, the shared
 * refusal body) is added from each endpoint's meta.
 */
export async function openApiDocument(contract: EndpointTree, info: DocumentInfo): Promise<OpenAPI.Document> {
  const generator = new OpenAPIGenerator({ schemaConverters: [files] });
  const document = await generator.generate(contract as never, {
    info: { title: info.title, version: info.version, description: `Every endpoint under /api, with who may call it. Refusals answer \`{ success: false, message }\` with the status that says why.` },
    servers: [{ url: `${info.publicUrl}/api` }],
    commonSchemas: { Refusal: { schema: refusalSchema, strategy: 'output' } },
    customErrorResponseBodySchema: () => ({ $ref: '#/components/schemas/Refusal' }),
  });
  document.components = {
    ...document.components,
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The accessToken answered by /auth/signIn and /auth/signup.' },
      session: { type: 'apiKey', in: 'cookie', name: 'lb_access', description: 'The browser session cookie; writes also send X-XSRF-TOKEN with the XSRF-TOKEN cookie.' },
    },
  };
  for (const endpoint of declaredEndpoints(contract)) {
    const operation = document.paths?.[endpoint.documentedPath]?.[endpoint.method.toLowerCase() as 'get'] as Operation | undefined;
    if (!operation) throw new Error(`The generated document has no ${endpoint.method} ${endpoint.documentedPath}`);
    describeOperation(operation, endpoint.name, endpoint.meta);
  }
  return document;
}

function describeOperation(operation: Operation, name: string, meta: ReturnType<typeof declaredEndpoints>[number]['meta']): void {
  operation.tags = [name.split('.')[0]];
  const rule = accessRuleOf(meta.access);
  operation.description = [operation.description, rule.description].filter(Boolean).join('\n\n');
  (operation as Operation & { 'x-access': Access })['x-access'] = meta.access;
  if (rule.readsSession) operation.security = [{ bearer: [] }, { session: [] }];
  // The generator marks every parameter as the query's; the specification allows these two on query parameters only.
  for (const parameter of (operation.parameters ?? []) as OpenAPI.ParameterObject[]) {
    if (parameter.in === 'query') continue;
    delete parameter.allowEmptyValue;
    delete (parameter as { allowReserved?: boolean }).allowReserved;
  }
  const success = Object.keys(operation.responses ?? {}).find((status) => Number(status) < 400);
  const response = success ? (operation.responses![success] as OpenAPI.ResponseObject) : undefined;
  if (meta.body === 'multipart' && operation.requestBody && 'content' in operation.requestBody) {
    const content = operation.requestBody.content;
    const form = content['multipart/form-data'] ?? content['application/json'];
    operation.requestBody.content = { 'multipart/form-data': form };
  }
  if (meta.body === 'raw' && operation.requestBody && 'content' in operation.requestBody) {
    operation.requestBody.description = 'The bytes exactly as the sender signed them.';
  }
  if (!response) return;
  if (meta.answer === 'file') {
    response.content = { 'text/csv': { schema: { type: 'string' } } };
    response.headers = { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="…"' } };
  } else if (meta.answer === 'image') {
    response.content = { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } };
  } else if (meta.answer === 'redirect') {
    delete response.content;
    response.description = 'Redirect to a page of the site';
    response.headers = { Location: { schema: { type: 'string' }, required: true } };
  } else if (meta.answer === 'html') {
    response.content = { 'text/html': { schema: { type: 'string' } } };
  }
  if (meta.download) response.headers = { 'Content-Disposition': { schema: { type: 'string' }, description: `attachment; filename="${meta.download}"` } };
  if (meta.publicCache) {
    response.headers = { ...response.headers, ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } };
    operation.responses!['304'] = { description: 'Not modified: the If-None-Match ETag is current' };
  }
}
