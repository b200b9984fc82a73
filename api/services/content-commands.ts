import { handleCommand, type CommandResult, type Decider, type IdentifiedCommand } from '../../events/command/handle-command.js';
import type { NewEvent } from '../../events/store/port.js';
import type { AppServices } from '../plugins/services.js';

// The command path of the Admin's written content (news, FAQ, content pages, issue 14): the one
// handleCommand on the item's stream, then a bounded wait until the feature's read model shows
// the change, so the screen's next read has it.

type Services = Pick<AppServices, 'store' | 'runner'>;

export const runContentCommand = async <Command extends IdentifiedCommand, State, Event extends NewEvent>(
  services: Services, stream: string, decider: Decider<Command, State, Event>, command: Command, eventTypes: readonly string[],
): Promise<CommandResult<State, Event>> => {
  const result = await handleCommand(services.store, stream, decider, command);
  if (result.events.length && result.position) await services.runner.waitFor(result.position, undefined, eventTypes);
  return result;
};
