import { WrongExpectedVersion, type EventStore, type GlobalPosition, type NewEvent, type RecordedEvent } from '../store/port.js';

// The one command path (DESIGN.md): read the aggregate's stream, fold it, decide, append at the
// revision that was read. Another writer in between makes the append fail and the command is
// decided again on the new state. Event ids come from the command (derived from the Idempotency-Key
// when there is one), so a command whose append landed but whose answer was lost is found in the
// stream on the next read and not decided twice. The ledger is the one exception (api/services/ledger.ts).

/** Pure domain logic of one aggregate type. */
export type Decider<Command, State, Event extends NewEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
};

/** A command names the id of the first event it appends; finding it in the stream means it was applied. */
export type IdentifiedCommand = { eventId: string };

export type CommandResult<State, Event extends NewEvent> = {
  /** The state after the command. */
  state: State;
  /** What this call appended: empty when the command was applied before or changed nothing. */
  events: Event[];
  /** The stream as it was read before the decision. */
  history: RecordedEvent<Event>[];
  /** Where the stream stands after the command, to wait for (read-your-writes); null for an empty stream. */
  position: GlobalPosition | null;
  /** The command's events were already in the stream. */
  replayed: boolean;
};

/** Enough for a burst of writers on one aggregate; past it the conflict is answered (409). */
export const MAX_CONFLICT_RETRIES = 10;
/** An append that failed otherwise (e.g. the connection dropped) is read back this many times. */
const MAX_UNCLEAR_RETRIES = 2;

/**
 * Runs one command against one stream. `command` may be built from the current state (facts a
 * route reads before deciding); it is built again after a conflict.
 */
export const handleCommand = async <Command extends IdentifiedCommand, State, Event extends NewEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, State, Event>,
  command: Command | ((state: State) => Command | Promise<Command>),
): Promise<CommandResult<State, Event>> => {
  let conflicts = 0;
  let unclear = 0;
  for (;;) {
    const history = await store.readStream<Event>(stream);
    const state = history.reduce<State>(decider.evolve, decider.initialState());
    const last = history.at(-1);
    const position = last?.position ?? null;
    const built = typeof command === 'function' ? await command(state) : command;
    if (history.some((e) => e.id === built.eventId)) return { state, events: [], history, position, replayed: true };
    const events = decider.decide(built, state);
    if (events.length === 0) return { state, events, history, position, replayed: false };
    try {
      const appended = await store.appendToStream(stream, events, { expectedRevision: last?.revision ?? 'no_stream' });
      return { state: events.reduce(decider.evolve, state), events, history, position: appended.position, replayed: false };
    } catch (error) {
      if (error instanceof WrongExpectedVersion ? (conflicts += 1) <= MAX_CONFLICT_RETRIES : (unclear += 1) <= MAX_UNCLEAR_RETRIES) continue;
      throw error;
    }
  }
};
