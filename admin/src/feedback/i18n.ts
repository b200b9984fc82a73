/** feedback.*: dealers' ratings and the Admin's and Support's list (issue 14). */
export const feedbackEn = {
  feedback: {
    menu: 'Feedback',
    title: 'Feedback',
    empty: 'No feedback yet',
    loading: 'Loading the feedback',
    leave: 'Leave feedback',
    leave_title: 'Rate order #%{number}',
    service_title: 'Rate our service',
    rate_service: 'Rate the service',
    given: 'Your rating: %{rating}/5',
    sent: 'Thank you for your feedback',
    send: 'Send',
    cancel: 'Cancel',
    all: 'All',
    newest: 'Newest first',
    oldest: 'Oldest first',
    kinds: { order: 'Order', service: 'Service' },
    fields: { rating: 'Rating', comment: 'Comment', kind: 'About', order: 'Order', dealer: 'Dealer', createdAt: 'Date' },
  },
};
