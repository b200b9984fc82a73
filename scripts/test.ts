import { spawn } from 'node:child_process';

// `npm test`: the type-check, the admin build and the test run. The type-check needs nothing the
// others make, so it runs beside them (a minute of one core, while the browser files the tests start
// with mostly wait for screens); the admin build comes before the tests, which
// serve it (the browser tests) and weigh it (tests/bundle). Fails when any of them fails; the
// type-check's output is printed after the tests', whole.

type Step = { name: string; command: string; args: string[] };

const TYPECHECK: Step = { name: 'type-check', command: 'npx', args: ['tsc', '--noEmit'] };
const ADMIN_BUILD: Step = { name: 'admin build', command: 'npx', args: ['vite', 'build', '--config', 'admin/vite.config.ts'] };
const TESTS: Step = { name: 'tests', command: 'npx', args: ['vitest', 'run', '--config', 'tests/vitest.config.ts', ...process.argv.slice(2)] };

type Result = { step: Step; code: number; output: string; seconds: number };

/** Runs a step; `quiet` keeps its output to print later instead of interleaving it with the tests'. */
const run = (step: Step, quiet = false): Promise<Result> => new Promise((done) => {
  const started = performance.now();
  const child = spawn(step.command, step.args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finish = (code: number) => done({ step, code, output: Buffer.concat(chunks).toString('utf8'), seconds: (performance.now() - started) / 1000 });
  child.on('error', (error) => {
    chunks.push(Buffer.from(`${error.message}\n`));
    finish(1);
  });
  child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
});

const typecheck = run(TYPECHECK, true);
const build = await run(ADMIN_BUILD);
const tests = build.code === 0 ? await run(TESTS) : null;
const checked = await typecheck;

process.stdout.write(checked.output);
const results = [checked, build, ...(tests ? [tests] : [])];
for (const { step, code, seconds } of results) console.log(`${step.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
if (!tests) console.log('tests: not run (the admin build failed)');
process.exit(results.every((result) => result.code === 0) && tests ? 0 : 1);
