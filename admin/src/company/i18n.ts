import type { Translations } from '../i18n/types';

/** company.*: company information, required-information and the Admin's change requests (issue 13). */
export const companyEn = {
  company: {
    menu: 'Company information',
    title: 'Company information',
    empty: 'No company information yet.',
    save: 'Save',
    request_change: 'Ask for this change',
    saved: 'The company information was saved',
    change_requested: 'Your change was sent: an administrator will check it',
    pending: 'A change asked on %{date} waits for an administrator.',
    fields: { name: 'Company name', vatId: 'VAT number', address: 'Address', postalCode: 'Postal code', city: 'City', countryId: 'Country', email: 'Invoice email', phone: 'Phone' },
    required: {
      title: 'Required information',
      help: 'Before you order, fill in the company information that goes on your invoices.',
      done: 'Your company information is complete.',
    },
    terms: { title: 'Your terms', none: 'No terms uploaded yet.', upload: 'Upload terms (PDF)', download: 'Download', uploaded: 'The terms were uploaded' },
    requests: {
      menu: 'Company changes',
      title: 'Company information changes',
      empty: 'No change waits for a decision.',
      current: 'Now',
      requested: 'Asked',
      accept: 'Accept',
      refuse: 'Refuse',
      accepted: 'The change was accepted',
      refused: 'The change was refused',
    },
  },
};

export const companyEs: Translations<typeof companyEn> = {
  company: {
    menu: 'Información de empresa',
    title: 'Información de empresa',
    empty: 'Aún no hay información de empresa.',
    save: 'Guardar',
    request_change: 'Solicitar este cambio',
    saved: 'La información de empresa se guardó',
    change_requested: 'Su cambio se envió: un administrador lo revisará',
    pending: 'Un cambio solicitado el %{date} espera a un administrador.',
    fields: { name: 'Nombre de la empresa', vatId: 'NIF / IVA', address: 'Dirección', postalCode: 'Código postal', city: 'Ciudad', countryId: 'País', email: 'Correo de facturación', phone: 'Teléfono' },
    required: {
      title: 'Información requerida',
      help: 'Antes de hacer pedidos, complete la información de empresa que figura en sus facturas.',
      done: 'Su información de empresa está completa.',
    },
    terms: { title: 'Sus condiciones', none: 'Aún no hay condiciones subidas.', upload: 'Subir condiciones (PDF)', download: 'Descargar', uploaded: 'Las condiciones se subieron' },
    requests: {
      menu: 'Cambios de empresa',
      title: 'Cambios de información de empresa',
      empty: 'Ningún cambio espera una decisión.',
      current: 'Actual',
      requested: 'Solicitado',
      accept: 'Aceptar',
      refuse: 'Rechazar',
      accepted: 'El cambio se aceptó',
      refused: 'El cambio se rechazó',
    },
  },
};
