/** resources.faq-entries.* and faq.* (issue 14: the public /faq and its editing screens). */
export const faqEn = {
  resources: {
    'faq-entries': {
      name: 'FAQ entry |||| FAQ',
      fields: {
        group: 'Group', groupEn: 'Group (English)', groupEs: 'Group (Spanish)', question: 'Question', questionEn: 'Question (English)',
        questionEs: 'Question (Spanish)', answerEn: 'Answer (English)', answerEs: 'Answer (Spanish)', position: 'Position in the group', updatedAt: 'Updated', q: 'Search',
      },
    },
  },
  faq: {
    menu: 'FAQ',
    title: 'Frequently asked questions',
    search: 'Search the questions',
    general: 'General',
    empty: 'No questions yet.',
    no_match: 'No question matches “%{q}”.',
    languages_hint: 'Write in English, Spanish or both: readers see their language, or the other one when theirs is empty. An empty group is the general group.',
    delete_title: 'Delete this question?',
    delete_text: 'It disappears from the public FAQ. Are you sure you want to perform this action?',
  },
};
