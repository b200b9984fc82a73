import type { SoftwareOrderEvent, SoftwareOrderPlacedData } from '../../../events/softwareOrders/events.js';
import { SOFTWARE_ORDER_STREAM_PREFIX, softwareOrderStream } from '../../../events/softwareOrders/events.js';
import type { EventStore, RecordedEvent } from '../../../events/store/port.js';
import type { LiveHub } from '../../services/live-hub.js';

// What the live reactor pushes for the work on an order besides its stored notification (issue 11,
// api/routes/notifications/live.ts): to the dealer and the accounts above it and to the order's
// calibrator — never to whoever did it — an `order-software` so an open order page refetches.

const WORK_EVENTS = new Set(['SoftwareOrderStatusChanged', 'TunedFileDelivered', 'SoftwareOrderAssigned', 'SoftwareOrderResubmitted', 'WarrantyOpened', 'WarrantyStatusChanged']);

export const isSoftwareOrderWork = (event: RecordedEvent): event is RecordedEvent<SoftwareOrderEvent> =>
  event.stream.startsWith(SOFTWARE_ORDER_STREAM_PREFIX) && WORK_EVENTS.has(event.type);

/** Who did it: left out of the push. */
const actorOf = (event: SoftwareOrderEvent): string | null => {
  switch (event.type) {
    case 'TunedFileDelivered':
      return event.data.calibratorId;
    case 'SoftwareOrderStatusChanged':
    case 'SoftwareOrderAssigned':
    case 'SoftwareOrderResubmitted':
    case 'WarrantyOpened':
    case 'WarrantyStatusChanged':
      return event.data.actorId;
    default:
      return null;
  }
};

export const pushSoftwareOrderWork = async (store: EventStore, hub: LiveHub, event: RecordedEvent<SoftwareOrderEvent>) => {
  const orderId = (event.data as { orderId: string }).orderId;
  const history = await store.readStream<SoftwareOrderEvent>(softwareOrderStream(orderId));
  const placed = history.find((e) => e.type === 'SoftwareOrderPlaced')?.data as SoftwareOrderPlacedData | undefined;
  if (!placed) return;
  const calibrator = history.filter((e) => e.revision <= event.revision && e.type === 'SoftwareOrderAssigned').at(-1)?.data as { calibratorId: string } | undefined;
  const recipients = new Set([...placed.dealerChain, ...(calibrator ? [calibrator.calibratorId] : [])]);
  recipients.delete(actorOf(event) ?? '');
  for (const userId of recipients) hub.push(userId, { event: 'order-software', data: { orderId } });
};
