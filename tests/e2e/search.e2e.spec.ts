import { describe, expect, it } from 'vitest';
import { placeOrder } from '../softwareOrders/support.js';
import { openAs, shot, useE2E } from './browser.js';

// Issue 15: the global search from the keyboard. A dealer presses Ctrl+K (English) or "/" (Spanish),
// types, and arrives at the order or ticket it found; text too short to search says what to type.

const TICKET_TITLE = 'Gearbox slips after tuning';
let orderId = '';
let orderNumber = 0;
let ticketId = '';

const e2e = useE2E({}, async ({ portal, userId }) => {
  const admin = portal.auth(await portal.login('admin@demo.test'));
  const dealer = portal.auth(await portal.login('dealer@demo.test'));
  ({ orderId, number: orderNumber } = await placeOrder(portal, { dealerId: await userId(admin, 'dealer@demo.test'), admin }));
  const opened = await portal.app.inject({ method: 'POST', url: '/api/support', headers: dealer, payload: { categoryId: 'technical', title: TICKET_TITLE, message: 'The car shows P2002' } });
  if (opened.statusCode !== 201) throw new Error(opened.body);
  ticketId = opened.json().id;
});

describe('the global search in the browser', () => {
  it('opens with Ctrl+K, finds the dealer\'s order by its number and opens it (English)', async () => {
    const page = await e2e.newPage('en-US');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    await page.getByRole('button', { name: 'Search (Ctrl+K or /)' }).waitFor();
    await page.keyboard.press('Control+k');
    const field = page.getByRole('textbox', { name: 'Search the portal' });
    await field.fill('go');
    await page.getByRole('status').getByText('Type at least 3 characters, or an order or ticket number').waitFor();
    await field.fill(String(orderNumber));
    const hit = page.getByRole('menuitem', { name: new RegExp(`^#${orderNumber} · Volkswagen Golf`) });
    await hit.waitFor();
    await shot(page, 'search-dealer-en');
    await hit.click();
    await page.waitForURL(`**/admin/order-detail/${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderNumber}` }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  }, 90_000);

  it('opens with "/" in Spanish; the arrow keys and Enter open the ticket found by its title', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    // The top bar's button opens it too; Escape closes it.
    await page.getByRole('button', { name: 'Buscar (Ctrl+K o /)' }).click();
    await page.getByRole('textbox', { name: 'Buscar en el portal' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // "/" outside any field opens it; the focus is on the page, not in an input.
    await page.locator('body').press('/');
    const field = page.getByRole('textbox', { name: 'Buscar en el portal' });
    await field.waitFor();
    await field.pressSequentially('gearbox');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('menuitem', { name: new RegExp(`^#\\d+ · ${TICKET_TITLE}`) }).waitFor();
    expect(await dialog.locator('#portal-search-status').innerText()).toBe('1 resultado');
    await dialog.getByText('Tickets', { exact: true }).waitFor();
    await shot(page, 'search-dealer-es');
    await field.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/support/${ticketId}`);
    await page.getByText(TICKET_TITLE).first().waitFor();
  }, 90_000);
});
