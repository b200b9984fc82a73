import type { Translations } from '../i18n/types';
import type { companyEn } from './i18n';

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
