import type { Translations } from '../i18n/types';
import type { contentPagesEn } from './i18n';

export const contentPagesEs: Translations<typeof contentPagesEn> = {
  resources: {
    'content-pages': {
      name: 'Página pública |||| Páginas públicas',
      empty: 'Todavía no hay páginas públicas.',
      fields: { slug: 'Página', title: 'Título', titleEn: 'Título (inglés)', titleEs: 'Título (español)', bodyEn: 'Texto (inglés)', bodyEs: 'Texto (español)', updatedAt: 'Actualizada' },
    },
  },
  content_pages: {
    menu: 'Páginas públicas',
    not_written: 'Aún sin escribir',
    open_public: 'Abrir la página pública',
    coming: 'Estamos escribiendo esta página. Vuelva pronto.',
    site_title: 'Nuestros servicios',
    languages_hint: 'Escriba en inglés, en español o en ambos: cada visitante ve su idioma, o el otro cuando el suyo está vacío. Una página necesita un título para aparecer en el menú público.',
    slugs: {
      repairs: 'Reparación de cajas de cambios y motores', parts: 'Piezas de recambio', chiptuning: 'Chiptuning', hardware: 'Hardware de motor y caja de cambios',
      conversion: 'Conversión de caja de cambios', 'flash-service': 'Servicio de flasheo', webshop: 'Tienda online', dealers: 'Distribuidores', projects: 'Proyectos', news: 'Noticias', about: 'Sobre nosotros',
    },
  },
};
