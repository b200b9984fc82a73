// Measuring helpers for `npm run bench`: closed-loop clients, percentiles, one printed line each.

export type Run = { count: number; ms: number; latencies: Float64Array; errors: number };

export const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

/** `clients` loops, each starting its next operation when the last one answered, for `ms`. */
export const closedLoop = async (clients: number, ms: number, operation: (client: number, i: number) => Promise<unknown>): Promise<Run> => {
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + ms;
  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    for (let i = 0; performance.now() < end; i += 1) {
      const began = performance.now();
      try {
        await operation(client, i);
        latencies.push(performance.now() - began);
      } catch {
        errors += 1;
      }
    }
  }));
  return { count: latencies.length, ms: performance.now() - start, latencies: Float64Array.from(latencies).sort(), errors };
};

/** Several runs of the same operation as one (their counts, times and latencies together). */
export const mergeRuns = (runs: Run[]): Run => ({
  count: runs.reduce((n, r) => n + r.count, 0),
  ms: runs.reduce((n, r) => n + r.ms, 0),
  latencies: Float64Array.from(runs.flatMap((r) => [...r.latencies])).sort(),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});

/** `count` operations one after another (a single user clicking), for latency figures. */
export const sequential = async (count: number, operation: (i: number) => Promise<unknown>): Promise<Run> => {
  const latencies = new Float64Array(count);
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const began = performance.now();
    await operation(i);
    latencies[i] = performance.now() - began;
  }
  return { count, ms: performance.now() - start, latencies: latencies.sort(), errors: 0 };
};

export const percentile = (run: Run, p: number) => (run.latencies.length ? run.latencies[Math.min(run.latencies.length - 1, Math.ceil((p / 100) * run.latencies.length) - 1)] : NaN);

const perSecond = (n: number, ms: number) => Math.round((n * 1000) / ms).toLocaleString('en-US');
const millis = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

export const rate = (n: number, ms: number) => perSecond(n, ms).padStart(10);

/** "what   N /s   (baseline M /s, x%)" */
export const rateLine = (what: string, n: number, ms: number, baseline?: { n: number; ms: number }) =>
  console.log(`${what.padEnd(52)} ${rate(n, ms)} /s${baseline ? `   (baseline ${perSecond(baseline.n, baseline.ms)} /s, ${(((n / ms) / (baseline.n / baseline.ms)) * 100).toFixed(0)}%)` : ''}`);

/** "what   N /s  p99 x ms   (baseline: M /s, p99 y ms; ...)" */
export const throughputLine = (what: string, run: Run, baselines: { label: string; run: Run }[] = []) => {
  const errors = run.errors ? `  ${run.errors} errors` : '';
  const base = baselines.length
    ? `   (${baselines.map((b) => `${b.label}: ${perSecond(b.run.count, b.run.ms)} /s, p99 ${millis(percentile(b.run, 99))} ms`).join('; ')})`
    : '';
  console.log(`${what.padEnd(52)} ${rate(run.count, run.ms)} /s  p99 ${millis(percentile(run, 99)).padStart(6)} ms${errors}${base}`);
};

/** "what   p50 x ms  p95 y ms  p99 z ms   (baseline: p50 .. p95 .. p99 ..)" */
export const latencyLine = (what: string, run: Run, baseline?: { label: string; run: Run }) => {
  const base = baseline ? `   (${baseline.label}: p50 ${millis(percentile(baseline.run, 50))} ms, p95 ${millis(percentile(baseline.run, 95))} ms, p99 ${millis(percentile(baseline.run, 99))} ms)` : '';
  console.log(`${what.padEnd(52)} p50 ${millis(percentile(run, 50)).padStart(6)} ms  p95 ${millis(percentile(run, 95)).padStart(6)} ms  p99 ${millis(percentile(run, 99)).padStart(6)} ms${base}`);
};

export const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * Runs `work` while sampling the heap every 10 ms; answers the time and the highest heap seen above
 * the heap at the start (MiB). Without --expose-gc garbage is counted too, so it is an upper bound.
 */
export const timedWithPeakHeap = async (work: () => Promise<unknown>) => {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 10);
  try {
    const ms = await timed(work);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { ms, peakMiB: (peak - before) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
};
