/** order_chat.*: the chat on each order (issue 10). */
export const orderChatEn = {
  order_chat: {
    title: 'Chat',
    loading: 'Loading the chat',
    empty: 'No messages yet',
    older: 'Show older messages',
    roles: { Dealer: 'Dealer', Calibrator: 'Calibrator', Support: 'Support', Admin: 'Admin' },
    composer: { label: 'Message', placeholder: 'Write a message (Ctrl+Enter sends)', attach: 'Attach files', send: 'Send' },
    alert: { title: 'New message in an order chat', open: 'Open' },
  },
};
