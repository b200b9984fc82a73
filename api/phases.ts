// The start's phases and how long each took: one line at the end of the start says where its
// seconds went (and `npm run bench`'s start section reads it).

export type Phase = { name: string; ms: number };
export type Phases = { mark(name: string): void; readonly done: Phase[]; summary(): string };

/** Phases counted from the process's own start, the first being the loading of the modules up to now. */
export const startPhases = (): Phases => {
  let last = performance.now();
  const done: Phase[] = [{ name: 'modules loaded', ms: Math.round(last) }];
  return {
    done,
    mark(name) {
      const now = performance.now();
      done.push({ name, ms: Math.round(now - last) });
      last = now;
    },
    summary: () => `Started in ${Math.round(last)} ms: ${done.map((phase) => `${phase.name} ${phase.ms} ms`).join(', ')}`,
  };
};

/** The phases back from a summary line (the bench reads the server's output). */
export const parsePhases = (line: string): { total: number; phases: Phase[] } | null => {
  const match = /^Started in (\d+) ms: (.+)$/.exec(line.trim());
  if (!match) return null;
  const phases = match[2]!.split(', ').map((part) => {
    const [, name, ms] = /^(.+) (\d+) ms$/.exec(part) ?? [];
    return { name: name ?? part, ms: Number(ms) };
  });
  return { total: Number(match[1]), phases };
};
