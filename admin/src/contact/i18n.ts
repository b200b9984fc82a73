/** contact.*: the public contact form and the Admin's list of its requests (issue 14). */
export const contactEn = {
  contact: {
    menu: 'Contact requests',
    title: 'Contact requests',
    empty: 'No contact requests yet',
    loading: 'Loading the contact requests',
    waiting: 'Waiting',
    handled: 'Handled',
    mark_handled: 'Mark handled',
    mark_confirm: 'Are you sure you want to perform this action?',
    marked: 'The request is marked handled',
    form: { title: 'Contact us', intro: 'Write to us and we will answer by email.', send: 'Send', sent: 'Thank you: we received your message and will answer by email', back: 'Back to sign in' },
    fields: { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message', createdAt: 'Received', status: 'Status' },
  },
};
