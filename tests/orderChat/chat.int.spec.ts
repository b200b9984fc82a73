import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderChatProjection } from '../../projections/orderChat/projection.js';
import { binaryRead, readUploadForm } from '../../scripts/lib/multipart.js';
import { collectPushes, openLiveSocket, pingThrough, type Push, until } from '../support/live.js';
import { usePortal } from '../support/use-portal.js';
import { expectRebuiltEqualToLive } from '../projections/support.js';
import { placeOrder } from '../softwareOrders/support.js';

// The chat on a software order on a real PostgreSQL: posting with a file, read markers and unread
// counts, who may not see it (404 as for an unknown order), the live push to the others but not
// the author, and a rebuilt read model equal to the live one.

const { portal, ids, tokens, headers } = usePortal(['admin', 'dealer', 'subdealer', 'distributor', 'calibrator', 'support']);
type Who = keyof typeof headers;
let orderId: string;

beforeAll(async () => {
  // The dealer's order: its chain is the dealer alone, so the subdealer and the distributor are other dealers here.
  ({ orderId } = await placeOrder(portal, { dealerId: ids.dealer, admin: headers.admin }));
});

const chatUrl = (suffix = '') => `/api/order-chat/${orderId}${suffix}`;
const get = (who: Who, url: string) => portal.app.inject({ method: 'GET', url, headers: headers[who] });
const post = (who: Who, url: string, payload: object, extra: Record<string, string> = {}) =>
  portal.app.inject({ method: 'POST', url, headers: { ...headers[who], ...extra }, payload });

const upload = async (who: Who, bytes: Buffer) => {
  const form = readUploadForm('ECU', bytes, 'tuned stage 2.bin');
  const response = await portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...headers[who], 'content-type': form.contentType }, payload: form.body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; sha256: string };
};

describe('the chat on an order', () => {
  let sha256: string;

  it('posts a message with a file; the calibrator reads it and downloads the file', async () => {
    const bytes = binaryRead(3000);
    const file = await upload('dealer', bytes);
    sha256 = file.sha256;
    const posted = await post('dealer', chatUrl(), { text: '  Please check the DPF option  ', uploadIds: [file.id] }, { 'idempotency-key': 'chat-1' });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      orderId, seq: 1, authorId: ids.dealer, authorName: 'Dana Dealer', authorRole: 'Dealer', text: 'Please check the DPF option',
      attachments: [{ sha256, size: bytes.length, name: 'tuned stage 2.bin' }],
    });
    // A retry with the same key posts nothing twice.
    const retried = await post('dealer', chatUrl(), { text: '  Please check the DPF option  ', uploadIds: [file.id] }, { 'idempotency-key': 'chat-1' });
    expect(retried.json().id).toBe(posted.json().id);

    const page = await get('calibrator', chatUrl());
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ orderId, lastSeq: 1, lastReadSeq: 0, unread: 1, hasMore: false, messages: [{ id: posted.json().id }] });
    const download = await get('calibrator', chatUrl(`/attachments/${sha256}`));
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(sha256);
    expect(download.headers['x-content-sha256']).toBe(sha256);
    const logged = await portal.services.db.selectFrom('file_downloads').select('user_id').where('order_id', '=', orderId).where('sha256', '=', sha256).execute();
    expect(logged.map((r) => r.user_id)).toContain(ids.calibrator);
  });

  it('refuses an empty message, a text over 5,000 characters and an upload of someone else', async () => {
    expect((await post('dealer', chatUrl(), { text: '   ' })).json()).toMatchObject({ statusCode: 400, code: 'CHAT_MESSAGE_EMPTY', message: 'Write a message or attach a file' });
    expect((await post('dealer', chatUrl(), { text: 'x'.repeat(5_001) })).json()).toMatchObject({ statusCode: 400, code: 'CHAT_MESSAGE_TOO_LONG' });
    const theirs = await upload('subdealer', binaryRead(100));
    expect((await post('dealer', chatUrl(), { text: 'hi', uploadIds: [theirs.id] })).json()).toMatchObject({ statusCode: 404, code: 'UPLOAD_NOT_FOUND' });
    expect((await post('dealer', chatUrl(), { text: 'hi', extra: 1 })).statusCode).toBe(400);
  });

  it('keeps read markers and unread counts per user', async () => {
    const answer = await post('calibrator', chatUrl(), { text: 'DPF off is done, see the new file' });
    expect(answer.json()).toMatchObject({ seq: 2, authorRole: 'Calibrator', authorName: 'Cal Calibrator' });
    // Writing means having read: the calibrator has nothing unread; the dealer has the answer.
    expect((await get('calibrator', chatUrl())).json()).toMatchObject({ lastSeq: 2, lastReadSeq: 2, unread: 0 });
    expect((await get('dealer', chatUrl())).json()).toMatchObject({ lastSeq: 2, lastReadSeq: 1, unread: 1 });
    expect((await get('support', chatUrl())).json()).toMatchObject({ unread: 2 });

    const firstId = (await get('support', chatUrl())).json().messages[0].id;
    expect((await post('support', chatUrl('/read'), { upTo: firstId })).json()).toEqual({ orderId, lastSeq: 2, lastReadSeq: 1, unread: 1 });
    expect((await post('support', chatUrl('/read'), {})).json()).toEqual({ orderId, lastSeq: 2, lastReadSeq: 2, unread: 0 });
    // Never back.
    expect((await post('support', chatUrl('/read'), { upTo: firstId })).json()).toMatchObject({ lastReadSeq: 2, unread: 0 });
    expect((await post('support', chatUrl('/read'), { upTo: '00000000-0000-4000-8000-000000000001' })).json()).toMatchObject({ statusCode: 404, code: 'CHAT_MESSAGE_NOT_FOUND' });
  });

  it('pages newest last', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post('admin', chatUrl(), { text: `note ${i}` })).statusCode).toBe(201);
    const lastPage = await get('dealer', `${chatUrl()}?limit=2`);
    expect(lastPage.statusCode, lastPage.body).toBe(200);
    const last = lastPage.json();
    expect(last.messages.map((m: { text: string }) => m.text)).toEqual(['note 1', 'note 2']);
    expect(last.hasMore).toBe(true);
    const before = (await get('dealer', `${chatUrl()}?limit=10&before=${last.messages[0].id}`)).json();
    expect(before.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3]);
    expect(before.hasMore).toBe(false);
    expect((await get('dealer', `${chatUrl()}?limit=101`)).statusCode).toBe(400);
  });

  it('is not there for another dealer: 404 on read, post, mark read and the file, as for an unknown order', async () => {
    for (const who of ['subdealer', 'distributor'] as const) {
      for (const response of [
        await get(who, chatUrl()), await post(who, chatUrl(), { text: 'hello?' }), await post(who, chatUrl('/read'), {}), await get(who, chatUrl(`/attachments/${sha256}`)),
      ]) expect(response.json(), who).toMatchObject({ statusCode: 404, code: 'SOFTWARE_ORDER_NOT_FOUND' });
    }
    const unknown = await get('dealer', '/api/order-chat/00000000-0000-4000-8000-000000000009');
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'SOFTWARE_ORDER_NOT_FOUND' });
    expect((await get('dealer', chatUrl(`/attachments/${'0'.repeat(64)}`))).json()).toMatchObject({ statusCode: 404, code: 'CHAT_FILE_NOT_FOUND' });
  });

  it('pushes a message live to the dealer (notify of type chats, and a refetch), not to its author', async () => {
    const dealer = await openLiveSocket(portal.app, tokens.dealer);
    const calibrator = await openLiveSocket(portal.app, tokens.calibrator);
    try {
      const toDealer = collectPushes(dealer);
      const toCalibrator = collectPushes(calibrator);
      const text = `Your file is ready. ${'Long explanation. '.repeat(20)}`;
      const posted = (await post('calibrator', chatUrl(), { text })).json();
      // Earlier tests' messages may still be pushed late (the notifications projection runs in the background):
      // only the pushes about THIS message count.
      const aboutThis = (m: Push) => (m.event === 'notify' && (m.data as { time?: string }[]).some((item) => item.time === posted.at))
        || (m.event === 'order-chat' && (m.data as { messageId?: string }).messageId === posted.id);
      await until(() => toDealer.some((m) => m.event === 'order-chat' && aboutThis(m)) && toDealer.some((m) => m.event === 'notify' && aboutThis(m)), 'order-chat and notify pushes to the dealer');
      const notify = toDealer.find((m) => m.event === 'notify' && aboutThis(m));
      expect(notify?.data).toEqual([expect.objectContaining({
        type: 'chats', url: `/order-detail/${orderId}?open-chat=1`, itemId: orderId, time: posted.at, title: expect.any(String),
      })]);
      const [item] = notify!.data as { text: string }[];
      expect([...item.text].length).toBeLessThanOrEqual(130);
      expect(item.text.startsWith('Your file is ready.')).toBe(true);
      expect(toDealer.find((m) => m.event === 'order-chat' && aboutThis(m))?.data).toEqual({ orderId, messageId: posted.id });
      // The author's socket got nothing about it: a ping sent now is answered after anything pushed before it.
      await pingThrough(calibrator, toCalibrator);
      expect(toCalibrator.filter(aboutThis)).toEqual([]);
    } finally {
      dealer.terminate();
      calibrator.terminate();
    }
  });

  it('is rebuilt equal to the live read model, row for row', async () => {
    await expectRebuiltEqualToLive(portal.services, orderChatProjection);
  });
});
