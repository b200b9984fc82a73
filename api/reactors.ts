import type { Reactor } from '../projections/runner/reactor.js';
import type { AppServices } from './plugins/services.js';
import { creditDeliveryReactor } from './routes/creditOrders/reactor.js';
import { softwareOrderSettlementReactor } from './routes/softwareOrders/reactor.js';
import { stockDeliveryReactor } from './routes/filesSection/stock-reactor.js';
import { notificationMailReactor } from './routes/notifications/mail-reactor.js';

// Every reactor, beside the projections (projections/index.ts): each runs once per deployment,
// under its own lock and checkpoint (projections/runner/reactor.ts), started by createServices.
// The live reactor is not here: it pushes to the sockets of its own instance, so every instance
// runs it (api/routes/live/reactor.ts).

export const reactorsFor = (services: AppServices, log: (message: string, error?: unknown) => void): Reactor[] => [
  creditDeliveryReactor(services, log),
  softwareOrderSettlementReactor(services),
  stockDeliveryReactor(services, log),
  notificationMailReactor(services),
];
