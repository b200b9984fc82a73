import type { paths } from './openapi';

// Shapes of the API named by route, from the generated OpenAPI document (./openapi.ts): a screen's
// type follows the server's schema instead of a hand-written copy that could drift from it.

type Method = 'get' | 'post' | 'put' | 'delete';
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<R> = R extends { 200: infer Ok } ? Json<Ok> : R extends { 201: infer Created } ? Json<Created> : never;

/** The JSON a route answers on success (its 200, else its 201). */
export type ApiAnswer<P extends keyof paths, M extends Method = 'get'> = paths[P][M] extends { responses: infer R } ? Success<R> : never;

/** The JSON body a route takes. */
export type ApiBody<P extends keyof paths, M extends Method = 'post'> = paths[P][M] extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

/** The query parameters a route takes. */
export type ApiQuery<P extends keyof paths, M extends Method = 'get'> = paths[P][M] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
