import type { Translations } from '../i18n/types';

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

export const newsEs: Translations<typeof newsEn> = {
  resources: {
    news: {
      name: 'Noticia |||| Noticias',
      fields: {
        title: 'Título', titleEn: 'Título (inglés)', titleEs: 'Título (español)', body: 'Texto', bodyEn: 'Texto (inglés)', bodyEs: 'Texto (español)',
        publishedAt: 'Publicada', updatedAt: 'Actualizada', read: 'Leída', unread: 'Solo no leídas', q: 'Buscar',
      },
    },
  },
  news: {
    menu: 'Noticias',
    unread_badge: '%{smart_count} noticia sin leer |||| %{smart_count} noticias sin leer',
    empty: 'Todavía no hay noticias.',
    new_marker: 'Nueva',
    languages_hint: 'Escriba en inglés, en español o en ambos: cada lector ve su idioma, o el otro cuando el suyo está vacío.',
    delete_title: '¿Eliminar esta noticia?',
    delete_text: 'Desaparece para todos los lectores. ¿Está seguro de que desea realizar esta acción?',
  },
};
