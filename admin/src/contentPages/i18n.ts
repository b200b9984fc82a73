import type { Translations } from '../i18n/types';

/** resources.content-pages.* and content_pages.* (issue 14: the public side's pages). */
export const contentPagesEn = {
  resources: {
    'content-pages': {
      name: 'Public page |||| Public pages',
      fields: { slug: 'Page', title: 'Title', titleEn: 'Title (English)', titleEs: 'Title (Spanish)', bodyEn: 'Text (English)', bodyEs: 'Text (Spanish)', updatedAt: 'Updated' },
    },
  },
  content_pages: {
    menu: 'Public pages',
    not_written: 'Not written yet',
    open_public: 'Open the public page',
    coming: 'This page is being written. Please come back soon.',
    site_title: 'Our services',
    languages_hint: 'Write in English, Spanish or both: visitors see their language, or the other one when theirs is empty. A page needs a title to appear in the public menu.',
    slugs: {
      repairs: 'Gearbox and engine repairs', parts: 'Replacement parts', chiptuning: 'Chiptuning', hardware: 'Engine and gearbox hardware',
      conversion: 'Gearbox conversion', 'flash-service': 'Flash service', webshop: 'Webshop', dealers: 'Dealers', projects: 'Projects', news: 'News', about: 'About us',
    },
  },
};

export const contentPagesEs: Translations<typeof contentPagesEn> = {
  resources: {
    'content-pages': {
      name: 'Página pública |||| Páginas públicas',
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
