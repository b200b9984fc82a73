import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CREDIT_DELIVERY_CHECKPOINT } from '../../api/routes/creditOrders/reactor.js';
import { SOFTWARE_ORDER_SETTLEMENT } from '../../api/routes/softwareOrders/reactor.js';
import { STOCK_DELIVERY } from '../../api/routes/filesSection/stock-reactor.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { readUploadForm } from '../../scripts/lib/multipart.js';
import { comparePositions } from '../../events/store/port.js';
import { projections } from '../../projections/index.js';
import { readCheckpoint } from '../../projections/runner/checkpoints.js';
import { createProjectionRunner, rebuildProjection } from '../../projections/runner/runner.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { eventually, killLockConnections, prng, tableRows } from './support.js';
import { redeemCoupon, releaseCoupon } from '../../api/services/coupons.js';
import { CouponRefused } from '../../events/coupons/errors.js';
import { DEMO_PASSWORD } from '../../scripts/lib/demo-data.js';
import { requestAndSettleEncryptionJobs } from '../encryption/support.js';
import { fileForm, pdfBytes } from '../downloads/support.js';
import { writtenHead } from '../support/caught-up.js';

// A seeded random run of the portal through HTTP (transfers, deductions, allowances, credit orders
// with offers, part payments, confirmations and cancellations, sign-ins, coupons created, changed,
// redeemed by orders and given back) with a second instance's
// runner beside the portal's, and every lock connection killed halfway. Afterwards a rebuild of
// every read model from the events must equal the live one row for row: nothing folded twice,
// nothing lost, nothing that depends on the batch or on the wall clock.

const SEED = Number(process.env.REBUILD_SEED ?? 20261124);
const OPERATIONS = 160;
const WAVE = 4;
type Who = 'admin' | 'distributor' | 'dealer' | 'subdealer';
type Order = { id: string; seller: Who; buyer: Who };
/** A software order ready to be placed again and again: its dealer, body and total. */
type SoftwareDraft = { who: Who; body: object; total: number };
type Software = { drafts: SoftwareDraft[]; orders: string[]; tickets: string[] };
const COUPONS = ['REBUILD-1', 'REBUILD-2', 'REBUILD-3'];
/** A coupon refusal (used up, inactive...) is an answer like a refused transfer; anything else fails the run. */
const refusedIsFine = (error: unknown) => {
  if (!(error instanceof CouponRefused)) throw error;
};

const subUsers = { sets: [] as { id: string; owner: 'dealer' | 'distributor' }[], accounts: [] as { id: string; owner: 'dealer' | 'distributor' }[] };

const randomRun = async (t: CreditPortal, random: () => number, count: number, orders: Order[], software: Software) => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  // Software orders that use coupons: a few ids, so orders redeem again (replayed) and give back.
  const couponOrders = Array.from({ length: 12 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const amount = () => 1 + Math.floor(random() * 40);
  /** `caller` places (the buyer) or offers (the seller) an order of `buyer` from `seller`. */
  const place = async (caller: Who, order: Omit<Order, 'id'>, path: string, body: object = {}) => {
    const response = await t.post(caller, path, { ...body, credits: amount(), paymentMethod: 'bank_transfer' });
    if (response.statusCode === 200) orders.push({ id: response.json().id, ...order });
    return response;
  };
  const placeSoftware = async () => {
    const draft = pick(software.drafts);
    const response = await t.post(draft.who, '/api/order-software/create', { ...draft.body, expectedTotal: draft.total });
    if (response.statusCode === 200) software.orders.push(response.json().id);
    return response;
  };
  const moveSoftware = async () => {
    const id = software.orders.length ? pick(software.orders) : null;
    if (id) return t.post('admin', '/api/order-software/update-status', { id, status: pick(['In Process', 'Waiting for response', 'Rejected', 'Completed'] as const), note: 'rebuild run' });
  };
  /** The calibrators' half (issue 10): assign, reprice, warranty and its refund, on any order (refusals are answers). */
  const workOnSoftware = async () => {
    const id = software.orders.length ? pick(software.orders) : null;
    if (!id) return;
    return pick([
      () => t.post('admin', '/api/order-software/assign', { id, calibratorId: t.ids.calibrator }),
      () => t.post('admin', '/api/order-software/update-price', { id, price: 1 + Math.floor(random() * 300) }),
      () => t.post('admin', '/api/warrants/create', { orderId: id, reason: 'rebuild run' }),
      () => t.post('admin', '/api/warrants/refund', { orderId: id, amount: 1 + Math.floor(random() * 20) }),
      () => t.post('admin', '/api/warrants/update-status', { orderId: id, status: pick(['In process', 'Closed'] as const) }),
    ])();
  };
  // The order chat: a message from anyone who may write (a calibrator's too), a read marker moved.
  const chat = async () => {
    const id = software.orders.length ? pick(software.orders) : null;
    if (!id) return;
    if (random() < 0.6) return t.post(pick(['admin', 'dealer', 'calibrator'] as const), `/api/order-chat/${id}`, { text: `message ${amount()}` });
    return t.post(pick(['admin', 'dealer', 'calibrator'] as const), `/api/order-chat/${id}/read`, {});
  };
  // Support tickets (issue 11): opened by a dealer, taken, answered, moved, now and then deleted (refusals are answers).
  const ticket = async () => {
    const id = software.tickets.length ? pick(software.tickets) : null;
    if (!id || random() < 0.2) {
      const response = await t.post(pick(['dealer', 'subdealer', 'distributor'] as const), '/api/support', { categoryId: pick(['technical', 'financial'] as const), title: `ticket ${amount()}`, message: 'help' });
      if (response.statusCode === 201) software.tickets.push(response.json().id);
      return response;
    }
    return pick([
      () => t.post(pick(['admin', 'support'] as const), `/api/support/${id}/assign-me`, {}),
      () => t.post(pick(['admin', 'support', 'dealer'] as const), `/api/support/${id}/messages`, { text: `answer ${amount()}` }),
      () => t.post('support', `/api/support/${id}/status`, { status: pick(['waiting', 'in-progress', 'open', 'closed'] as const) }),
      () => t.post('admin', `/api/support/${id}/category`, { categoryId: pick(['technical', 'financial'] as const) }),
      () => (random() < 0.3 ? t.portal.app.inject({ method: 'DELETE', url: `/api/support/${id}`, headers: t.portal.auth(t.tokens.admin) }) : undefined),
    ])();
  };
  // Sub-users (issue 13): permission sets made, changed and deleted, accounts created and deleted (refusals are answers).
  const subUser = async () => {
    const owner = pick(['dealer', 'distributor'] as const);
    const set = subUsers.sets.length && random() < 0.7 ? pick(subUsers.sets) : null;
    if (!set) {
      const response = await t.post(owner, '/api/user-sub-permissions/create', { name: `set ${amount()}`, role: pick(['sub_user_admin', 'sub_user_support'] as const) });
      if (response.statusCode === 201) subUsers.sets.push({ id: response.json().id, owner });
      return response;
    }
    return pick([
      () => t.post(set.owner, '/api/user-sub-permissions/update', { id: set.id, permissions: { credits: { status: random() < 0.5 } } }),
      async () => {
        const response = await t.post(set.owner, '/api/user-sub-permissions/create-user', { permissionId: set.id, email: `sub${subUsers.accounts.length}-${amount()}@rebuild.test`, firstName: 'Sub', lastName: 'User', password: 'Subuser123' });
        if (response.statusCode === 201) subUsers.accounts.push({ id: response.json().id, owner: set.owner });
        return response;
      },
      () => {
        const account = subUsers.accounts.length ? pick(subUsers.accounts) : null;
        return account ? t.post(account.owner, '/api/user-sub-permissions/delete-account', { id: account.id }) : undefined;
      },
      () => t.post(set.owner, '/api/user-sub-permissions/delete', { id: set.id }),
    ])();
  };
  const operations = [
    subUser,
    ticket,
    placeSoftware,
    moveSoftware,
    workOnSoftware,
    workOnSoftware,
    chat,
    () => t.post('admin', '/api/credit/transfer', { to: t.ids[pick(['distributor', 'dealer', 'subdealer'] as const)], amount: amount() }),
    () => t.post('distributor', '/api/credit/transfer', { to: t.ids.dealer, amount: amount() }),
    () => t.post('admin', '/api/credit/deduced', { from: t.ids[pick(['distributor', 'dealer'] as const)], amount: amount(), reason: 'correction' }),
    () => t.post('admin', '/api/credit/order-without-balance', { userId: t.ids.dealer, allowed: random() < 0.5, limit: null }),
    () => place('distributor', { buyer: 'distributor', seller: 'admin' }, '/api/credit-order'),
    () => place('dealer', { buyer: 'dealer', seller: 'distributor' }, '/api/credit-order'),
    () => place('distributor', { buyer: 'dealer', seller: 'distributor' }, '/api/credit-order/offer', { buyerId: t.ids.dealer }),
    async () => {
      const order = orders.length ? pick(orders) : null;
      if (!order) return;
      await t.post(order.buyer, `/api/credit-order/accept-offer/${order.id}`);
      const part = random() < 0.4 ? { amount: 1 + Math.floor(random() * 5) } : {};
      await t.post(order.seller, `/api/credit-order/confirm-payment/${order.id}`, part);
    },
    async () => {
      const order = orders.length ? pick(orders) : null;
      if (order) await t.post(random() < 0.5 ? order.seller : order.buyer, `/api/credit-order/cancel/${order.id}`);
    },
    // A sign-in; past the per-account limit (10 a minute) some draws get a 429, an answer like any refusal.
    () => t.portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email: `${pick(['dealer', 'distributor', 'subdealer'] as const)}@demo.test`, password: DEMO_PASSWORD } }),
    () => t.post('admin', '/api/coupon/create', { code: pick(COUPONS), discountPercent: amount(), maxUses: 1 + Math.floor(random() * 6), maxUsesPerDealer: random() < 0.5 ? null : 2 }),
    () => t.put('admin', `/api/coupon/update/${pick(COUPONS)}`, { discountPercent: 1 + Math.floor(random() * 65), active: random() < 0.8 }),
    () => {
      const dealer = pick(['dealer', 'distributor', 'subdealer'] as const);
      const orderId = pick(couponOrders);
      return redeemCoupon(t.portal.services, { code: pick(COUPONS), orderId, dealerId: t.ids[dealer], actor: { id: t.ids[dealer], isAdmin: false }, at: new Date() }).catch(refusedIsFine);
    },
    () => releaseCoupon(t.portal.services, { code: pick(COUPONS), orderId: pick(couponOrders), actor: { id: t.ids.admin, isAdmin: true }, at: new Date() }).catch(refusedIsFine),
    // Price tables: the base one, or the distributor's own (kept or removed), each change telling its buyers.
    () => t.put('admin', '/api/credit-price-config/base', { priceList: [{ credits: 10, price: 9 }, { credits: 100, price: 50 + Math.floor(random() * 40) }] }),
    () => t.put('distributor', `/api/credit-price-config/index/${t.ids.distributor}`, { priceList: random() < 0.3 ? [] : [{ credits: 10, price: 5 + Math.floor(random() * 5) }] }),
  ];
  for (let i = 0; i < count; i += WAVE) {
    const wave = Array.from({ length: Math.min(WAVE, count - i) }, () => pick(operations));
    for (const result of await Promise.allSettled(wave.map((operation) => operation()))) {
      if (result.status === 'rejected') throw result.reason;
      const response = result.value as { statusCode?: number; body?: string } | undefined;
      // Refusals (Insufficient funds, a cancelled order) are expected; a server error never is.
      if (response?.statusCode !== undefined) expect(response.statusCode, response.body).toBeLessThan(500);
    }
  }
};

const snapshot = async (t: CreditPortal) => {
  const tables = projections.flatMap((p) => p.tables.map((table) => [p.name, table] as const));
  return Object.fromEntries(await Promise.all(tables.map(async ([name, table]) => [`${name}.${table}`, await tableRows(t.portal.services.pool, table)])));
};

describe('every read model after a random run with a killed lock connection', () => {
  it('is rebuilt equal to the live one, row for row', async () => {
    const t = await creditPortal();
    const { store, db, pool } = t.portal.services;
    const second = createProjectionRunner({ store, db, pool, projections, log: () => undefined });
    const random = prng(SEED);
    const orders: Order[] = [];
    try {
      await second.start();
      await t.fund('distributor', 500);
      // Every read model has rows whatever the draw: one coupon, used once.
      expect((await t.post('admin', '/api/coupon/create', { code: COUPONS[0], discountPercent: 10 })).statusCode).toBe(201);
      await redeemCoupon(t.portal.services, { code: COUPONS[0], orderId: randomUUID(), dealerId: t.ids.dealer, actor: { id: t.ids.dealer, isAdmin: false }, at: new Date() });
      // Encryption jobs: one waiting (no agent here), one asked twice then completed, one failed and asked again.
      await requestAndSettleEncryptionJobs(t.portal.services);
      // Software orders: the demo catalogue, one uploaded read and one draft per ordering account, one order placed.
      await seedDemoCatalogue(db);
      const software: Software = { drafts: [], orders: [], tickets: [] };
      const golf = await db.selectFrom('vehicles').select('id').where('model', '=', 'Golf').where('engine', '=', '2.0 TDI 150hp').executeTakeFirstOrThrow();
      for (const who of ['distributor', 'dealer', 'subdealer'] as const) {
        const form = readUploadForm('ECU');
        const upload = await t.portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...t.portal.auth(t.tokens[who]), 'content-type': form.contentType }, payload: form.body });
        const body = { type: 'ECU', stage: '2', vehicleId: golf.id, vin: 'WVWZZZ1KZ8W123456', files: [{ uploadId: upload.json().id }] };
        software.drafts.push({ who, body, total: (await t.post(who, '/api/order-software/quote', body)).json().total });
      }
      await t.fund('dealer', software.drafts[1].total);
      const first = await t.post('dealer', '/api/order-software/create', { ...software.drafts[1].body, expectedTotal: software.drafts[1].total });
      expect(first.statusCode).toBe(200);
      software.orders.push(first.json().id);
      // Delivered once, so the tuned versions have rows too.
      expect((await t.post('calibrator', '/api/order-software/assign', { id: first.json().id })).statusCode).toBe(200);
      const tunedForm = readUploadForm('ECU');
      const tuned = await t.portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...t.portal.auth(t.tokens.calibrator), 'content-type': tunedForm.contentType }, payload: tunedForm.body });
      expect((await t.post('calibrator', '/api/order-software/deliver', { id: first.json().id, files: [{ uploadId: tuned.json().id }] })).statusCode).toBe(200);
      // The order chat has rows whatever the draw: a message with a file, read by the dealer.
      const chatFile = software.drafts[1].body as { files: { uploadId: string }[] };
      expect((await t.post('calibrator', `/api/order-chat/${first.json().id}`, { text: 'Ready' })).statusCode).toBe(201);
      expect((await t.post('dealer', `/api/order-chat/${first.json().id}`, { text: 'Thanks', uploadIds: [chatFile.files[0].uploadId] })).statusCode).toBe(201);
      expect((await t.post('admin', `/api/order-chat/${first.json().id}/read`, {})).statusCode).toBe(200);
      // The files section: the delivered pair enters the stock (the dealer's later orders of the same read are delivered at once by the stock reactor), and a pre-order request.
      const asked = await t.post('dealer', '/api/files/pre-order', { uploadId: (software.drafts[1].body as { files: { uploadId: string }[] }).files[0].uploadId, question: 'Stage 2 possible?' });
      expect(asked.statusCode).toBe(200);
      // The sidebar's ticket counter folds the ticket events (as the tickets feature appends them): one new, one taken, one deleted.
      const tickets = [randomUUID(), randomUUID(), randomUUID()];
      const at = new Date().toISOString();
      for (const id of tickets) {
        await store.appendToStream(`ticket-${id}`, [{ id: randomUUID(), type: 'TicketOpened', data: {
          ticketId: id, number: 1, dealerId: t.ids.dealer, dealerChain: [t.ids.dealer, t.ids.distributor], categoryId: 'technical', title: 'Flash failed', message: 'It fails', attachments: [], orderId: null, openedBy: t.ids.dealer, at,
        } }]);
      }
      await store.appendToStream(`ticket-${tickets[1]}`, [{ id: randomUUID(), type: 'TicketAssigned', data: { ticketId: tickets[1], agentId: t.ids.support, agentName: 'Sue Support', previousAgentId: null, by: t.ids.support, at } }]);
      await store.appendToStream(`ticket-${tickets[2]}`, [{ id: randomUUID(), type: 'TicketDeleted', data: { ticketId: tickets[2], by: t.ids.admin, at } }]);
      // Tickets have rows whatever the draw: one with a file, taken and answered.
      const opened = await t.post('dealer', '/api/support', { categoryId: 'technical', title: 'Rebuild', message: 'A file', uploadIds: [chatFile.files[0].uploadId] });
      expect(opened.statusCode, opened.body).toBe(201);
      software.tickets.push(opened.json().id);
      expect((await t.post('support', `/api/support/${opened.json().id}/assign-me`, {})).statusCode).toBe(200);
      // Downloads, feedback and contact have rows whatever the draw: a section with a file, a rating of the service, a visitor's message.
      const section = await t.post('admin', '/api/general-files/create-section', { title: { en: 'Manuals', es: 'Manuales' } });
      const generalFile = fileForm(pdfBytes());
      const uploadedGeneral = await t.portal.app.inject({ method: 'POST', url: `/api/general-files/upload/${section.json().id}`, headers: { ...t.portal.auth(t.tokens.admin), 'content-type': generalFile.contentType }, payload: generalFile.body });
      expect(uploadedGeneral.statusCode, uploadedGeneral.body).toBe(201);
      expect((await t.post('dealer', '/api/feedback/create', { kind: 'service', rating: 4, comment: 'Fast' })).statusCode).toBe(201);
      expect((await t.portal.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ana', email: 'ana@example.com', message: 'Hello' } })).statusCode).toBe(201);
      // Sub-users have rows whatever the draw: a set with an account, and a deleted account.
      const set = await t.post('dealer', '/api/user-sub-permissions/create', { name: 'Rebuild', role: 'sub_user_admin', permissions: { profile: { status: true } } });
      expect(set.statusCode, set.body).toBe(201);
      subUsers.sets.push({ id: set.json().id, owner: 'dealer' });
      for (const email of ['kept@rebuild.test', 'gone@rebuild.test']) {
        const account = await t.post('dealer', '/api/user-sub-permissions/create-user', { permissionId: set.json().id, email, firstName: 'Sub', lastName: 'User', password: 'Subuser123' });
        expect(account.statusCode, account.body).toBe(201);
        if (email.startsWith('gone')) expect((await t.post('dealer', '/api/user-sub-permissions/delete-account', { id: account.json().id })).statusCode).toBe(200);
      }
      // News, FAQ and public pages have rows whatever the draw: items read by the dealer (one deleted since), an entry, a page.
      const newsIds: string[] = [];
      for (const title of ['Kept', 'Deleted']) {
        const item = await t.post('admin', '/api/news', { titleEn: title, bodyEn: 'Rebuild' });
        expect(item.statusCode, item.body).toBe(201);
        newsIds.push(item.json().id);
        expect((await t.post('dealer', `/api/news/${item.json().id}/read`)).statusCode).toBe(200);
      }
      expect((await t.portal.app.inject({ method: 'DELETE', url: `/api/news/${newsIds[1]}`, headers: t.portal.auth(t.tokens.admin) })).statusCode).toBe(200);
      expect((await t.post('admin', '/api/faq', { questionEn: 'Rebuilt?', answerEn: 'Row for row' })).statusCode).toBe(201);
      expect((await t.put('admin', '/api/content-pages/about', { titleEn: 'About us' })).statusCode).toBe(200);
      // The Sales CRM has rows whatever the draw (issue 14): a target, a meeting kept and one deleted, a rating, a note, a promotion.
      const crm = (url: string, body: object) => t.post('admin', `/api/crm-sales/${url}`, body);
      expect((await crm('create-sales-target', { user_id: t.ids.dealer, credits_to_buy: 100, from: '2020-01-01T00:00:00Z' })).statusCode).toBe(201);
      const meetings = await Promise.all(['2030-01-01T10:00:00Z', '2030-02-01T10:00:00Z'].map((when) => crm('create-sales-meet', { user_id: t.ids.dealer, date_meet: when, description: { en: 'Visit', es: 'Visita' } })));
      expect((await crm('delete-sales-meet', { id: meetings[0].json().appointments[0].id })).statusCode).toBe(200);
      expect((await crm('create-sales-feedback', { user_id: t.ids.dealer, calification: 4 })).statusCode).toBe(201);
      expect((await crm('create-custom-log', { user_id: t.ids.dealer, text: { en: 'Called' } })).statusCode).toBe(201);
      expect((await crm('create-promotion', { title: { en: 'Rebuild deal' }, discountPercent: 5, products: ['credits'], countryIds: ['ES'], startsAt: '2020-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z' })).statusCode).toBe(201);
      await randomRun(t, random, OPERATIONS / 2, orders, software);
      expect(await killLockConnections(pool)).not.toHaveLength(0);
      await randomRun(t, random, OPERATIONS / 2, orders, software);

      // The stock reactor appends deliveries: it has reached the end before the head is taken.
      await eventually(async () => comparePositions(await readCheckpoint(db, STOCK_DELIVERY), await writtenHead(pool)) >= 0, 'the stock reactor', 60_000);
      const head = await writtenHead(pool);
      expect(await t.portal.services.runner.waitFor(head, 30_000)).toBe(true);
      expect(await second.waitFor(head, 30_000)).toBe(true);
      // The delivery reactor has caught up too, so nothing is appended while we compare.
      await eventually(async () => comparePositions(await readCheckpoint(db, CREDIT_DELIVERY_CHECKPOINT), head) >= 0, 'the delivery reactor');
      await eventually(async () => comparePositions(await readCheckpoint(db, SOFTWARE_ORDER_SETTLEMENT), head) >= 0, 'the settlement reactor');
      await Promise.all([t.portal.services.runner.stop(), second.stop()]);
      expect(orders.length).toBeGreaterThan(5);

      const live = await snapshot(t);
      for (const projection of projections) await rebuildProjection({ store, db, pool, projection });
      expect(await writtenHead(pool)).toEqual(head);
      const rebuilt = await snapshot(t);
      for (const key of Object.keys(live)) expect(rebuilt[key], key).toEqual(live[key]);
      expect(Object.values(live).every((rows) => (rows as unknown[]).length > 0)).toBe(true);
    } finally {
      await second.stop();
      await t.close();
    }
  }, 120_000);
});
