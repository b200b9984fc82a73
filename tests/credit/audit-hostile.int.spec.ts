import { beforeAll, describe, expect, it } from 'vitest';
import { usePortal } from '../support/use-portal.js';

// The finance audit (balance-at, statement JSON/PDF/XLSX, verify-ledger) as a stranger uses it, beyond
// tests/credit/audit.int.spec.ts and the OpenAPI sweep: instants RFC 3339 allows but JavaScript does
// not parse, ids spelled in capitals, a distributor reaching into another network, repeated and
// unknown query fields. Every answer is the right figure or a 4xx with a stable code.

const who = ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const;
type Who = (typeof who)[number];
const { portal, ids, headers } = usePortal(who);
const STATEMENTS = ['/api/credit/statement', '/api/credit/statement/pdf', '/api/credit/statement/xlsx'];
const YEAR = 'from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';
/** A dealer of another distributor's network, with credits of its own. */
let stranger = '';

const get = (url: string, as: Who | null = 'admin') => portal.app.inject({ method: 'GET', url, headers: as ? headers[as] : {} });
const json = async <T = any>(url: string, as: Who | null = 'admin') => {
  const response = await get(url, as);
  return { status: response.statusCode, body: response.json<T>() };
};
const transfer = async (to: string, amount: number) => {
  const response = await portal.app.inject({ method: 'POST', url: '/api/credit/transfer', headers: headers.admin, payload: { to, amount } });
  expect(response.statusCode, response.body).toBe(200);
};
const createUser = async (name: string, role: string, parentId: string | null) => {
  const response = await portal.app.inject({ method: 'POST', url: '/api/users', headers: headers.admin, payload: {
    email: `${name}@hostile.test`, firstName: name, lastName: 'Stranger', roles: [role], parentId, countryId: 'PT', password: 'Secret123',
  } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};

beforeAll(async () => {
  await transfer(ids.dealer, 300);
  await transfer(ids.subdealer, 40);
  const otherDistributor = await createUser('otherdistributor', 'Distributor', null);
  stranger = await createUser('otherdealer', 'Dealer', otherDistributor);
  await transfer(stranger, 777);
});

describe('instants RFC 3339 allows', () => {
  it('reads a leap second (23:59:60) as the instant after 23:59:59, on balance-at and every statement format', async () => {
    const leap = await json(`/api/credit/balance-at?userId=${ids.dealer}&at=2098-12-31T23:59:60Z`);
    expect(leap.status, JSON.stringify(leap.body)).toBe(200);
    expect(leap.body).toMatchObject({ at: '2099-01-01T00:00:00.000Z', balance: 300 });
    const offset = await json(`/api/credit/balance-at?at=${encodeURIComponent('2098-12-31T18:59:60-05:00')}`, 'dealer');
    expect([offset.status, offset.body.at]).toEqual([200, '2099-01-01T00:00:00.000Z']);
    for (const url of STATEMENTS) {
      const response = await get(`${url}?from=2016-12-31T23:59:60Z&to=2100-01-01T00:00:00Z`, 'dealer');
      expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
    }
    expect((await json('/api/credit/statement?from=2016-12-31T23:59:60Z&to=2017-01-01T00:00:00Z', 'dealer')).body.code).toBe('STATEMENT_PERIOD_REVERSED');
  });

  it('still refuses what is no instant: a 61st second, a date that does not exist, no time zone, an offset past 24 hours', async () => {
    for (const at of ['2026-06-30T12:00:60Z', '2026-02-30T00:00:00Z', '2026-11-26T18:00:00', '2026-11-26T18:00:00+25:00', '+010000-01-01T00:00:00Z']) {
      const { status, body } = await json(`/api/credit/balance-at?at=${encodeURIComponent(at)}`, 'dealer');
      expect([status, body.code, body.params?.field], at).toEqual([400, 'FIELD_BAD_FORMAT', 'at']);
    }
  });

  it('answers the far ends of the calendar without a 5xx', async () => {
    expect((await json('/api/credit/balance-at?at=0001-01-01T00:00:00Z', 'dealer')).body).toMatchObject({ balance: 0, movement: null });
    expect((await json('/api/credit/balance-at?at=9999-12-31T23:59:59Z', 'dealer')).body).toMatchObject({ balance: 300 });
    for (const url of STATEMENTS) expect((await get(`${url}?from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59Z`, 'dealer')).statusCode, url).toBe(200);
  });
});

describe('account ids', () => {
  it('reads an id spelled in capitals as the same account, for the Admin, an ancestor and the account itself', async () => {
    const upper = ids.dealer.toUpperCase();
    for (const as of ['admin', 'distributor', 'dealer'] as const) {
      const { status, body } = await json(`/api/credit/balance-at?userId=${upper}&at=2100-01-01T00:00:00Z`, as);
      expect([status, body.account, body.balance], as).toEqual([200, ids.dealer, 300]);
    }
    const statement = await json(`/api/credit/statement?userId=${upper}&${YEAR}`, 'distributor');
    expect([statement.body.account, statement.body.closing, statement.body.lines.length]).toEqual([ids.dealer, 300, 1]);
    const pdf = await get(`/api/credit/statement/pdf?userId=${upper}&${YEAR}`, 'distributor');
    expect(pdf.headers['content-disposition']).toContain(`statement-${ids.dealer.slice(0, 8)}-`);
  });

  it('answers 404 to a distributor reaching into another network, and to every role reading an account above or beside it', async () => {
    const refused: [Who, string][] = [
      ['distributor', stranger], ['dealer', stranger], ['dealer', ids.distributor], ['subdealer', ids.dealer],
      ['calibrator', ids.dealer], ['support', ids.dealer], ['distributor', ids.admin],
    ];
    for (const [as, account] of refused) {
      for (const url of [`/api/credit/balance-at?userId=${account}&at=2100-01-01T00:00:00Z`, ...STATEMENTS.map((s) => `${s}?userId=${account}&${YEAR}`)]) {
        const response = await get(url, as);
        expect([response.statusCode, response.json().code], `${as} ${url}`).toEqual([404, 'CREDIT_ACCOUNT_NOT_FOUND']);
        // Nothing of the account's money in the refusal.
        expect(response.body).not.toContain('777');
      }
    }
    // The grandchild is the distributor's to read.
    expect((await json(`/api/credit/balance-at?userId=${ids.subdealer}&at=2100-01-01T00:00:00Z`, 'distributor')).body.balance).toBe(40);
  });

  it('refuses ids that are no uuid, path tricks and repeated ids by field', async () => {
    for (const userId of ['..%2F..%2Fetc%2Fpasswd', 'house', `${ids.dealer}%00`, 'x'.repeat(5000), `${ids.dealer}'--`]) {
      const { status, body } = await json(`/api/credit/balance-at?userId=${userId}&at=2100-01-01T00:00:00Z`);
      expect([status, body.params?.field], userId.slice(0, 40)).toEqual([400, 'userId']);
    }
    const twice = await json(`/api/credit/balance-at?userId=${ids.dealer}&userId=${ids.subdealer}&at=2100-01-01T00:00:00Z`, 'distributor');
    expect([twice.status, twice.body.code, twice.body.params.field]).toEqual([400, 'FIELD_NOT_TEXT', 'userId']);
  });
});

describe('query fields', () => {
  it('names both languages when a statement file is asked in another', async () => {
    for (const url of ['/api/credit/statement/pdf', '/api/credit/statement/xlsx']) {
      const { status, body } = await json(`${url}?${YEAR}&lang=fr`, 'dealer');
      expect([status, body.code, body.message], url).toEqual([400, 'FIELD_NOT_ALLOWED', 'lang: Field must be one of en, es']);
    }
  });

  it('refuses an unknown query field on verify-ledger instead of ignoring it', async () => {
    const { status, body } = await json('/api/credit/verify-ledger?from=2026-01-01');
    expect([status, body.code, body.params]).toEqual([400, 'FIELD_UNKNOWN', { field: 'from', name: 'from' }]);
    expect((await json('/api/credit/verify-ledger')).body.ok).toBe(true);
  });
});
