/** notifications.*: the bell and the old notifications (issue 11). */
export const notificationsEn = {
  notifications: {
    bell: 'Notifications',
    // The bell's name carries the badge's number, so a screen reader hears what the eye sees.
    bell_unread: 'Notifications: %{count} unread',
    empty: 'You have no new notifications!',
    clear_all: 'Clear all',
    clear_one: 'Dismiss',
    old: 'Old notifications',
    old_empty: 'No old notifications',
    loading: 'Loading notifications',
    types: { credits: 'Credits', chats: 'Chats', software: 'Software', general: 'General', priceList: 'Price list' },
    columns: { time: 'Time', type: 'Type', title: 'Title', text: 'Text' },
    more: 'Show more',
  },
};
