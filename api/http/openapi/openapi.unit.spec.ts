import { describe, expect, it } from 'vitest';
import { toOpenApi30 } from './keywords.js';
import { defaultOperationId, defaultSummary, defaultTag } from './operations.js';
import { finishDocument } from './document.js';

describe('the OpenAPI 3.0 dialect', () => {
  it('rewrites 2020-12 keywords at every depth', () => {
    expect(toOpenApi30({
      type: 'object',
      properties: {
        price: { type: 'number', exclusiveMinimum: 0, maximum: 10 },
        day: { type: ['string', 'null'], examples: ['2026-12-25'] },
        kind: { anyOf: [{ const: 'ECU' }, { const: 'TCU' }] },
        params: { type: 'object', patternProperties: { '^.*$': { type: 'string' } } },
      },
    })).toEqual({
      type: 'object',
      properties: {
        price: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10 },
        day: { type: 'string', nullable: true, example: '2026-12-25' },
        kind: { anyOf: [{ enum: ['ECU'] }, { enum: ['TCU'] }] },
        params: { type: 'object', additionalProperties: { type: 'string' } },
      },
    });
  });

  it('leaves a property that happens to be named like a keyword alone', () => {
    expect(toOpenApi30({ type: 'object', properties: { const: { type: 'string' } } })).toEqual({ type: 'object', properties: { const: { type: 'string' } } });
  });
});

describe('an operation documented from its address', () => {
  it('reads the address as a summary, a tag and a stable operationId', () => {
    expect(defaultSummary('GET', '/api/credit/movements/{id}')).toBe('Read credit movements by id');
    expect(defaultTag('/api/order-software/update-price')).toBe('order-software');
    expect(defaultOperationId('post', '/api/order-software/update-price')).toBe('postOrderSoftwareUpdatePrice');
    expect(defaultOperationId('get', '/api/public/overview/{publicId}/{rol}/pdf')).toBe('getPublicOverviewByPublicIdByRolPdf');
  });

  it('gives two addresses that read alike different operationIds, and the common 4xx answers', () => {
    type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown> };
    const ok: Operation = { responses: { 200: { description: 'ok' } } };
    const paths: Record<string, Record<string, Operation>> = { '/api/a-b': { get: ok }, '/api/a/b': { get: ok }, '/api/a/{id}': { delete: { ...ok, security: [{ bearer: [] }] } } };
    const document = finishDocument({ openapi: '3.0.3', paths });
    const [first, second, third] = Object.values(document.paths).map((item) => Object.values(item)[0]);
    expect([first.operationId, second.operationId]).toEqual(['getAB', 'getAB2']);
    expect(Object.keys(first.responses)).toEqual(['200', '400']);
    expect(Object.keys(third.responses)).toEqual(['200', '400', '401', '403', '404', '409']);
  });
});
