import type { Page } from 'playwright-core';
import { readUploadForm } from '../../scripts/lib/multipart.js';
import type { TestPortal } from '../support/app.js';
import { binaryFile, shot } from './browser.js';

// The dealer's side of ordering software in the browser: the order screen and the checkout.

/** Sets a read (by default a binary one named after the Golf) in the order screen's slot of `kind`; answers the slot. */
export const uploadRead = async (page: Page, kind: 'ECU' | 'TCU', file = binaryFile(`golf-${kind.toLowerCase()}.bin`)) => {
  const slot = page.getByTestId(`read-${kind}`);
  await slot.locator('input[type="file"]').setInputFiles(file);
  return slot;
};

/** Picks the order type (ECU, DSG, …) and then one of its stages, by the stage's name as shown. */
export const chooseStage = async (page: Page, type: string, stage: string) => {
  await page.getByRole('button', { name: type, exact: true }).click();
  await page.getByTestId('stage-choices').getByText(stage, { exact: true }).click();
};

/** On a checkout page: presses Pay once it is enabled, confirms the amount, and waits for the order's detail. */
export const pay = async (page: Page) => {
  await page.locator('button:not([disabled])', { hasText: /^Pay / }).waitFor();
  await page.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/You pay .* for this order/).waitFor();
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/admin/order-detail/**');
};

/** From the order screen: continues to the checkout and pays there. */
export const payAtCheckout = async (page: Page) => {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/admin/checkout');
  await page.locator('button:not([disabled])', { hasText: /^Pay / }).waitFor();
  await shot(page, 'checkout');
  await pay(page);
};

/** Orders `draft` through the API as the screen would (upload an ECU read, quote, create at the quoted total); answers the create's status and body. */
export const orderThroughApi = async (portal: TestPortal, token: string, draft: { type: string; stage: string; vehicleId: string }) => {
  const auth = portal.auth(token);
  const form = readUploadForm('ECU');
  const read = (await portal.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...auth, 'content-type': form.contentType }, payload: form.body })).json() as { id: string };
  const body = { ...draft, files: [{ uploadId: read.id }] };
  const quote = (await portal.app.inject({ method: 'POST', url: '/api/order-software/quote', headers: auth, payload: body })).json() as { total: number };
  const created = await portal.app.inject({ method: 'POST', url: '/api/order-software/create', headers: auth, payload: { ...body, expectedTotal: quote.total } });
  return { statusCode: created.statusCode, body: created.json() as { code?: string; message?: string } };
};
