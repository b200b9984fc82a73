import { describe, expect, it, vi } from 'vitest';
import { startSupportTicker } from '../../api/routes/supportHours/ticker.js';
import { usePortal } from '../support/use-portal.js';
import { openLiveSocket } from '../support/live.js';

// Support hours (issue 11): the closed dates administrators keep, the upcoming ones anyone signed
// in reads, the state of the support bar from the server's clock, and support-open-close.

/** The server's clock: Tuesday 24 November 2026, 11:00 in Amsterdam (10:00 UTC), unless a test moves it. */
let clock = new Date('2026-11-24T10:00:00Z');
const { portal, headers, tokens } = usePortal(['admin', 'dealer', 'support', 'calibrator'], { now: () => clock });

const ADMIN_URL = '/api/calendars/support-day-close';
const call = (who: keyof typeof headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  portal.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

describe('closed dates', () => {
  it('administrators add, list and delete closed dates; each change is audited', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const added = await call('admin', 'POST', ADMIN_URL, { date: '2026-12-25' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id: '2026-12-25', date: '2026-12-25' });
    expect((await call('admin', 'POST', ADMIN_URL, { date: '2026-12-31' })).statusCode).toBe(201);

    const list = await call('admin', 'GET', `${ADMIN_URL}?sort=${encodeURIComponent('["date","DESC"]')}`);
    expect(list.json().map((day: { date: string }) => day.date)).toEqual(['2026-12-31', '2026-12-25']);
    expect(list.headers['content-range']).toBe('calendars/support-day-close 0-1/2');
    expect((await call('admin', 'GET', `${ADMIN_URL}/2026-12-25`)).json().date).toBe('2026-12-25');

    const removed = await call('admin', 'DELETE', `${ADMIN_URL}/2026-12-31`);
    expect(removed.statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `${ADMIN_URL}/2026-12-31`)).json().code).toBe('CLOSED_DATE_NOT_FOUND');
    const audits = await portal.services.db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity', '=', 'support_closed_dates').orderBy('id').execute();
    expect(audits).toEqual([
      { action: 'create', entity_id: '2026-12-25' }, { action: 'create', entity_id: '2026-12-31' }, { action: 'delete', entity_id: '2026-12-31' },
    ]);
  });

  it('refuses a date that is not a calendar date, a past date and a date already closed, with a clear message', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    for (const date of ['2026-02-30', '25/12/2026', '2026-1-5']) {
      const refused = await call('admin', 'POST', ADMIN_URL, { date });
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'CLOSED_DATE_INVALID', message: 'date: The date must be a real calendar date written YYYY-MM-DD' });
    }
    expect((await call('admin', 'POST', ADMIN_URL, { date: '2026-11-23' })).json()).toMatchObject({ code: 'CLOSED_DATE_PAST', message: 'date: A closed date must be today or later' });
    await call('admin', 'POST', ADMIN_URL, { date: '2027-01-01' });
    const again = await call('admin', 'POST', ADMIN_URL, { date: '2027-01-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('date: Support is already closed on this date');
    expect((await call('admin', 'POST', ADMIN_URL, { date: '2027-01-02', note: 'x' })).statusCode).toBe(400);
  });

  it('only administrators manage them; anyone signed in reads the upcoming ones', async () => {
    for (const who of ['dealer', 'support', 'calibrator'] as const) {
      expect((await call(who, 'GET', ADMIN_URL)).statusCode, who).toBe(403);
      expect((await call(who, 'POST', ADMIN_URL, { date: '2027-02-01' })).statusCode, who).toBe(403);
      expect((await call(who, 'DELETE', `${ADMIN_URL}/2026-12-25`)).statusCode, who).toBe(403);
    }
    clock = new Date('2026-12-26T10:00:00Z'); // Christmas is past
    const upcoming = await call('dealer', 'GET', '/api/calendars/support-get-day-close');
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json()).toEqual([{ date: '2027-01-01' }]);
    expect((await portal.app.inject({ method: 'GET', url: '/api/calendars/support-get-day-close' })).statusCode).toBe(401);
  });
});

describe('GET support/status', () => {
  it('answers the state of the support bar from the server clock', async () => {
    clock = new Date('2026-12-18T10:00:00Z'); // Friday 11:00, Christmas a week away
    expect((await call('dealer', 'GET', '/api/support/status')).json()).toEqual({
      open: true, changesAt: '2026-12-18T17:00:00.000Z', nextClosedDate: '2026-12-25', warn: true, now: '2026-12-18T10:00:00.000Z',
    });
    clock = new Date('2026-12-18T17:30:00Z'); // Friday 18:30: Monday 08:00
    expect((await call('dealer', 'GET', '/api/support/status')).json()).toMatchObject({ open: false, changesAt: '2026-12-21T07:00:00.000Z' });
    clock = new Date('2026-12-24T17:30:00Z'); // Thursday evening before Christmas (Friday closed): Monday 28
    expect((await call('dealer', 'GET', '/api/support/status')).json()).toMatchObject({ open: false, changesAt: '2026-12-28T07:00:00.000Z' });
  });
});

describe('support-open-close', () => {
  it('reaches the non-staff sockets when support opens or closes, and only then', async () => {
    clock = new Date('2026-11-24T16:59:00Z'); // Tuesday 17:59, open
    const events = (await Promise.all((['dealer', 'admin'] as const).map(async (who) => {
      const socket = await openLiveSocket(portal.app, tokens[who]);
      const seen: { event: string; data?: { open: boolean } }[] = [];
      socket.on('message', (data) => seen.push(JSON.parse(String(data))));
      return { seen, close: () => socket.terminate() };
    })));
    const [dealer, admin] = events;
    const ticker = startSupportTicker({ db: portal.services.db, hub: portal.services.hub, now: () => clock });
    await ticker.ready;
    await ticker.tick();
    clock = new Date('2026-11-24T17:00:00Z'); // 18:00: closed
    await ticker.tick();
    await ticker.tick();
    await vi.waitFor(() => expect(dealer.seen.filter((m) => m.event === 'support-open-close')).toEqual([
      { event: 'support-open-close', data: { open: false, changesAt: '2026-11-25T07:00:00.000Z' } },
    ]));
    expect(admin.seen.map((m) => m.event)).not.toContain('support-open-close');
    ticker.stop();
    events.forEach((e) => e.close());
  });
});

describe('handledCheckVersion', () => {
  it('tells a socket to check its build as soon as it is authenticated (a deploy restarted the server)', async () => {
    const socket = await portal.app.injectWS('/api/ws');
    const seen: string[] = [];
    socket.on('message', (data) => seen.push(JSON.parse(String(data)).event));
    socket.send(JSON.stringify({ event: 'auth', token: tokens.dealer }));
    await vi.waitFor(() => expect(seen).toEqual(['authenticated', 'handledCheckVersion']));
    socket.terminate();
  });
});
