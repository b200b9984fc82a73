import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handleCommand } from '../../events/command/handle-command.js';
import { softwareOrderDecider } from '../../events/softwareOrders/decide.js';
import { softwareOrderStream } from '../../events/softwareOrders/events.js';
import { readUploadForm } from '../../scripts/lib/multipart.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { openAs, shot, useE2E } from './browser.js';

// The files section in the browser (issue 10): a calibrator opens files/, searches a tuned file by
// the hardware number of its original read and opens the order's project with its downloads.

const HARDWARE = '03L906018FS';
let orderId = '';
let tunedSha = '';

const e2e = useE2E({}, async ({ portal, call }) => {
  await seedDemoCatalogue(portal.services.db);
  const [admin, dealer, calibrator] = await Promise.all(['admin', 'dealer', 'calibrator'].map((who) => portal.login(`${who}@demo.test`)));
  const upload = async (token: string) => {
    const form = readUploadForm('ECU');
    const response = await portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...portal.auth(token), 'content-type': form.contentType }, payload: form.body });
    return response.json() as { id: string; sha256: string };
  };
  // A dealer's paid order with the read's numbers, taken and delivered by the calibrator.
  const read = await upload(dealer);
  const golf = await portal.services.db.selectFrom('vehicles').select('id').where('model', '=', 'Golf').where('engine', '=', '2.0 TDI 150hp').executeTakeFirstOrThrow();
  const draft = { type: 'ECU', stage: '2', vehicleId: golf.id, files: [{ uploadId: read.id, hardwareNumber: HARDWARE, softwareVersion: '1037-E2E' }] };
  const { total } = await call(dealer, 'POST', '/api/order-software/quote', draft);
  const dealerId = (await call(dealer, 'GET', '/api/user/view')).id;
  await call(admin, 'POST', '/api/credit/transfer', { to: dealerId, amount: total });
  orderId = (await call(dealer, 'POST', '/api/order-software/create', { ...draft, expectedTotal: total })).id;
  await call(calibrator, 'POST', '/api/order-software/assign', { id: orderId });
  const tuned = await upload(admin);
  tunedSha = tuned.sha256;
  const calibratorId = (await call(calibrator, 'GET', '/api/user/view')).id;
  const delivered = await handleCommand(portal.services.store, softwareOrderStream(orderId), softwareOrderDecider, {
    type: 'DeliverTunedFiles', eventId: randomUUID(), files: [{ unit: 'ECU', uploadId: tuned.id, sha256: tuned.sha256, size: 4100, name: 'golf-stage2.bin' }],
    note: 'Stage 2', actorId: calibratorId, isAdmin: false, at: new Date().toISOString(),
  });
  await portal.services.runner.waitFor(delivered.position!, 30_000);
});

describe('the files section', () => {
  it('lets a calibrator search the tuned files by hardware number and open the project', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'calibrator@demo.test', '/files');
    await page.getByRole('heading', { name: 'Tuned files' }).or(page.getByText('Tuned files').first()).first().waitFor();
    await page.getByPlaceholder('Hardware number or software version').fill(HARDWARE.slice(0, 8).toLowerCase());
    const row = page.getByRole('row').filter({ hasText: HARDWARE });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    await shot(page, 'files-list');
    await row.getByText('1037-E2E').click();
    await page.waitForURL(`**/admin/files/project/${orderId}`);
    await page.getByText('Original reads').waitFor();
    await page.getByTestId('project-versions').getByText('golf-stage2.bin', { exact: false }).waitFor();
    await expect(page.getByTestId('project-versions').getByTestId('sha256').first().textContent()).resolves.toBe(tunedSha);
    await expect(page.getByTestId('project-reads').getByText(`Hardware number: ${HARDWARE}`).count()).resolves.toBe(1);
    await shot(page, 'files-project');
  });

  it('lets a dealer ask about a read before ordering and read the calibrator\'s answer', async () => {
    const dealer = await e2e.newPage();
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/files/pre-order');
    await dealer.getByTestId('pre-order-file').setInputFiles({ name: 'ask-me.bin', mimeType: 'application/octet-stream', buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x43, 0x55]), randomBytes(4096)]) });
    await dealer.getByLabel('Your question').fill('Is stage 2 possible on this read?');
    await dealer.getByRole('button', { name: 'Send question' }).click();
    await dealer.getByText('Your question has been sent').waitFor();
    await dealer.getByRole('row').filter({ hasText: 'ask-me.bin' }).waitFor();
    await shot(dealer, 'pre-order-dealer');

    const calibrator = await e2e.newPage();
    await openAs(calibrator, e2e.baseUrl, 'calibrator@demo.test', '/files/pre-order');
    await calibrator.getByRole('row').filter({ hasText: 'ask-me.bin' }).click();
    await calibrator.getByLabel('Answer').fill('Yes, stage 2 is ready for it.');
    await calibrator.getByRole('button', { name: 'Send answer' }).click();
    await calibrator.getByText('The answer has been sent').waitFor();
    await shot(calibrator, 'pre-order-staff');

    await dealer.reload();
    await dealer.getByRole('row').filter({ hasText: 'ask-me.bin' }).click();
    await expect(dealer.getByTestId('pre-order-answer').textContent()).resolves.toBe('Yes, stage 2 is ready for it.');
  });
});
