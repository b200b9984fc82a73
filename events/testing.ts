import { expect } from 'vitest';

// Decider tests read given/when/then: given past events, when a command, then new events or an error.
export const deciderSpec = <Command, Event, State>(decider: {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
}) => ({
  given: (events: Event[]) => {
    const state = events.reduce(decider.evolve, decider.initialState());
    return {
      when: (command: Command) => ({
        then: (expected: Event[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenThrows: (expected: { message?: string; status?: number; statusCode?: number; code?: string; params?: Record<string, unknown> } | ((error: unknown) => void)) => {
          let thrown: unknown = null;
          try {
            decider.decide(command, state);
          } catch (error) {
            thrown = error;
          }
          expect(thrown, 'the command was accepted').not.toBeNull();
          if (typeof expected === 'function') expected(thrown);
          else expect(thrown).toMatchObject(expected);
        },
      }),
    };
  },
});
