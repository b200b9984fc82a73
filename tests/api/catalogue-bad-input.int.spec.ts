import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { list } from '../support/list-query.js';
import { VEHICLE_COLUMNS } from '../../tables/catalogueSheets/vehicles-sheet.js';
import { multipart } from '../catalogueSheets/sheets.js';
import { HUGE, SQL, BAD_IDS, UNKNOWN_UUID, isHuman, problems, probe, noProblems, sweepBody, sweepPrices, sweepList, sweepIds, waitForImport, configureSweep } from '../support/bad-input-sweep.js';
import { MAX_PARAM_LENGTH } from '../../api/app.js';

// A bad-input sweep of the vehicle catalogue API: whatever a client throws at it, the answer is a 4xx
// whose message a person understands (the field named), never a 500, and nothing is half-written.
// Every probe is recorded; each test ends by asserting the list of problems is empty, so one run
// names every route that misbehaves.

let portal: TestPortal;
let admin: { authorization: string };
let dealer: { authorization: string };
let vehicleId: string;
let optionId: string;
let newProductId: string;
let policyId: string;
let configId: string;
let ruleId: string;

const count = async (table: 'vehicles' | 'vehicle_stages' | 'software_prices' | 'combos' | 'combo_rules' | 'audit_log') =>
  Number((await portal.services.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const vehicleBody = (engine: string) => ({
  make: 'Sweep', model: 'Probe', generation: 'G1 (2020-)', engine, engineFamily: 'EA888', dsg: ['DQ250'],
  stages: { One: { price: '349.00', power: '300hp', torque: '400Nm', options: [{ name: 'Pops', choices: '["Off","On"]' }] } },
});

beforeAll(async () => {
  portal = await createTestPortal();
  ({ headers: { admin, dealer } } = await signInDemo(portal, ['admin', 'dealer']));
  configureSweep({ portal, admin });
  const created = async (url: string, payload: unknown, as = admin) => {
    const response = await portal.app.inject({ method: 'POST', url, payload: payload as object, headers: as });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  vehicleId = await created('/api/vehicles', vehicleBody('2.0 TSI base'));
  optionId = await created('/api/vehicles-options', { name: 'Sweep base option', choices: '["Off","On"]', price: '10.00', stages: ['1'] });
  newProductId = await created('/api/newproducts', { make: 'Sweep', model: 'Requested' }, dealer);
  policyId = await created('/api/price-policy', { country_id: 'ES', discount_after_a_year: '10', minimum_price: '50', only_on_upgrade_fee: true });
  configId = await created('/api/vehicles-price-config', { engineFamily: 'SWEEPFAM', One: '100.00' });
  ruleId = await created('/api/vin-search-rules', { pattern: 'SWPZZZ', make: 'Sweep', model: 'Probe' });
});
afterAll(async () => portal?.close());

describe('catalogue bad input: vehicles and prices', () => {
  it('vehicles', async () => {
    await sweepList('/api/vehicles', ['q', 'make', 'model', 'generation']);
    await sweepIds((id) => `/api/vehicles/${id}`, ['GET', 'PUT', 'DELETE'], vehicleBody('2.0 TSI ids'));
    await sweepBody('POST', '/api/vehicles', vehicleBody('1.4 TSI sweep'));
    await sweepBody('PUT', `/api/vehicles/${vehicleId}`, vehicleBody('2.0 TSI base'));
    await sweepPrices('POST', '/api/vehicles', vehicleBody('1.8 TSI prices'), (price) => ({ stages: { One: { price } } }));
    for (const stages of [{ Five: {} }, { One: 'x' }, { One: { options: [{ name: 'A', choices: 'not json' }] } }, { One: { options: 'x' } }, [], { One: { power: HUGE } }]) {
      await probe({ method: 'POST', url: '/api/vehicles', payload: { ...vehicleBody('1.0 TSI stages'), stages } });
    }
    await probe({ method: 'POST', url: '/api/vehicles', payload: { ...vehicleBody('1.0 TSI dsg'), dsg: ['DQ999'] } });
    await probe({ method: 'POST', url: '/api/vehicles', payload: { ...vehicleBody('1.0 TSI dsg2'), dsg: ['DQ250', 'DQ250'] } });
    const duplicate = await probe({ method: 'POST', url: '/api/vehicles', payload: vehicleBody('2.0 TSI base') });
    expect(duplicate.json()).toMatchObject({ statusCode: 409, message: 'There is already a vehicle with this make, model, generation and engine' });
    const other = await probe({ method: 'POST', url: '/api/vehicles', payload: vehicleBody('2.0 TSI other'), expect4xx: false });
    expect((await probe({ method: 'PUT', url: `/api/vehicles/${other.json<{ id: string }>().id}`, payload: vehicleBody('2.0 TSI base') })).statusCode).toBe(409);
    await probe({ method: 'POST', url: '/api/vehicles', payload: vehicleBody('x'), as: dealer });
    await probe({ method: 'GET', url: '/api/vehicles', as: dealer });
    noProblems();
  });

  it('vehicles-prices', async () => {
    await sweepList('/api/vehicles-prices', ['q', 'make', 'start', 'end']);
    await probe({ method: 'GET', url: `/api/vehicles-prices?${list({ filter: { start: '2026-11-22', end: '2026-11-01' } })}` });
    await sweepIds((id) => `/api/vehicles-prices/${id}`, ['GET', 'PUT'], { One: '10.00' });
    await sweepBody('PUT', `/api/vehicles-prices/${vehicleId}`, { One: '349.00', Two: '499.00' }, { emptyOk: true });
    await sweepPrices('PUT', `/api/vehicles-prices/${vehicleId}`, {}, (price) => ({ Two: price }));
    await probe({ method: 'PUT', url: `/api/vehicles-prices/${vehicleId}`, payload: { One: '1.00' }, as: dealer });
    noProblems();
  });

  it('vehicles-price-config', async () => {
    await sweepList('/api/vehicles-price-config', ['q']);
    await sweepIds((id) => `/api/vehicles-price-config/${id}`, ['GET', 'PUT', 'DELETE'], { engineFamily: 'IDS', One: '1.00' });
    await sweepBody('POST', '/api/vehicles-price-config', { engineFamily: 'SWEEP2', One: '100.00', Two: null });
    await sweepPrices('POST', '/api/vehicles-price-config', { engineFamily: 'SWEEP3' }, (price) => ({ Three: price }));
    const duplicate = await probe({ method: 'POST', url: '/api/vehicles-price-config', payload: { engineFamily: 'SWEEPFAM', One: '5.00' } });
    expect(duplicate.statusCode).toBe(409);
    await sweepBody('PUT', `/api/vehicles-price-config/${configId}`, { engineFamily: 'SWEEPFAM', One: '100.00' });
    await probe({ method: 'GET', url: '/api/vehicles-price-config', as: dealer });
    noProblems();
  });

  it('price-policy and common/price-policy', async () => {
    await sweepList('/api/price-policy', ['scope', 'country_id', 'dealer_id']);
    await sweepIds((id) => `/api/price-policy/${id}`, ['GET', 'PUT', 'DELETE'], { discount_after_a_year: '1', minimum_price: '1', only_on_upgrade_fee: false });
    const base = { country_id: 'NL', discount_after_a_year: '10', minimum_price: '50', only_on_upgrade_fee: true };
    await sweepBody('POST', '/api/price-policy', base);
    await sweepBody('PUT', `/api/price-policy/${policyId}`, { ...base, country_id: 'ES' });
    for (const discount of ['101', '-1', '10,5', 'NaN', '1e999']) await probe({ method: 'POST', url: '/api/price-policy', payload: { ...base, country_id: 'FR', discount_after_a_year: discount } });
    expect((await probe({ method: 'POST', url: '/api/price-policy', payload: { ...base, country_id: 'ES' } })).statusCode).toBe(409);
    for (const query of ['country_id=ZZ', 'country_id=toolong', 'dealer_id=not-a-uuid', `dealer_id=${UNKNOWN_UUID}`, `country_id=${encodeURIComponent("'")}`, 'dealer_id=' + 'x'.repeat(3000)]) {
      await probe({ method: 'GET', url: `/api/common/price-policy?${query}`, expect4xx: false });
      await probe({ method: 'GET', url: `/api/common/price-policy?${query}`, as: dealer, expect4xx: false });
    }
    await probe({ method: 'POST', url: '/api/price-policy', payload: { ...base, country_id: 'BE' }, as: dealer });
    noProblems();
  });

  it('software-pricing', async () => {
    await sweepList('/api/software-pricing', ['q']);
    await sweepIds((id) => `/api/software-pricing/${id}`, ['GET', 'PUT'], { prices: { ECU: 1, DSG: 1, 'ECU + DSG': 1 } });
    const prices = { ECU: '25.00', DSG: '25.00', 'ECU + DSG': '40.00' };
    await sweepBody('PUT', `/api/software-pricing/${encodeURIComponent('2 days')}`, { prices });
    for (const price of ['-5', '349,50', 'NaN', '1e999', {}, null, HUGE]) await probe({ method: 'PUT', url: `/api/software-pricing/${encodeURIComponent('2 days')}`, payload: { prices: { ...prices, DSG: price } } });
    await probe({ method: 'PUT', url: `/api/software-pricing/${encodeURIComponent('2 days')}`, payload: { prices: { ...prices, TCU: 1 } } });
    await sweepBody('PUT', '/api/software-pricing', { rows: [{ urgency: '2 days', prices }] });
    await probe({ method: 'PUT', url: '/api/software-pricing', payload: { rows: [{ urgency: '3 weeks', prices }] } });
    const twice = await probe({ method: 'PUT', url: '/api/software-pricing', payload: { rows: [{ urgency: '2 days', prices }, { urgency: '2 days', prices: { ...prices, ECU: '26.00' } }] } });
    expect(twice.json().message).toBe('rows.1.urgency: The urgency 2 days is listed twice');
    await probe({ method: 'PUT', url: '/api/software-pricing', payload: { rows: [{ urgency: '2 days', prices }] }, as: dealer });
    noProblems();
  });
});

describe('catalogue bad input: option lists, DSG offers, combos, new products', () => {
  it('the four option lists', async () => {
    const base = { name: 'Sweep option', description: 'd', choices: '["Off","On"]', price: '10.00', stages: ['1'], active: true };
    for (const path of ['vehicles-options', 'vehicles-secondary-options', 'dsg-options', 'dsg-options-two']) {
      const body = path.includes('secondary') ? { ...base, parentId: optionId } : base;
      await sweepList(`/api/${path}`, ['q', 'active', 'parentId', 'stage']);
      await sweepIds((id) => `/api/${path}/${id}`, ['GET', 'PUT', 'DELETE'], body);
      await sweepBody('POST', `/api/${path}`, body);
      await sweepPrices('POST', `/api/${path}`, { ...body, name: 'Sweep priced' }, (price) => ({ price }));
      for (const choices of ['not json', '{"a":1}', '[1,2]', '[{}]', '"On"']) await probe({ method: 'POST', url: `/api/${path}`, payload: { ...body, name: 'Sweep choices', choices } });
      for (const stages of [['9'], ['Stock', 'Stock'], [1], [HUGE.slice(0, 20)]]) await probe({ method: 'POST', url: `/api/${path}`, payload: { ...body, name: 'Sweep stages', stages } });
      // A primary list ignores parentId; a secondary one checks it.
      await probe({ method: 'POST', url: `/api/${path}`, payload: { ...body, parentId: UNKNOWN_UUID, name: 'Sweep parent' }, expect4xx: path.includes('secondary') || path.endsWith('-two') });
      await probe({ method: 'POST', url: `/api/${path}`, payload: { ...body, name: 'Sweep dealer' }, as: dealer });
    }
    const duplicate = await probe({ method: 'POST', url: '/api/vehicles-options', payload: { name: 'Sweep base option' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/^name: /);
    noProblems();
  });

  it('vehicles-dsg and the TCU offer', async () => {
    const base = { family: 'DQ200', stockTorque: '250Nm', stockPrice: '100.00', stages: [{ stage: '1', torque: '300Nm', price: '200.00' }], softwareOptions: [{ name: 'Launch', price: '20', choices: '[]' }], hardwareOptions: [] };
    await sweepList('/api/vehicles-dsg', ['family']);
    await sweepIds((id) => `/api/vehicles-dsg/${id}`, ['GET', 'PUT', 'DELETE'], base);
    await sweepBody('POST', '/api/vehicles-dsg', base);
    await sweepBody('PUT', '/api/vehicles-dsg/DQ200', base, { emptyOk: true });
    await sweepPrices('PUT', '/api/vehicles-dsg/DQ200', base, (price) => ({ stockPrice: price }));
    await sweepPrices('PUT', '/api/vehicles-dsg/DQ200', base, (price) => ({ stages: [{ stage: '2', price }] }));
    await sweepPrices('PUT', '/api/vehicles-dsg/DQ200', base, (price) => ({ hardwareOptions: [{ name: 'TVS', price }] }));
    await probe({ method: 'PUT', url: '/api/vehicles-dsg/DQ200', payload: { ...base, stages: [{ stage: '9' }] } });
    await probe({ method: 'PUT', url: '/api/vehicles-dsg/DQ200', payload: { ...base, stages: [{ stage: '1' }, { stage: '1', price: '1' }] } });
    await probe({ method: 'PUT', url: '/api/vehicles-dsg/DQ200', payload: { ...base, softwareOptions: [{ name: '', price: '1' }] } });
    expect((await probe({ method: 'POST', url: '/api/vehicles-dsg', payload: base })).statusCode).toBe(409);
    for (const family of ['DQ999', 'x'.repeat(2000), encodeURIComponent(SQL)]) {
      await probe({ method: 'GET', url: `/api/vehicles-dsg/tcu/${family}` });
      await probe({ method: 'GET', url: `/api/vehicles-dsg/tcu/${family}`, as: dealer });
    }
    for (const query of ['alphaCountry=ZZ', 'alphaCountry=toolong', `alphaCountry=${encodeURIComponent(SQL)}`, 'alphaCountry=']) {
      await probe({ method: 'GET', url: `/api/vehicles-dsg/tcu/DQ200?${query}`, as: dealer });
    }
    await probe({ method: 'POST', url: '/api/vehicles-dsg', payload: { ...base, family: 'DQ500' }, as: dealer });
    noProblems();
  });

  it('combos', async () => {
    const base = { combos: [{ id: '1-1', price: '300.00', description: 'combo' }], rules: [{ ecu: '1', min: '1', max: '2' }] };
    await sweepBody('POST', '/api/combos/update', base);
    await sweepPrices('POST', '/api/combos/update', base, (price) => ({ combos: [{ id: '2-2', price }] }));
    for (const combos of [[{ id: '9-9', price: '1' }], [{ id: HUGE.slice(0, 20) }], [{ price: '1' }], [{ id: '1-1', description: HUGE }], [null], ['1-1']]) {
      await probe({ method: 'POST', url: '/api/combos/update', payload: { ...base, combos } });
    }
    for (const rules of [[{ ecu: '9', min: '1', max: '2' }], [{ ecu: '1', min: '3', max: '2' }], [{ ecu: '1', min: '1', max: '2' }, { ecu: '1', min: '1', max: '2' }], [{ ecu: '1' }], [{ ecu: {}, min: [], max: null }]]) {
      await probe({ method: 'POST', url: '/api/combos/update', payload: { ...base, rules } });
    }
    await probe({ method: 'GET', url: '/api/combos/index', as: dealer });
    await probe({ method: 'POST', url: '/api/combos/update', payload: base, as: dealer });
    for (const [id, alpha2] of [['not-a-uuid', 'ES'], [UNKNOWN_UUID, 'ES'], [vehicleId, 'ZZ'], [vehicleId, 'toolong'], ['x'.repeat(2000), 'ES'], [vehicleId, encodeURIComponent(SQL)]]) {
      await probe({ method: 'GET', url: `/api/combos/get-combo/${id}/${alpha2}`, as: dealer });
    }
    noProblems();
  });

  it('newproducts', async () => {
    const base = { make: 'Sweep', model: 'Requested', generation: 'G', engine: 'E', gearbox: 'DQ250', vin: 'WVWZZZAUZFW123456', note: 'n' };
    await sweepBody('POST', '/api/newproducts', base, { as: dealer });
    for (const vin of ['SHORT', 'WVW_ZZAUZFW123456', HUGE.slice(0, 100), '🚗'.repeat(17)]) await probe({ method: 'POST', url: '/api/newproducts', payload: { ...base, vin }, as: dealer });
    await probe({ method: 'POST', url: '/api/newproducts', payload: { ...base, gearbox: 'DQ999' }, as: dealer });
    await sweepList('/api/newproducts', ['q', 'status', 'requestedBy']);
    await sweepIds((id) => `/api/newproducts/${id}`, ['GET', 'PUT', 'DELETE'], { status: 'Rejected' });
    await sweepBody('PUT', `/api/newproducts/${newProductId}`, { status: 'New', vehicleId: null });
    for (const payload of [{ status: 'Maybe' }, { status: 'Added' }, { status: 'Added', vehicleId: UNKNOWN_UUID }, { status: 'Added', vehicleId: 'not-a-uuid' }]) {
      await probe({ method: 'PUT', url: `/api/newproducts/${newProductId}`, payload });
    }
    await probe({ method: 'GET', url: '/api/newproducts', as: dealer });
    noProblems();
  });
});

describe('catalogue bad input: VIN, site search, spreadsheets', () => {
  it('vin-logger, vin-search-rules and search-vin', async () => {
    await sweepList('/api/vin-logger', ['q', 'userId']);
    await sweepIds((id) => `/api/vin-logger/${id}`, ['GET']);
    await probe({ method: 'GET', url: '/api/vin-logger/999999999999999' });
    await sweepList('/api/vin-search-rules', ['q']);
    await sweepIds((id) => `/api/vin-search-rules/${id}`, ['GET', 'PUT', 'DELETE'], { pattern: 'ABCDEF', make: 'A', model: 'B' });
    const base = { pattern: 'SWQZZZ', make: 'Sweep', model: 'Probe', generation: null, engine: null, note: 'n' };
    await sweepBody('POST', '/api/vin-search-rules', base);
    await sweepBody('PUT', `/api/vin-search-rules/${ruleId}`, { ...base, pattern: 'SWPZZZ' });
    for (const pattern of ['AB', 'A'.repeat(12), 'WVW ZZZ', 'WVW;--', '🚗🚗🚗']) await probe({ method: 'POST', url: '/api/vin-search-rules', payload: { ...base, pattern } });
    expect((await probe({ method: 'POST', url: '/api/vin-search-rules', payload: { ...base, pattern: 'swpzzz' } })).json())
      .toMatchObject({ statusCode: 409, message: 'pattern: There is already a VIN search rule with this pattern' });
    await sweepBody('POST', '/api/vehicles/search-vin', { vin: 'WVWZZZAUZFW123456' }, { as: dealer });
    for (const vin of ['SHORT', 'WVW_ZZAUZFW123456', SQL, '🚗'.repeat(17), 'x'.repeat(101)]) await probe({ method: 'POST', url: '/api/vehicles/search-vin', payload: { vin }, as: dealer });
    await probe({ method: 'GET', url: '/api/vin-logger', as: dealer });
    await probe({ method: 'POST', url: '/api/vin-search-rules', payload: { ...base, pattern: 'DLRZZZ' }, as: dealer });
    noProblems();
  });

  it('site search', async () => {
    const levels = { brand: 'Sweep', model: 'Probe', generation: 'G1 (2020-)', engine: '2.0 TSI base' };
    await sweepBody('POST', '/api/site/brands', { dsg: 'DQ250' }, { as: dealer, emptyOk: true });
    await sweepBody('POST', '/api/site/filter-model', { brand: levels.brand, dsg: 'DQ250' }, { as: dealer });
    await sweepBody('POST', '/api/site/filter-generation', { brand: levels.brand, model: levels.model }, { as: dealer });
    await sweepBody('POST', '/api/site/filter-engine', { brand: levels.brand, model: levels.model, generation: levels.generation }, { as: dealer });
    await sweepBody('POST', '/api/site', { alpha2: 'ES', ...levels, dsg: 'DQ250' }, { as: dealer });
    for (const alpha2 of ['ZZ', 'toolong', '', SQL]) await probe({ method: 'POST', url: '/api/site', payload: { alpha2, ...levels }, as: dealer });
    await probe({ method: 'POST', url: '/api/site', payload: { alpha2: 'ES', ...levels, dsg: 'DQ999' }, as: dealer });
    for (const id of [...BAD_IDS, UNKNOWN_UUID]) await probe({ method: 'GET', url: `/api/site/${id}?alphaCountry=ES`, as: dealer });
    for (const query of ['alphaCountry=ZZ', 'alphaCountry=toolong', '', 'alphaCountry=ES&dsg=DQ999', `alphaCountry=ES&dsg=${encodeURIComponent(SQL)}`, 'alphaCountry=ES&dsg=' + 'x'.repeat(3000)]) {
      await probe({ method: 'GET', url: `/api/site/${vehicleId}?${query}`, as: dealer });
    }
    noProblems();
  });

  it('spreadsheet upload, export and download', async () => {
    const csv = (text: string) => Buffer.from(text);
    const upload = (fields: Record<string, string>, file: { name: string; type: string; content: Buffer }, query = '', expect4xx = true) => {
      const body = multipart(file, fields);
      return probe({ method: 'POST', url: `/api/vehicles-file${query}`, headers: body.headers, payload: body.payload, expect4xx });
    };
    const good = { name: 'v.csv', type: 'text/csv', content: csv('id,make\n,Seat\n') };
    for (const kind of ['', 'cars', SQL, HUGE]) await upload({ kind, dryRun: 'false' }, good);
    await upload({ kind: 'vehicles', dryRun: 'maybe' }, good);
    await upload({ kind: 'vehicles' }, good, '?dryRun=maybe');
    // The form's kind wins over the query's.
    await upload({ kind: 'vehicles', dryRun: 'true' }, good, `?kind=${encodeURIComponent(SQL)}`, false);
    await upload({ kind: 'vehicles' }, { ...good, content: Buffer.alloc(0) });
    await upload({ kind: 'vehicles' }, { ...good, name: 'v.pdf', type: 'application/pdf' });
    await upload({ kind: 'vehicles' }, { ...good, name: `${'x'.repeat(200)}.csv` });
    // Not a real XLSX: accepted, then the job is rejected with a problem for the whole file.
    const notZip = await upload({ kind: 'vehicles', dryRun: 'true' }, { ...good, name: 'v.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: csv('not a zip') }, '', false);
    if (notZip.statusCode === 202) expect(['rejected', 'failed']).toContain((await waitForImport(notZip.json<{ id: string }>().id)).status);
    await upload({ kind: 'vehicles' }, { ...good, name: 'v\u0000.csv' });
    const nulCell = await upload({ kind: 'vehicles', dryRun: 'true' }, { ...good, content: csv(`${VEHICLE_COLUMNS.join(',')}\n,Se\u0000at,Leon,5F,1.4,EA211,,,,,,,,,,,,,,,,,,,,,\n`) }, '', false);
    if (nulCell.statusCode === 202) {
      const job = await waitForImport(nulCell.json<{ id: string }>().id);
      expect(job).toMatchObject({ status: 'rejected', problems: [expect.objectContaining({ row: 2, column: 'make' })] });
    }
    for (const payload of [undefined, '{}', '[]']) await probe({ method: 'POST', url: '/api/vehicles-file', payload, headers: { 'content-type': 'application/json' } });
    await probe({ method: 'POST', url: '/api/vehicles-file', payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=nope' } });
    const asDealer = multipart(good, { kind: 'vehicles' });
    await probe({ method: 'POST', url: '/api/vehicles-file', headers: { ...asDealer.headers }, payload: asDealer.payload, as: dealer });
    await sweepList('/api/vehicles-file', ['kind']);
    await sweepIds((id) => `/api/vehicles-file/${id}`, ['GET']);
    for (const path of ['export-data', 'download-excel']) {
      for (const query of ['', 'kind=cars', `kind=${encodeURIComponent(SQL)}`, 'kind=vehicles&start=yesterday', 'kind=vehicles&end=2026-02-30', 'kind=vehicles&start=2026-11-22&end=2026-11-01',
        ...(path === 'export-data' ? ['kind=vehicles&range=x', 'kind=vehicles&range=[-1,3]'] : []), 'kind=vehicles&start=' + 'x'.repeat(3000), 'kind=vehicles&kind=prices']) {
        await probe({ method: 'GET', url: `/api/vehicles/${path}?${query}` });
      }
      await probe({ method: 'GET', url: `/api/vehicles/${path}?kind=vehicles`, as: dealer });
    }
    noProblems();
  });
});

describe('the messages of the fixed cases', () => {
  const send = async (options: InjectOptions, as = admin) => {
    const response = await portal.app.inject({ ...options, headers: { ...as, ...(options.headers as object) } });
    return { status: response.statusCode, message: response.json<{ message: string }>().message };
  };

  it('a NUL character is refused naming its field, in a body, a query or a list filter', async () => {
    expect(await send({ method: 'POST', url: '/api/vehicles', payload: { ...vehicleBody('nul'), stages: { One: { power: 'a\u0000b' } } } }))
      .toEqual({ status: 400, message: 'stages.One.power: Field must not contain the invisible NUL character (\\u0000)' });
    expect(await send({ method: 'GET', url: `/api/vehicles?${list({ filter: { make: 'a\u0000' } })}` })).toEqual({ status: 400, message: 'filter.make: Field must not contain the invisible NUL character (\\u0000)' });
    expect(await send({ method: 'GET', url: '/api/common/price-policy?country_id=%00' }, dealer)).toEqual({ status: 400, message: 'country_id: Field must not contain the invisible NUL character (\\u0000)' });
    expect(await count('vehicles')).toBeGreaterThan(0);
  });

  it('over-long and broken addresses, repeated list items, a mistyped dry run', async () => {
    expect(await send({ method: 'GET', url: `/api/vehicles/${'x'.repeat(MAX_PARAM_LENGTH + 1)}` })).toEqual({ status: 414, message: 'The address is too long: an id or a value in it is far longer than any the portal uses' });
    expect(await send({ method: 'GET', url: `/api/vehicles?${list({ range: [1e20, 1e20 + 10] })}` })).toEqual({ status: 400, message: 'The range parameter must be [start, end] with whole numbers, start not above end' });
    expect(await send({ method: 'GET', url: '/api/vin-logger/not-a-number' })).toEqual({ status: 404, message: 'There is no such record: it may have been deleted, or the address is wrong' });
    expect(await send({ method: 'POST', url: '/api/site', payload: { alpha2: 'ESP' } }, dealer)).toEqual({ status: 400, message: 'alpha2: The alpha2 field must have 2 characters at most' });
    expect(await send({ method: 'GET', url: `/api/site/${vehicleId}?alphaCountry=E` }, dealer)).toEqual({ status: 400, message: 'alphaCountry: The alphaCountry field must have at least 2 characters' });
    expect(await send({ method: 'GET', url: `/api/combos/get-combo/${vehicleId}/1!` }, dealer)).toEqual({ status: 404, message: 'Country not found' });
    expect(await send({ method: 'GET', url: '/api/vehicles/%E0%A4%A' })).toEqual({ status: 400, message: 'The address is not valid: a part of it is wrongly %-encoded' });
    expect(await send({ method: 'POST', url: '/api/vehicles', payload: { ...vehicleBody('twice'), dsg: ['DQ250', 'DQ250'] } })).toEqual({ status: 400, message: 'dsg: Field must not list the same value twice' });
    const body = multipart({ name: 'v.csv', type: 'text/csv', content: Buffer.from('id,make\n,Seat\n') }, { kind: 'vehicles', dryRun: 'yes' });
    expect(await send({ method: 'POST', url: '/api/vehicles-file', headers: body.headers, payload: body.payload })).toEqual({ status: 400, message: 'dryRun: Field must be one of true, false' });
    expect(await send({ method: 'POST', url: '/api/vehicles-file?dryRun=maybe', headers: body.headers, payload: body.payload })).toEqual({ status: 400, message: 'dryRun: Field must be one of true, false' });
  });

  it('a Dealer gets 403 on every Admin route', async () => {
    const adminOnly: [string, string][] = [['GET', '/api/vehicles'], ['POST', '/api/vehicles'], ['GET', '/api/vehicles-prices'], ['PUT', `/api/vehicles-prices/${vehicleId}`],
      ['GET', '/api/vehicles-options'], ['POST', '/api/vehicles-secondary-options'], ['GET', '/api/dsg-options'], ['POST', '/api/dsg-options-two'], ['GET', '/api/vehicles-dsg'], ['POST', '/api/vehicles-dsg'],
      ['GET', '/api/combos/index'], ['POST', '/api/combos/update'], ['GET', '/api/newproducts'], ['PUT', `/api/newproducts/${newProductId}`], ['GET', '/api/price-policy'], ['POST', '/api/price-policy'],
      ['GET', '/api/software-pricing'], ['PUT', '/api/software-pricing'], ['GET', '/api/vehicles-price-config'], ['POST', '/api/vehicles-price-config'], ['GET', '/api/vehicles-file'], ['POST', '/api/vehicles-file'],
      ['GET', '/api/vehicles/export-data?kind=vehicles'], ['GET', '/api/vehicles/download-excel?kind=vehicles'], ['GET', '/api/vin-logger'], ['GET', '/api/vin-search-rules'], ['POST', '/api/vin-search-rules']];
    for (const [method, url] of adminOnly) {
      const answer = await send({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} }, dealer);
      expect({ method, url, ...answer }).toEqual({ method, url, status: 403, message: expect.any(String) });
      expect(isHuman(answer.message)).toBe(true);
    }
  });
});

describe('multi-row writes are all or nothing', () => {
  it('combos/update with one bad entry changes nothing', async () => {
    const before = (await portal.app.inject({ url: '/api/combos/index', headers: admin })).json();
    const audits = await count('audit_log');
    const response = await portal.app.inject({
      method: 'POST', url: '/api/combos/update', headers: admin,
      payload: { combos: [{ id: '1-1', price: '111.00' }, { id: '2-2', price: '222,00' }], rules: [{ ecu: '1', min: '1', max: '1' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('combos.1.price: Field must be a positive decimal with a dot, such as 349.50');
    expect((await portal.app.inject({ url: '/api/combos/index', headers: admin })).json()).toEqual(before);
    expect(await count('audit_log')).toBe(audits);
  });

  it('the software-pricing matrix with one bad cell changes nothing', async () => {
    const before = await portal.services.db.selectFrom('software_prices').selectAll().orderBy('urgency').execute();
    const audits = await count('audit_log');
    const response = await portal.app.inject({
      method: 'PUT', url: '/api/software-pricing', headers: admin,
      payload: { rows: [{ urgency: '1 day', prices: { ECU: '51.00', DSG: '52.00', 'ECU + DSG': '83.00' } }, { urgency: '1 hour', prices: { ECU: '201', DSG: '-1', 'ECU + DSG': '321' } }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^1 hour DSG: /);
    expect(await portal.services.db.selectFrom('software_prices').selectAll().orderBy('urgency').execute()).toEqual(before);
    expect(await count('audit_log')).toBe(audits);
  });

  it('a vehicles-file import with one bad row changes nothing', async () => {
    const [vehicles, stages, audits] = [await count('vehicles'), await count('vehicle_stages'), await count('audit_log')];
    const row = (engine: string, price: string) => VEHICLE_COLUMNS.map((column) => ({ make: 'Seat', model: 'AllOrNothing', generation: '5F', engine, engineFamily: 'EA888', dsg: 'DQ250', 'One price': price, 'One options': '[]' } as Record<string, string>)[column] ?? '');
    const csvText = [VEHICLE_COLUMNS, row('1.4 TSI', '249.00'), row('2.0 TSI', '"349,50"')].map((cells) => cells.join(',')).join('\n');
    const body = multipart({ name: 'bad-row.csv', type: 'text/csv', content: Buffer.from(csvText) }, { kind: 'vehicles', dryRun: 'false' });
    const response = await portal.app.inject({ method: 'POST', url: '/api/vehicles-file', headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(202);
    const job = await waitForImport(response.json<{ id: string }>().id);
    expect(job.status).toBe('rejected');
    expect(job.problems).toEqual([expect.objectContaining({ row: 3, column: 'One price', message: 'Field must be a positive decimal with a dot, such as 349.50' })]);
    expect([await count('vehicles'), await count('vehicle_stages'), await count('audit_log')]).toEqual([vehicles, stages, audits]);
  });
});
