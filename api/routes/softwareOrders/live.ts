import type { SoftwareOrderEvent, SoftwareOrderPlacedData } from '../../../events/softwareOrders/events.js';
import { SOFTWARE_ORDER_STREAM_PREFIX, softwareOrderStream } from '../../../events/softwareOrders/events.js';
import { STATUS_DISPLAY_NAMES } from '../../../events/softwareOrders/statuses.js';
import type { EventStore, RecordedEvent } from '../../../events/store/port.js';
import type { LiveHub } from '../../services/live-hub.js';
import { notificationText } from '../orderChat/live.js';

// What the live reactor pushes for the work on an order (issue 10): to the dealer and the accounts
// above it and to the order's calibrator — never to whoever did it — a `notify` of type software
// that opens the order, and an `order-software` so an open order page refetches.

const WORK_EVENTS = new Set(['SoftwareOrderStatusChanged', 'TunedFileDelivered', 'SoftwareOrderAssigned', 'SoftwareOrderResubmitted', 'WarrantyOpened', 'WarrantyStatusChanged']);

export const isSoftwareOrderWork = (event: RecordedEvent): event is RecordedEvent<SoftwareOrderEvent> =>
  event.stream.startsWith(SOFTWARE_ORDER_STREAM_PREFIX) && WORK_EVENTS.has(event.type);

/** The line a person reads, and who did it (left out of the push). */
const describe = (event: SoftwareOrderEvent): { text: string; actorId: string } | null => {
  switch (event.type) {
    case 'SoftwareOrderStatusChanged':
      return { text: `Status: ${STATUS_DISPLAY_NAMES[event.data.to]}${event.data.note ? ` — ${event.data.note}` : ''}`, actorId: event.data.actorId };
    case 'TunedFileDelivered':
      return { text: `Tuned file version ${event.data.version} delivered${event.data.note ? ` — ${event.data.note}` : ''}`, actorId: event.data.calibratorId };
    case 'SoftwareOrderAssigned':
      return { text: `Assigned to ${event.data.calibratorName}`, actorId: event.data.actorId };
    case 'SoftwareOrderResubmitted':
      return { text: `A corrected read was sent${event.data.note ? ` — ${event.data.note}` : ''}`, actorId: event.data.actorId };
    case 'WarrantyOpened':
      return { text: `Warranty claimed: ${event.data.reason}`, actorId: event.data.actorId };
    case 'WarrantyStatusChanged':
      return { text: `Warranty: ${event.data.to}`, actorId: event.data.actorId };
    default:
      return null;
  }
};

export const pushSoftwareOrderWork = async (store: EventStore, hub: LiveHub, event: RecordedEvent<SoftwareOrderEvent>) => {
  const line = describe(event);
  if (!line) return;
  const orderId = (event.data as { orderId: string }).orderId;
  const history = await store.readStream<SoftwareOrderEvent>(softwareOrderStream(orderId));
  const placed = history.find((e) => e.type === 'SoftwareOrderPlaced')?.data as SoftwareOrderPlacedData | undefined;
  if (!placed) return;
  const calibrator = history.filter((e) => e.revision <= event.revision && e.type === 'SoftwareOrderAssigned').at(-1)?.data as { calibratorId: string } | undefined;
  const recipients = new Set([...placed.dealerChain, ...(calibrator ? [calibrator.calibratorId] : [])]);
  recipients.delete(line.actorId);
  const title = `${placed.vehicle.make} ${placed.vehicle.model} ${placed.type} ${placed.stage}`;
  const notify = {
    event: 'notify',
    data: [{ id: event.id, ids: [event.id], type: 'software', title, text: notificationText(line.text), time: event.createdAt.toISOString(), url: `/order-detail/${orderId}`, itemId: orderId, count: 1 }],
  };
  for (const userId of recipients) {
    hub.push(userId, notify);
    hub.push(userId, { event: 'order-software', data: { orderId } });
  }
};
