import type { Translations } from '../i18n/types';
import type { faqEn } from './i18n';

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
