import { residentBytes } from './server.js';

// The server's memory over the soak: its resident set sampled from /proc. Each restart starts a
// fresh process, so samples from a process's first seconds (start-up, caches filling) are left out.

const SAMPLE_EVERY_MS = 1_000;
const WARM_UP_MS = 5_000;
const MIB = 2 ** 20;
/** Flat: the last quarter's median at most this much above the first quarter's (a leak grows without bound). */
const FLAT_GROWTH = 1.25;
/** Fewer samples than this say nothing either way. */
const MIN_SAMPLES = 40;

export type MemoryFigures = { samples: number; firstQuartileMiB: number; lastQuartileMiB: number; maxMiB: number; maxAfterStartS: number; grew: boolean; longestLife: { samples: number; firstQuartileMiB: number; lastQuartileMiB: number } | null };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

/** First and last quarter of the samples, each as its median in MiB. */
const quartiles = (values: number[]) => {
  const quarter = Math.max(1, Math.floor(values.length / 4));
  return { samples: values.length, firstQuartileMiB: Math.round(median(values.slice(0, quarter)) / MIB), lastQuartileMiB: Math.round(median(values.slice(-quarter)) / MIB) };
};

/** Samples whichever server `current` names until stopped. */
export const memorySampler = (current: () => { pid: number; startedAt: number } | null) => {
  const lives = new Map<number, number[]>();
  // When the highest sample was taken, in seconds after its server came up: a peak just after a
  // start is likely the read models catching up; one late in a life is a request.
  let peak = { bytes: 0, afterStartS: 0 };
  const timer = setInterval(() => {
    const server = current();
    if (!server || Date.now() - server.startedAt < WARM_UP_MS) return;
    const bytes = residentBytes(server.pid);
    if (bytes === null) return;
    if (!lives.has(server.pid)) lives.set(server.pid, []);
    lives.get(server.pid)!.push(bytes);
    if (bytes > peak.bytes) peak = { bytes, afterStartS: Math.round((Date.now() - server.startedAt) / 1000) };
  }, SAMPLE_EVERY_MS);
  timer.unref();
  return {
    stop: (): MemoryFigures => {
      clearInterval(timer);
      const all = [...lives.values()].flat();
      const longest = [...lives.values()].sort((a, b) => b.length - a.length)[0];
      const overall = quartiles(all);
      const grew = overall.samples >= MIN_SAMPLES && overall.lastQuartileMiB > overall.firstQuartileMiB * FLAT_GROWTH;
      return { ...overall, maxMiB: Math.round(peak.bytes / MIB), maxAfterStartS: peak.afterStartS, grew, longestLife: longest ? quartiles(longest) : null };
    },
  };
};
