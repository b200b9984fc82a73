import { PRE_ORDER_EVENT_TYPES, type PreOrderEvent } from '../../events/preOrders/events.js';
import { eventOfTypes } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';

// One row per pre-order request; the answer fills it in.

const isPreOrderEvent = eventOfTypes<PreOrderEvent>(PRE_ORDER_EVENT_TYPES);

export const preOrdersProjection: Projection = {
  name: 'pre_orders',
  handles: PRE_ORDER_EVENT_TYPES,
  tables: ['pre_orders'],
  evolve: async (trx, event) => {
    if (!isPreOrderEvent(event)) return;
    if (event.type === 'PreOrderRequested') {
      const r = event.data;
      await trx.insertInto('pre_orders').values({
        id: r.preOrderId, dealer_id: r.dealerId, dealer_chain: r.dealerChain, dealer_name: r.dealerName, sub_user_id: r.subUserId ?? null, sub_user_name: r.subUserName ?? null, unit: r.unit,
        upload_id: r.file.uploadId, sha256: r.file.sha256, size: r.file.size, name: r.file.name,
        hardware_number: r.details.hardwareNumber, software_version: r.details.softwareVersion, tool: r.details.tool,
        question: r.question, created_at: new Date(r.at),
      }).onConflict((oc) => oc.column('id').doNothing()).execute();
      return;
    }
    const a = event.data;
    await trx.updateTable('pre_orders').set({ answer: a.answer, answered_by: a.by, answered_by_name: a.byName, answered_at: new Date(a.at) }).where('id', '=', a.preOrderId).execute();
  },
};
