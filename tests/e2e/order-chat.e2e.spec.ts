import { describe, it } from 'vitest';
import { placeOrder } from '../softwareOrders/support.js';
import { openAs, useE2E } from './browser.js';

// The chat on an order in two browsers (issue 10): a Spanish-speaking dealer and a calibrator on
// the same order; the calibrator's message appears on the dealer's page without a reload, the
// calibrator gets the popup alert of the dealer's answer and its Open button opens the chat.

let orderId: string;

const e2e = useE2E({}, async ({ portal }) => {
  const admin = portal.auth(await portal.login('admin@demo.test'));
  const dealer = await portal.services.db.selectFrom('users').select('id').where('email', '=', 'dealer@demo.test').executeTakeFirstOrThrow();
  ({ orderId } = await placeOrder(portal, { dealerId: dealer.id, admin }));
});

describe('the order chat in the browser', () => {
  it('delivers messages live between a dealer (in Spanish) and a calibrator', async () => {
    const dealer = await e2e.newPage('es-ES');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', `/order-detail/${orderId}?open-chat=1`);
    const dealerChat = dealer.getByTestId('order-chat');
    await dealerChat.getByText('Aún no hay mensajes').waitFor();

    const calibrator = await e2e.newPage();
    await openAs(calibrator, e2e.baseUrl, 'calibrator@demo.test', `/order-detail/${orderId}`);
    const calibratorChat = calibrator.getByTestId('order-chat');
    await calibratorChat.getByText('No messages yet').waitFor();
    await calibratorChat.getByTestId('order-chat-text').fill('Your stage 2 file is ready, please check the DPF option');
    await calibratorChat.getByTestId('order-chat-send').click();
    await calibratorChat.getByTestId('order-chat-message').getByText('Your stage 2 file is ready').waitFor();

    // The dealer's page shows it without a reload, with the author and the role in Spanish.
    const received = dealerChat.getByTestId('order-chat-message').filter({ hasText: 'Your stage 2 file is ready' });
    await received.waitFor();
    await received.getByText('Calibrador').waitFor();

    // The dealer answers; the calibrator gets the popup alert and opens the chat from it.
    await dealerChat.getByTestId('order-chat-text').fill('¿Puede añadir el pop & bang?');
    await dealerChat.getByTestId('order-chat-send').click();
    const alert = calibrator.getByTestId('order-chat-alert');
    await alert.getByText('¿Puede añadir el pop & bang?').waitFor();
    await calibratorChat.getByTestId('order-chat-message').getByText('¿Puede añadir el pop & bang?').waitFor();
    await alert.getByRole('button', { name: 'Open' }).click();
    await calibrator.waitForURL(`**/admin/order-detail/${orderId}?open-chat=1`);
  });
});
