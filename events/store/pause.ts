// The pause of a follower of the feed (subscription, reactor, projection runner) between reads and
// before a retry: a timer that `wake` ends early, so an append is seen at once and stop() does not
// wait out a back-off of up to half a minute. One pause per loop: a wake that comes while its loop
// is busy reading or folding is kept (a flag), and the loop's next sleep returns at once, so an
// append committed during a read is never left for the safety poll.

export type Pause = {
  /** Resolves after `ms`, or as soon as `wake` is called (at once when a wake came since the last sleep). */
  sleep(ms: number): Promise<void>;
  /** Ends the pauses now running, or the next one when none is. */
  wake(): void;
};

export const createPause = (): Pause => {
  const sleepers = new Set<() => void>();
  let woken = false;
  return {
    sleep: (ms) => {
      if (woken) {
        woken = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        sleepers.add(done);
      });
    },
    wake: () => {
      if (sleepers.size) [...sleepers].forEach((done) => done());
      else woken = true;
    },
  };
};

/** Wakes many pauses at once: the loops of one runner, the followers of one store. */
export type WakeFanout = {
  /** Adds a wake; answers its removal. */
  add(wake: () => void): () => void;
  wakeAll(): void;
};

export const createWakeFanout = (): WakeFanout => {
  const wakes = new Set<() => void>();
  return {
    add: (wake) => {
      wakes.add(wake);
      return () => void wakes.delete(wake);
    },
    wakeAll: () => wakes.forEach((wake) => wake()),
  };
};
