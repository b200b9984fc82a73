import { ERROR_SCHEMA_NAME, errorComponent, withAnswers } from './answers.js';
import { toOpenApi30 } from './keywords.js';
import { defaultOperationId } from './operations.js';

// @fastify/swagger's `transformObject`: the finished document made valid OpenAPI 3.0 and lint-clean
// (issue 15: @apidevtools/swagger-parser and @redocly/cli's recommended rules, both in
// tests/api/openapi-document.int.spec.ts). Per operation: an operationId and the common 4xx answers;
// everywhere: schemas in the 3.0 dialect; the error body once, as a component.

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; security?: unknown[]; parameters?: Json[]; requestBody?: Json; responses?: Record<string, Json> };
type Document = Json & { paths?: Record<string, Record<string, Operation>>; components?: Json & { schemas?: Json } };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Key order does not matter when comparing schemas. */
const canonical = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object' ? `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Json)[key])}`).join(',')}}`
      : JSON.stringify(value);

/** Each media type's schema in the 3.0 dialect; the error body (routes declare it inline) as a reference. */
const contentIn30 = (content: unknown, errorShape: string) => {
  if (!content || typeof content !== 'object') return content;
  return Object.fromEntries(Object.entries(content as Record<string, Json>).map(([type, media]) => {
    const schema = toOpenApi30(media.schema);
    return [type, { ...media, schema: canonical(schema) === errorShape ? { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } : schema }];
  }));
};

const operationIn30 = (operation: Operation, errorShape: string): Operation => ({
  ...operation,
  ...(operation.parameters && { parameters: operation.parameters.map((parameter) => ({ ...parameter, schema: toOpenApi30(parameter.schema) })) }),
  ...(operation.requestBody && { requestBody: { ...operation.requestBody, content: contentIn30(operation.requestBody.content, errorShape) } }),
  responses: Object.fromEntries(Object.entries(operation.responses ?? {}).map(([status, response]) =>
    [status, response.content ? { ...response, content: contentIn30(response.content, errorShape) } : response])),
});

/** The document as served; `transformObject` of @fastify/swagger (api/plugins/external.ts). */
export const finishDocument = <D extends object>(input: D): D => {
  // The generator's own output, read as plain JSON (its typings name every OpenAPI version at once).
  const document = input as Document;
  const error = errorComponent();
  const errorShape = canonical(error);
  const used = new Set<string>();
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).map(([path, item]) => [path, Object.fromEntries(Object.entries(item).map(([method, operation]) => {
    if (!METHODS.has(method)) return [method, operation];
    const in30 = operationIn30(operation, errorShape);
    // Two addresses that read the same in camel case (a-b and a/b) must still differ.
    let operationId = in30.operationId ?? defaultOperationId(method, path);
    for (let n = 2; used.has(operationId); n++) operationId = `${defaultOperationId(method, path)}${n}`;
    used.add(operationId);
    // Routes behind the sign-in name the bearer token (api/routes/index.ts): any other is public.
    const security = in30.security ?? [];
    return [method, { ...in30, operationId, security, responses: withAnswers(method, path, { ...in30, security }) }];
  }))]));
  const schemas = Object.fromEntries(Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, toOpenApi30(schema)]));
  return { ...document, paths, components: { ...document.components, schemas: { ...schemas, [ERROR_SCHEMA_NAME]: error } } } as D;
};
