import type { Translations } from '../i18n/types';

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

export const faqEs: Translations<typeof faqEn> = {
  resources: {
    'faq-entries': {
      name: 'Pregunta frecuente |||| Preguntas frecuentes',
      fields: {
        group: 'Grupo', groupEn: 'Grupo (inglés)', groupEs: 'Grupo (español)', question: 'Pregunta', questionEn: 'Pregunta (inglés)',
        questionEs: 'Pregunta (español)', answerEn: 'Respuesta (inglés)', answerEs: 'Respuesta (español)', position: 'Posición en el grupo', updatedAt: 'Actualizada', q: 'Buscar',
      },
    },
  },
  faq: {
    menu: 'Preguntas frecuentes',
    title: 'Preguntas frecuentes',
    search: 'Buscar en las preguntas',
    general: 'General',
    empty: 'Todavía no hay preguntas.',
    no_match: 'Ninguna pregunta coincide con «%{q}».',
    languages_hint: 'Escriba en inglés, en español o en ambos: cada lector ve su idioma, o el otro cuando el suyo está vacío. Un grupo vacío es el grupo general.',
    delete_title: '¿Eliminar esta pregunta?',
    delete_text: 'Desaparece de las preguntas frecuentes públicas. ¿Está seguro de que desea realizar esta acción?',
  },
};
