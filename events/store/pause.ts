// The pause of a follower of the feed (subscription, reactor, projection runner) between polls and
// before a retry: a timer that `wake` ends early, so a local append is seen at once and stop()
// does not wait out a back-off of up to half a minute.

export type Pause = {
  /** Resolves after `ms`, or as soon as `wake` is called. */
  sleep(ms: number): Promise<void>;
  /** Ends every pause now running; a later `sleep` waits again. */
  wake(): void;
};

export const createPause = (): Pause => {
  const wakers = new Set<() => void>();
  return {
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wakers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        wakers.add(done);
      }),
    wake: () => [...wakers].forEach((done) => done()),
  };
};
