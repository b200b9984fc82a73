import { describe, expect, it } from 'vitest';
import { openAs, shot, useE2E } from './browser.js';

// Support tickets in two browsers (issue 11): the support agent has its ticket list open; a dealer
// working in Spanish opens a ticket from the list; the agent's Tickets badge rises and the ticket
// appears without a reload; the agent assigns it to itself and answers; the dealer's open ticket
// shows the answer and its bell the notification, both without a reload.

const e2e = useE2E();

describe('support tickets in the browser', () => {
  it('a dealer (in Spanish) opens a ticket; support assigns itself and answers; the dealer sees the answer', async () => {
    const support = await e2e.newPage();
    await openAs(support, e2e.baseUrl, 'support@demo.test', '/support');
    const badge = support.getByTestId('tickets-badge').locator('.MuiBadge-badge');
    await support.getByTestId('tickets-empty').waitFor();
    expect(await badge.getAttribute('class')).toContain('MuiBadge-invisible');

    const dealer = await e2e.newPage('es-ES');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/support');
    await dealer.getByTestId('tickets-empty').getByText('Aún no hay tickets').waitFor();
    await dealer.getByTestId('tickets-empty').getByTestId('new-ticket').click();
    await dealer.getByTestId('new-ticket-category').click();
    await dealer.getByRole('option', { name: 'Técnica', exact: true }).click();
    await dealer.getByTestId('new-ticket-title').fill('El DPF off no funciona');
    await dealer.getByTestId('new-ticket-message').fill('El coche muestra el código P2002');
    await dealer.getByTestId('new-ticket-submit').click();
    await dealer.waitForURL(/\/admin\/support\/[0-9a-f-]{36}$/);
    const ticketUrl = new URL(dealer.url()).pathname;
    await dealer.getByText('Esperando una respuesta de soporte').waitFor();
    await dealer.getByTestId('ticket-message').getByText('El coche muestra el código P2002').waitFor();
    await shot(dealer, 'tickets-dealer-opened');

    // The agent's page was open all along: the badge rises and the ticket appears, live.
    await badge.filter({ hasText: '1' }).waitFor();
    expect(await badge.getAttribute('aria-label')).toBe('1 new ticket');
    await support.getByTestId('tickets-list').getByText('El DPF off no funciona').click();
    await support.waitForURL(`**${ticketUrl}`);
    await support.getByTestId('ticket-assign-me').click();
    await support.getByTestId('ticket-agent').getByText('Sue Support').waitFor();
    await support.getByTestId('ticket-status').getByText('In progress').waitFor();
    // Taken: nothing waits for an agent any more.
    await support.waitForFunction(() => document.querySelector('[data-testid="tickets-badge"] .MuiBadge-badge')?.classList.contains('MuiBadge-invisible'));
    await support.getByTestId('ticket-text').fill('Please send us the full fault log');
    await support.getByTestId('ticket-send').click();
    await support.getByTestId('ticket-message').getByText('Please send us the full fault log').waitFor();
    await shot(support, 'tickets-support-answered');

    // The dealer's open page shows the answer live, with the agent's side in Spanish.
    const answer = dealer.getByTestId('ticket-message').filter({ hasText: 'Please send us the full fault log' });
    await answer.waitFor();
    await answer.getByText('Soporte').waitFor();
    // The seeded status, shown in the dealer's language.
    await dealer.getByTestId('ticket-status').getByText('En curso').waitFor();
    await dealer.getByTestId('ticket-agent').getByText('Sue Support').waitFor();
    // The bell rang too: the answer's notification, which opens this ticket.
    await dealer.getByTestId('notification-count').locator('.MuiBadge-badge').filter({ hasText: /^[1-9]/ }).waitFor();
    await dealer.getByTestId('notification-bell').click();
    const notice = dealer.getByTestId('notification-list').getByText('Please send us the full fault log');
    await notice.waitFor();
    await shot(dealer, 'tickets-dealer-bell');
    await notice.click();
    await dealer.waitForURL(`**${ticketUrl}`);
  });
});
