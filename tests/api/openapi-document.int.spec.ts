import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../support/app.js';

// Issue 15: the document at /api/docs/json is valid OpenAPI (swagger-parser) and passes Redocly's
// recommended rules without an error; every operation names itself, its tag and its 4xx answers.
// All of it is derived centrally (api/http/openapi), so a route registered tomorrow is checked here too.

type MediaType = { schema?: { type?: string; required?: string[]; properties?: Record<string, { type?: string; format?: string }> } };
type Operation = {
  operationId?: string; summary?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown>;
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
};
type Document = { openapi: string; servers?: unknown[]; paths: Record<string, Record<string, Operation>> };
type LintProblem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] };

const REDOCLY = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');

let portal: TestPortal;
let document: Document;
let dir: string;
beforeAll(async () => {
  portal = await createTestPortal();
  const response = await portal.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
  dir = await mkdtemp(join(tmpdir(), 'openapi-'));
});
afterAll(async () => {
  await portal?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })));

/** `redocly lint` itself, with its recommended rules; its exit code only says whether there were errors. */
const redoclyLint = async (file: string): Promise<LintProblem[]> => {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  const run = promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=100000'], { env, maxBuffer: 64 * 1024 * 1024 });
  const { stdout } = await run.catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
  return JSON.parse(stdout).problems;
};

const UPLOAD_BOUNDARY = '----openapi-sweep';
const BROKEN_FORM = `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\nx`;

/** Whether the route reads multipart/form-data: any other route refuses the content type (415) once the sign-in let the request through. */
const takesForms = async (method: string, path: string, tokens: string[]) => {
  const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
  for (const token of tokens) {
    const response = await portal.app.inject({
      method: method.toUpperCase() as 'POST', url, payload: BROKEN_FORM,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
    });
    if (response.statusCode === 415) return false;
    if (response.statusCode !== 401 && response.statusCode !== 403) return true;
  }
  return false;
};

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.0 for @apidevtools/swagger-parser', async () => {
    expect(document.openapi).toBe('3.0.3');
    // validate() dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('passes @redocly/cli lint with the recommended rules without errors', async () => {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const problems = await redoclyLint(file);
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    // Warnings are allowed; they are reported so they stay visible.
    const byRule = new Map<string, number>();
    for (const { ruleId } of warnings) byRule.set(ruleId, (byRule.get(ruleId) ?? 0) + 1);
    if (byRule.size) console.info(`redocly lint warnings: ${[...byRule].map(([rule, count]) => `${rule} ${count}`).join(', ')}`);
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
  }, 60_000);

  it('names a server and, for every operation, a unique operationId, a summary, a tag and its 4xx answers', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    const missing = all.filter(({ operation }) =>
      !operation.operationId || !operation.summary || !operation.tags?.length || !Object.keys(operation.responses ?? {}).some((status) => /^4\d\d$/.test(status)));
    expect(missing.map(({ name }) => name)).toEqual([]);
  });

  it('answers 401 and 403 behind the sign-in, 404 where the path names a record, and the error body with its codes', () => {
    const all = operations();
    const signedIn = all.filter(({ operation }) => operation.security?.length);
    expect(signedIn.length).toBeGreaterThan(150);
    expect(signedIn.filter(({ operation }) => !operation.responses?.['401'] || !operation.responses['403']).map(({ name }) => name)).toEqual([]);
    expect(all.filter(({ path, operation }) => path.includes('{') && !operation.responses?.['404']).map(({ name }) => name)).toEqual([]);
    // The sign-in itself is public and says so.
    expect(document.paths['/api/signin'].post.security).toEqual([]);
    const invalid = all[0].operation.responses?.['400'] as { description: string; content: Record<string, { schema: { $ref?: string } }> };
    expect(invalid.content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(invalid.description).toMatch(/FIELD_REQUIRED|ADDRESS_INVALID/);
  });

  it('describes the form of every route that reads multipart/form-data, its file as binary', async () => {
    const tokens = [await portal.login('admin@demo.test'), await portal.login('dealer@demo.test')];
    const withBody = operations().filter(({ name }) => !/^(GET|HEAD|OPTIONS) /.test(name));
    const reading: string[] = [];
    for (const { name, path } of withBody) if (await takesForms(name.split(' ')[0], path, tokens)) reading.push(name);
    const documented = operations().filter(({ operation }) => operation.requestBody?.content?.['multipart/form-data']).map(({ name }) => name);
    expect(reading.sort()).toEqual(documented.sort());
    expect(documented).toEqual(expect.arrayContaining([
      'POST /api/files/upload', 'POST /api/general-files/upload/{id}', 'POST /api/user/upload-terms',
      'POST /api/credit/account-import', 'POST /api/vehicles-file', 'POST /api/previous-orders/import',
    ]));
    for (const { name, operation } of operations().filter(({ name: n }) => documented.includes(n))) {
      const form = operation.requestBody?.content?.['multipart/form-data']?.schema;
      expect([name, operation.requestBody?.required, form?.type, form?.properties?.file, form?.required]).toEqual([name, true, 'object', expect.objectContaining({ type: 'string', format: 'binary' }), expect.arrayContaining(['file'])]);
    }
    const read = document.paths['/api/files/upload'].post.requestBody?.content?.['multipart/form-data']?.schema;
    expect(read?.properties?.kind).toMatchObject({ anyOf: [{ enum: ['ECU'] }, { enum: ['TCU'] }] });
    expect(read?.required?.sort()).toEqual(['file', 'kind']);
  }, 60_000);
});
