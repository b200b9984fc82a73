/** resources.news.* and news.* (issue 14: news). */
export const newsEn = {
  resources: {
    news: {
      name: 'News item |||| News',
      fields: {
        title: 'Title', titleEn: 'Title (English)', titleEs: 'Title (Spanish)', body: 'Text', bodyEn: 'Text (English)', bodyEs: 'Text (Spanish)',
        publishedAt: 'Published', updatedAt: 'Updated', read: 'Read', unread: 'Unread only', q: 'Search',
      },
    },
  },
  news: {
    menu: 'News',
    unread_badge: '%{smart_count} unread news item |||| %{smart_count} unread news items',
    empty: 'No news yet.',
    new_marker: 'New',
    languages_hint: 'Write in English, Spanish or both: readers see their language, or the other one when theirs is empty.',
    delete_title: 'Delete this news item?',
    delete_text: 'It disappears for every reader. Are you sure you want to perform this action?',
  },
};
