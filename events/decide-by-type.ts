/** One handler per command type: a command type left without one fails the type check. */
export type CommandHandlers<Command extends { type: string }, State, Event> = {
  [Type in Command['type']]: (command: Extract<Command, { type: Type }>, state: State) => Event[];
};

/**
 * A decider's `decide` that hands each command to the handler of its type; `what` names the
 * aggregate in the error a command of no known type (a bug) throws.
 */
export const decideByType = <Command extends { type: string }, State, Event>(what: string, handlers: CommandHandlers<Command, State, Event>) =>
  (command: Command, state: State): Event[] => {
    if (!Object.hasOwn(handlers, command.type)) throw new Error(`unknown ${what} command ${JSON.stringify(command)}`);
    // The mapped type pairs each type with its handler; indexing by a union type loses that pairing.
    const handle = handlers[command.type as Command['type']] as (command: Command, state: State) => Event[];
    return handle(command, state);
  };
