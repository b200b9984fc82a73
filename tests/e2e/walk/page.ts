import type { Page } from 'playwright-core';

// How the walks move through the admin and wait for a screen, shared by the menu walk and the walk
// of spec section 2's routes.

/** How long a screen may keep a progress indicator before it is audited as it stands. */
const SETTLE_TIMEOUT_MS = 10_000;
/** How long no request may be open before a screen counts as loaded. */
const QUIET_MS = 300;
/**
 * How often a wait in the page looks again. playwright's default looks at every animation frame
 * (a query and a layout each time) for as long as a skeleton shows.
 */
const POLL_MS = 50;

/** Counts the page's open requests (the live socket is not one). */
export const trackRequests = (page: Page) => {
  let open = 0;
  page.on('request', () => { open += 1; });
  page.on('requestfinished', () => { open -= 1; });
  page.on('requestfailed', () => { open -= 1; });
  return () => open;
};

/** Waits for the screen's requests and progress indicators to end, then for two frames. */
export const settle = async (page: Page, openRequests: () => number) => {
  const until = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (openRequests() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => ![...document.querySelectorAll('.MuiLinearProgress-root,.MuiCircularProgress-root,.MuiSkeleton-root')]
    .some((element) => (element as HTMLElement).offsetParent !== null), undefined, { timeout: SETTLE_TIMEOUT_MS, polling: POLL_MS }).catch(() => undefined);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
};

/** Opens `path` as a click on a link would (no reload: the walk's time goes to the checks). */
export const navigate = (page: Page, path: string) => page.evaluate((to) => {
  window.history.pushState({}, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}, path);
