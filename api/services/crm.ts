import { handleCommand } from '../../events/command/handle-command.js';
import type { CrmCommand } from '../../events/crm/commands.js';
import { crmUserDecider } from '../../events/crm/decide.js';
import { CRM_EVENT_TYPES, crmUserStream } from '../../events/crm/events.js';
import { promotionDecider, type PromotionCommand } from '../../events/promotions/decide.js';
import { PROMOTION_EVENT_TYPES, promotionStream } from '../../events/promotions/events.js';
import type { AppServices } from '../plugins/services.js';

// The Sales CRM's command path: handleCommand on the CRM user's or the promotion's stream, then a
// bounded wait until the crm read models show the change (read-your-writes).

type CrmServices = Pick<AppServices, 'store' | 'runner'>;

export const runCrmCommand = async (services: CrmServices, command: CrmCommand) => {
  const result = await handleCommand(services.store, crmUserStream(command.userId), crmUserDecider, command);
  if (result.events.length && result.position) await services.runner.waitFor(result.position, undefined, CRM_EVENT_TYPES);
  return result;
};

export const runPromotionCommand = async (services: CrmServices, command: PromotionCommand) => {
  const result = await handleCommand(services.store, promotionStream(command.promotionId), promotionDecider, command);
  if (result.events.length && result.position) await services.runner.waitFor(result.position, undefined, PROMOTION_EVENT_TYPES);
  return result;
};
