// How a server process ends on SIGTERM or SIGINT (scripts/start.ts): the portal's stop (api/server.ts)
// closes the HTTP server to new requests and lets those in flight finish, stops the projection and
// reactor loops at a checkpoint, then closes PostgreSQL (and the embedded server). A stop that has
// not finished within SHUTDOWN_DEADLINE_MS, or a second signal, ends the process at once: what
// was left is finished after the next start (the loops resume from their checkpoints, like after a
// crash). The last line says which of the two it was, for an operator and for the tests.

export const SHUTDOWN_DEADLINE_MS = 10_000;
/** The exit code of a stop that was cut short (the deadline, a second signal or a failing stop). */
export const FORCED_EXIT_CODE = 1;

export const stopOnSignals = (stop: (say: (line: string) => void) => Promise<void>, say: (line: string) => void = (line) => console.log(line)) => {
  let stopping = false;
  const forced = (why: string) => {
    say(`shutdown forced: ${why}`);
    process.exit(FORCED_EXIT_CODE);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return forced(`${signal} again`);
    stopping = true;
    const began = Date.now();
    say(`\n${signal}: no new requests; finishing those in flight, then stopping the loops and the database...`);
    setTimeout(() => forced(`not stopped within ${SHUTDOWN_DEADLINE_MS / 1000} s`), SHUTDOWN_DEADLINE_MS).unref();
    stop(say).then(
      () => {
        say(`shutdown clean in ${Date.now() - began} ms`);
        process.exit(0);
      },
      (error: unknown) => forced(`the stop failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
};
