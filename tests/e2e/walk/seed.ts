import type { E2E } from '../browser.js';
import { HOUSE_ACCOUNT } from '../../../events/credit/credits.js';
import { binaryRead, readUploadForm } from '../../../scripts/lib/multipart.js';
import { paidOrder } from '../../invoices/support.js';
import { signInDemo } from '../../support/app.js';
import { ORDER_VIN, placeOrder, type PlacedOrder } from '../../softwareOrders/support.js';

/** The ids of real records the walks open: every route of spec section 2 with an id gets one its walker may read. */
export type WalkData = {
  /** The sub-dealer's paid order (its chain: sub-dealer, dealer, distributor), a chat message on it, version 1 delivered by the calibrator. */
  order: PlacedOrder;
  /** The sub-dealer's ticket: its chain and the staff read it. */
  ticket: { id: string; number: number };
  /** The catalogue's Golf. */
  vehicleId: string;
  /** The dealer's account. */
  dealerId: string;
  /** A paid credit order bought from the house by each credit holder, with its invoice. */
  creditOrders: Record<'Distributor' | 'Dealer' | 'SubDealer', string>;
  /** The invoice of the dealer's credit order (the public /invoice/{id}). */
  invoiceId: string;
  /** The dealer's VIN search, as the VIN logger keeps it. */
  vinLogId: string;
};

/**
 * What makes the lists' first rows open something and gives every route with an id a record:
 * an order with a chat message and a tuned version, a ticket, credit orders with invoices and a
 * logged VIN search (the demo data starts with none of them).
 */
export const seedWalkData = async (e2e: E2E): Promise<WalkData> => {
  const { ids, headers } = await signInDemo(e2e.portal, ['admin', 'dealer', 'subdealer', 'calibrator']);
  const order = await placeOrder(e2e.portal, {
    dealerId: ids.subdealer, dealerChain: [ids.subdealer, ids.dealer, ids.distributor], dealerName: 'Sam Subdealer', admin: headers.admin,
  });
  await e2e.call(headers.dealer, 'POST', `/api/order-chat/${order.orderId}`, { text: 'Please check the DPF option' });
  // The calibrator takes the order and delivers version 1 (files/tuned/{id}, files/project/{id}).
  await e2e.call(headers.calibrator, 'POST', '/api/order-software/assign', { id: order.orderId });
  const form = readUploadForm('ECU', binaryRead(4096), 'tuned-stage2.bin');
  const uploaded = await e2e.portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...headers.calibrator, 'content-type': form.contentType }, payload: form.body });
  if (uploaded.statusCode !== 201) throw new Error(`tuned file upload: ${uploaded.statusCode} ${uploaded.body}`);
  await e2e.call(headers.calibrator, 'POST', '/api/order-software/deliver', { id: order.orderId, files: [{ uploadId: uploaded.json().id }], note: 'Stage 2' });
  const ticket = await e2e.call(headers.subdealer, 'POST', '/api/support', { categoryId: 'technical', title: 'Flash failed', message: 'The car shows P2002' });
  const creditOrders = {
    Distributor: await paidOrder(e2e.portal, { buyerId: ids.distributor, sellerId: HOUSE_ACCOUNT, credits: 1_000, price: 900 }),
    Dealer: await paidOrder(e2e.portal, { buyerId: ids.dealer, sellerId: HOUSE_ACCOUNT, credits: 500, price: 450 }),
    SubDealer: await paidOrder(e2e.portal, { buyerId: ids.subdealer, sellerId: HOUSE_ACCOUNT, credits: 100, price: 95 }),
  };
  await e2e.call(headers.dealer, 'POST', '/api/vehicles/search-vin', { vin: ORDER_VIN });
  const { db } = e2e.portal.services;
  const invoice = await db.selectFrom('invoices').select('id').where('order_id', '=', creditOrders.Dealer).executeTakeFirstOrThrow();
  const vinLog = await db.selectFrom('vin_logs').select('id').where('user_id', '=', ids.dealer).executeTakeFirstOrThrow();
  const vehicle = await db.selectFrom('software_orders').select('vehicle_id').where('id', '=', order.orderId).executeTakeFirstOrThrow();
  return {
    order, ticket: { id: ticket.id, number: ticket.number }, vehicleId: String(vehicle.vehicle_id), dealerId: ids.dealer,
    creditOrders, invoiceId: invoice.id, vinLogId: String(vinLog.id),
  };
};
