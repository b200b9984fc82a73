/**
 * The default of a switch over a union of commands, events or outcomes: the compiler proves it is
 * never reached (a new member nobody handles fails the type check); at run time it is a bug.
 */
export const unreachable = (what: string, value: never): never => {
  throw new Error(`unknown ${what} ${JSON.stringify(value)}`);
};
