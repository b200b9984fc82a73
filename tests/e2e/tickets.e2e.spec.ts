import { describe, it } from 'vitest';
import { openAs, useE2E } from './browser.js';

// Support tickets in two browsers (issue 11): a dealer working in Spanish opens a ticket from the
// list; the support agent finds it at the top of its list, assigns it to itself and answers; the
// dealer's open ticket shows the answer without a reload.

const e2e = useE2E();

describe('support tickets in the browser', () => {
  it('a dealer (in Spanish) opens a ticket; support assigns itself and answers; the dealer sees the answer', async () => {
    const dealer = await e2e.newPage('es-ES');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/support');
    await dealer.getByTestId('tickets-empty').getByText('Aún no hay tickets').waitFor();
    await dealer.getByTestId('tickets-empty').getByTestId('new-ticket').click();
    await dealer.getByTestId('new-ticket-category').click();
    await dealer.getByRole('option', { name: 'Technical', exact: true }).click();
    await dealer.getByTestId('new-ticket-title').fill('El DPF off no funciona');
    await dealer.getByTestId('new-ticket-message').fill('El coche muestra el código P2002');
    await dealer.getByTestId('new-ticket-submit').click();
    await dealer.waitForURL(/\/admin\/support\/[0-9a-f-]{36}$/);
    const ticketUrl = new URL(dealer.url()).pathname;
    await dealer.getByText('Esperando una respuesta de soporte').waitFor();
    await dealer.getByTestId('ticket-message').getByText('El coche muestra el código P2002').waitFor();

    const support = await e2e.newPage();
    await openAs(support, e2e.baseUrl, 'support@demo.test', '/support');
    await support.getByTestId('tickets-list').getByText('El DPF off no funciona').click();
    await support.waitForURL(`**${ticketUrl}`);
    await support.getByTestId('ticket-assign-me').click();
    await support.getByTestId('ticket-agent').getByText('Sue Support').waitFor();
    await support.getByTestId('ticket-status').getByText('In progress').waitFor();
    await support.getByTestId('ticket-text').fill('Please send us the full fault log');
    await support.getByTestId('ticket-send').click();
    await support.getByTestId('ticket-message').getByText('Please send us the full fault log').waitFor();

    // The dealer's open page shows the answer live, with the agent's side in Spanish.
    const answer = dealer.getByTestId('ticket-message').filter({ hasText: 'Please send us the full fault log' });
    await answer.waitFor();
    await answer.getByText('Soporte').waitFor();
    await dealer.getByTestId('ticket-agent').getByText('Sue Support').waitFor();
  });
});
