import type { Translations } from '../i18n/types';
import type { newsEn } from './i18n';

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
