import { handleCommand } from '../../../events/command/handle-command.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { Refusal } from '../../../events/problem.js';
import { unitsOf } from '../../../events/softwareOrders/decide.js';
import { softwareOrderDecider } from '../../../events/softwareOrders/decide.js';
import { SOFTWARE_ORDER_STREAM_PREFIX, softwareOrderStream, type SoftwareOrderEventData } from '../../../events/softwareOrders/events.js';
import type { GlobalPosition } from '../../../events/store/port.js';
import { pickStockDelivery, type StockDelivery } from '../../../projections/stockTunes/pick.js';
import { stockCandidates } from '../../../projections/stockTunes/queries.js';
import type { Reactor } from '../../../projections/runner/reactor.js';
import type { AppServices } from '../../plugins/services.js';
import { loadSoftwareOrder } from '../softwareOrders/settle.js';

// "Delivered at once" (issue 10, api/CONTRACT.md "Stock file database"): an order paid whose
// original read is exactly (SHA-256) the original of a stock pair for the same unit, stage and
// order type gets version 1 from the stock: the calibrator who delivered that pair takes the order
// (AssignOrder, take) and delivers the stock tuned file(s) (DeliverTunedFiles), both through the
// one command path with ids derived from the order, so a crash or a replay delivers once. An order
// someone took meanwhile, or one already delivered, is left alone.

export const STOCK_DELIVERY = 'reactor:stock-delivery';
export const STOCK_DELIVERY_NOTE = 'Delivered at once from the stock file database';

type Services = Pick<AppServices, 'store' | 'db' | 'runner' | 'now' | 'userById'>;
type Log = (message: string, error?: unknown) => void;

/** How long the reactor waits for the stock read model to reach the charge before it retries. */
const STOCK_WAIT_MS = 30_000;

export const stockAssignEventId = (orderId: string) => deterministicUuid(`stock-delivery:assign:${orderId}`);
export const stockDeliverEventId = (orderId: string) => deterministicUuid(`stock-delivery:deliver:${orderId}`);

/** Active calibrators among `ids` (a pair's calibrator who left cannot take orders). */
const activeCalibrators = async (services: Services, ids: string[]) => {
  const users = await Promise.all([...new Set(ids)].map((id) => services.userById(id)));
  return new Set(users.filter((u) => u && u.active && u.roles.includes('Calibrator')).map((u) => u!.id));
};

const calibratorName = async (services: Services, id: string) => {
  const row = await services.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : '';
};

/** What the stock can deliver for this paid order now, or null. */
export const stockDeliveryFor = async (services: Services, orderId: string): Promise<StockDelivery | null> => {
  const { state } = await loadSoftwareOrder(services, orderId);
  const order = state.order;
  if (!order || state.payment !== 'paid' || state.versions > 0 || state.status !== 'New' || state.round !== 1) return null;
  const candidates = await stockCandidates(services.db, { orderId, type: order.type, stage: order.stage, reads: order.files });
  if (!candidates.length) return null;
  const active = await activeCalibrators(services, candidates.map((c) => c.calibratorId));
  const picked = pickStockDelivery(candidates, unitsOf(order.type), (id) => active.has(id));
  // Someone took the order meanwhile: it is theirs to deliver.
  if (!picked || (state.calibratorId !== null && state.calibratorId !== picked.calibratorId)) return null;
  return picked;
};

/** Takes the order for the stock pair's calibrator and delivers version 1; answers whether it delivered. */
export const deliverFromStock = async (services: Services, orderId: string, log: Log): Promise<boolean> => {
  const picked = await stockDeliveryFor(services, orderId);
  if (!picked) return false;
  const stream = softwareOrderStream(orderId);
  const at = services.now().toISOString();
  try {
    await handleCommand(services.store, stream, softwareOrderDecider, {
      type: 'AssignOrder', eventId: stockAssignEventId(orderId), calibratorId: picked.calibratorId,
      calibratorName: await calibratorName(services, picked.calibratorId), take: true, actorId: picked.calibratorId, at,
    });
    const delivered = await handleCommand(services.store, stream, softwareOrderDecider, {
      type: 'DeliverTunedFiles', eventId: stockDeliverEventId(orderId), files: picked.files, note: STOCK_DELIVERY_NOTE,
      actorId: picked.calibratorId, isAdmin: false, at,
    });
    return delivered.events.length > 0;
  } catch (error) {
    // A decision (taken by another calibrator, moved on) is final: the calibrators deliver by hand.
    if (!(error instanceof Refusal)) throw error;
    log(`software order ${orderId} not delivered from stock: ${error.message}`);
    return false;
  }
};

export const stockDeliveryReactor = (services: Services, log: Log): Reactor => ({
  name: STOCK_DELIVERY,
  handles: ['SoftwareOrderCharged'],
  react: async (event) => {
    if (!event.stream.startsWith(SOFTWARE_ORDER_STREAM_PREFIX)) return;
    const { orderId } = event.data as SoftwareOrderEventData['SoftwareOrderCharged'];
    // The stock must have folded every delivery before this charge (a pair delivered just before).
    if (!(await services.runner.waitFor(event.position as GlobalPosition, STOCK_WAIT_MS, ['TunedFileDelivered']))) {
      throw new Error('the stock file database did not reach the charge in time');
    }
    await deliverFromStock(services, orderId, log);
  },
});
