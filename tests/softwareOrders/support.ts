import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../events/command/handle-command.js';
import { softwareOrderDecider } from '../../events/softwareOrders/decide.js';
import { softwareOrderStream } from '../../events/softwareOrders/events.js';
import type { OrderStatus } from '../../events/softwareOrders/statuses.js';
import type { GlobalPosition } from '../../events/store/port.js';
import { settleSoftwareOrder } from '../../api/routes/softwareOrders/settle.js';
import { createVehicle } from '../../tables/catalogue/queries.js';
import type { TestPortal } from '../support/app.js';
import { succeeded, typedClient } from '../support/client.js';

// Software orders written straight into the event store and charged by the real payment step, for
// tests that need an order but not the upload and create routes.

export const ORDER_VIN = 'WVWZZZ1KZ8W765432';
export const ORIGINAL_SHA = 'ab'.repeat(32);

/** A Golf as the demo catalogue writes its figures (tests seed what they need); once per portal. */
const golfs = new WeakMap<TestPortal, Promise<string>>();
export const catalogueGolf = (portal: TestPortal) => {
  if (!golfs.has(portal)) {
    golfs.set(portal, createVehicle(portal.services.db, null,
      { make: 'Volkswagen', model: 'Golf', generation: 'Mk7 (2012-2020)', engine: '2.0 TDI 150hp', engine_family: 'EA288', dsg_families: ['DQ250'] },
      {
        One: { price: '349.00', power: '150 → 190 hp', torque: '340 → 400 Nm', options: [] },
        Two: { price: '499.00', power: '150 → 200 hp', torque: '340 → 420 Nm', options: [] },
        Three: { price: null, power: 'Contact', torque: 'Contact', options: [] },
      }, new Date()).then((v) => v.id));
  }
  return golfs.get(portal)!;
};

/** Waits until the read models have `position` (generously: a loaded machine runs other suites too). */
const caughtUp = async (portal: TestPortal, position: GlobalPosition | null) => {
  if (position && !(await portal.services.runner.waitFor(position, 60_000))) throw new Error('the read models did not catch up');
};

export type PlacedOrder = { orderId: string; publicId: string; number: number };

/**
 * An ECU stage 2 order of `dealerId`: a priced one is charged (the administrator gives the dealer
 * the credits first); an on-request one waits for its price. Answers once the read model has it.
 */
export const placeOrder = async (
  portal: TestPortal, who: { dealerId: string; admin: { authorization: string }; dealerChain?: string[]; dealerName?: string },
  options: { onRequest?: boolean; file?: { sha256: string; size: number } } = {},
): Promise<PlacedOrder> => {
  const { services } = portal;
  const total = options.onRequest ? 999_900 : 34_900;
  if (!options.onRequest) {
    await succeeded(typedClient(portal.app, who.admin).POST('/api/credit/transfer', { body: { to: who.dealerId, amount: total / 100 } }));
  }
  const orderId = randomUUID();
  const publicId = randomUUID();
  const placed = await handleCommand(services.store, softwareOrderStream(orderId), softwareOrderDecider, {
    type: 'PlaceSoftwareOrder', eventId: randomUUID(), balance: { balance: 1_000_000_00, allowance: null }, sectionAllowed: true,
    order: {
      orderId, publicId, dealerId: who.dealerId, dealerChain: who.dealerChain ?? [who.dealerId], dealerName: who.dealerName ?? 'Dana Dealer', placedById: who.dealerId, kind: 'OrderSoftwareEntity',
      type: 'ECU', stage: '2', vin: ORDER_VIN,
      vehicle: {
        id: await catalogueGolf(portal), make: 'Volkswagen', model: 'Golf', generation: 'Mk7 (2012-2020)', engine: '2.0 TDI 150hp', engineFamily: 'EA288', gearbox: null,
        figures: { stockPower: null, stockTorque: null, power: '150 → 200 hp', torque: '340 → 420 Nm' },
      },
      files: [{ unit: 'ECU', uploadId: randomUUID(), sha256: ORIGINAL_SHA, size: 4100, ...options.file, name: 'read-ECU.bin' }], options: [{ unit: 'ECU', name: 'Idle RPM', choice: '+50 rpm' }],
      dsgHardware: null, urgency: '1 day', coupon: null, note: null,
      quote: { lines: [{ code: 'stage', label: 'ECU STAGE TWO', amount: options.onRequest ? null : total }], total, onRequest: Boolean(options.onRequest) },
      idempotencyKey: null, at: new Date().toISOString(),
    },
  });
  const settled = options.onRequest ? null : await settleSoftwareOrder(services, orderId);
  if (settled && settled.state.payment !== 'paid') throw new Error(`order not paid: ${settled.refusal?.message}`);
  await caughtUp(portal, settled?.position ?? placed.position);
  const row = await services.db.selectFrom('software_orders').select(['number']).where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, publicId, number: Number(row.number) };
};

/** Moves an order's status as an administrator would. */
export const moveOrderTo = async (portal: TestPortal, orderId: string, to: OrderStatus, actorId: string) => {
  const { position } = await handleCommand(portal.services.store, softwareOrderStream(orderId), softwareOrderDecider, {
    type: 'ChangeOrderStatus', eventId: randomUUID(), to, mover: 'Admin', actorId, note: null, at: new Date().toISOString(),
  });
  await caughtUp(portal, position);
};
