import { describe, expect, it } from 'vitest';
import { openAs, useE2E } from './browser.js';

// Spec sections 2 and 4: non-staff see whether support is open, the time left, the next closed
// date in red within 7 days, and a calendar of the upcoming closed dates. The server's clock is
// fixed (the bar reads GET support/status), so the state does not depend on when the test runs.

/** Tuesday 24 November 2026, 11:00 in Amsterdam. */
let clock = new Date('2026-11-24T10:00:00Z');
const e2e = useE2E({ now: () => clock }, async ({ portal }) => {
  await portal.services.db.insertInto('support_closed_dates').values([{ date: '2026-11-30' }, { date: '2026-12-25' }]).execute();
});

describe('the support bar', () => {
  it('shows support open with the time until 18:00, the closed Monday in red and the calendar', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const dealer = await e2e.newPage();
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    const bar = dealer.getByTestId('support-bar');
    await bar.waitFor();
    expect(await bar.getAttribute('data-state')).toBe('open');
    await bar.getByText('Support open · closes in 7 h 0 min').waitFor();
    expect(await bar.getByTestId('support-next-closed').textContent()).toBe('Closed on Monday, 30/11/2026');

    await bar.getByRole('button', { name: 'Closed dates' }).click();
    const calendar = dealer.getByRole('dialog', { name: 'Upcoming days support is closed' });
    await calendar.getByText('Friday, 25/12/2026').waitFor();
    expect(await calendar.locator('[data-date]').evaluateAll((items) => items.map((item) => item.getAttribute('data-date')))).toEqual(['2026-11-30', '2026-12-25']);
  });

  it('in Spanish, on Friday evening: closed until Tuesday 08:00 because Monday is a closed date', async () => {
    clock = new Date('2026-11-27T17:30:00Z'); // Friday 18:30 in Amsterdam
    const dealer = await e2e.newPage('es-ES');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    const bar = dealer.getByTestId('support-bar');
    await bar.waitFor();
    expect(await bar.getAttribute('data-state')).toBe('closed');
    // Tuesday 1 December 08:00 CET is 3 days 13 h 30 min away.
    await bar.getByText('Soporte cerrado · abre en 3 d 13 h 30 min').waitFor();
    expect(await bar.getByTestId('support-next-closed').textContent()).toBe('Cerrado el lunes, 30/11/2026');
    await bar.getByRole('button', { name: 'Días de cierre' }).click();
    await dealer.getByRole('dialog').getByText('viernes, 25/12/2026').waitFor();
  });

  it('is not shown to staff', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/dashboard');
    await admin.getByRole('menuitem', { name: /Support closed dates/ }).waitFor();
    expect(await admin.getByTestId('support-bar').count()).toBe(0);
  });

  it('administrators add and remove closed dates on their page', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/support-calendar');
    await admin.getByText('Friday, 25/12/2026').waitFor();
    await admin.getByTestId('closed-date-input').fill('2026-12-31');
    await admin.getByRole('button', { name: 'Close support on this date' }).click();
    await admin.getByText('Support is closed on Thursday, 31/12/2026').waitFor();
    await admin.locator('[data-date="2026-12-31"]').waitFor();
    await admin.locator('[data-date="2026-12-25"]').getByRole('button', { name: 'Remove' }).click();
    await admin.getByText('Support opens again on Friday, 25/12/2026').waitFor();
    await admin.locator('[data-date="2026-12-25"]').waitFor({ state: 'detached' });
    const stored = await e2e.portal.services.db.selectFrom('support_closed_dates').select((eb) => eb.cast<string>('date', 'text').as('date')).orderBy('date').execute();
    expect(stored.map((row) => row.date)).toEqual(['2026-11-30', '2026-12-31']);
  });
});
