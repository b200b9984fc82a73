import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { holdAnswers, openAs, shot, useE2E } from './browser.js';
import { signInDemo } from '../support/app.js';
import { placeOrder } from '../softwareOrders/support.js';

// What a screen shows while its answer is held back: grey shapes where its content will be (the
// skeleton, as in dashboard.e2e), never a bar or a spinner over a blank page; then its content, or
// the sentence that says there is none.

let ticketId = '';
let orderId = '';
const e2e = useE2E({}, async (started) => {
  const { ids, headers } = await signInDemo(started.portal, ['admin', 'dealer']);
  ticketId = (await started.call(headers.dealer, 'POST', '/api/support', { categoryId: 'technical', title: 'Skeleton ticket', message: 'The car shows P2002' })).id;
  orderId = (await placeOrder(started.portal, { dealerId: ids.dealer, admin: headers.admin })).orderId;
});

const SKELETON = 'loading-skeleton';
const isPath = (path: string) => (url: URL) => url.pathname === path;
/** A past month nobody has figures in: the report answers no row. */
const EMPTY_MONTH = 'from_current=2001-01-01&to_current=2001-01-31&from_previous=2000-12-01&to_previous=2000-12-31';

type Screen = {
  name: string;
  /** Who opens it; null: a public screen, opened signed out. */
  who: string | null;
  // Read when the test runs: the ticket and the order are made in the set-up.
  path: () => string;
  api: () => string;
  /** What the screen shows once its answer arrives. */
  loaded: (page: Page) => Locator;
};

const screens: Screen[] = [
  { name: 'company information', who: 'dealer', path: () => '/information/me', api: () => '/api/company', loaded: (page) => page.getByTestId('company-terms') },
  {
    name: 'required information', who: 'dealer', path: () => '/required-information', api: () => '/api/company',
    loaded: (page) => page.getByTestId('required-done').or(page.getByTestId('information-incomplete')),
  },
  { name: 'order software', who: 'dealer', path: () => '/order-software', api: () => '/api/user/find-order-software-section', loaded: (page) => page.getByTestId('price-panel') },
  { name: 'ticket', who: 'dealer', path: () => `/support/${ticketId}`, api: () => `/api/support/${ticketId}`, loaded: (page) => page.getByTestId('ticket-page').getByText('Skeleton ticket') },
  { name: 'combos', who: 'admin', path: () => '/vehicles-combos', api: () => '/api/combos/index', loaded: (page) => page.getByRole('button', { name: 'Save' }) },
  { name: 'FAQ with no question', who: null, path: () => '/faq', api: () => '/api/public/faq', loaded: (page) => page.getByText('No questions yet.') },
  {
    name: 'revenue report with no row', who: 'admin', path: () => `/reports-revenue?${EMPTY_MONTH}`, api: () => '/api/reports/credit-revenue-summary',
    loaded: (page) => page.getByTestId('empty-state').getByText('No account has figures for these filters.'),
  },
];

/** The page's next request to `api`. */
const askedFor = (page: Page, api: string) => page.waitForRequest((request) => isPath(api)(new URL(request.url())));

/**
 * Opens `path` with the answers to `api` held, and waits until the screen has asked for them: the
 * grey page shown while a screen's code arrives (lazyPage) is not the screen's own loading state.
 */
const openHeld = async (page: Page, who: string | null, path: string, api: string) => {
  const release = await holdAnswers(page, isPath(api));
  const asked = askedFor(page, api);
  if (who) await openAs(page, e2e.baseUrl, `${who}@demo.test`, path);
  else await page.goto(`${e2e.baseUrl}/admin${path}`);
  await asked;
  return release;
};

/** A bar or a spinner of the screen's own (the top bar's refresh indicator aside). */
const progress = (page: Page) => page.locator('[role="progressbar"]:not(header [role="progressbar"])');

/** Grey shapes in `within` while the answer is held, none of `loaded` and no bar or spinner; once released, `loaded` and no shape. */
const skeletonUntil = async (page: Page, within: Page | Locator, loaded: Locator, release: () => void) => {
  await within.getByTestId(SKELETON).first().waitFor();
  expect(await loaded.count()).toBe(0);
  expect(await progress(page).count()).toBe(0);
  release();
  await loaded.first().waitFor();
  await expect.poll(() => within.getByTestId(SKELETON).count()).toBe(0);
};

describe('a screen while its answer is on its way', () => {
  for (const screen of screens) {
    it(`shows the ${screen.name} screen as grey shapes until its answer arrives`, async () => {
      const page = await e2e.newPage('en-GB');
      const release = await openHeld(page, screen.who, screen.path(), screen.api());
      await skeletonUntil(page, page, screen.loaded(page), release);
      await shot(page, `loading-${screen.name.replace(/\W+/g, '-')}`);
    });
  }

  it('shows an order as grey shapes, then its chat as grey lines until the chat says it has no message', async () => {
    const page = await e2e.newPage('en-GB');
    const releaseChat = await holdAnswers(page, isPath(`/api/order-chat/${orderId}`));
    const releaseOrder = await openHeld(page, 'dealer', `/order-detail/${orderId}`, `/api/order-software/view/${orderId}`);
    const chat = page.getByTestId('order-chat');
    await page.getByTestId(SKELETON).first().waitFor();
    expect(await chat.count()).toBe(0);
    expect(await progress(page).count()).toBe(0);
    releaseOrder();
    await askedFor(page, `/api/order-chat/${orderId}`);
    // The order is there, its chat's messages are not yet: grey lines in the chat's card.
    await skeletonUntil(page, chat, chat.getByTestId('order-chat-empty').getByText('No messages yet'), releaseChat);
  });
});
