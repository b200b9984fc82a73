import type { Translations } from '../i18n/types';
import type { networksEn } from './i18n';

export const networksEs: Translations<typeof networksEn> = {
  networks: {
    menu: 'Red',
    registrations: {
      menu: 'Registros',
      badge: '%{smart_count} registro en espera |||| %{smart_count} registros en espera',
      title: 'Registros de subconcesionarios',
      help: 'Los subconcesionarios que se registraron bajo usted esperan su decisión para poder iniciar sesión.',
      empty: 'Ningún registro espera una decisión.',
      accept: 'Aceptar',
      refuse: 'Rechazar',
      accepted: '%{email} ya puede iniciar sesión',
      refused: 'El registro de %{email} se rechazó',
      fields: { name: 'Nombre', email: 'Correo', phone: 'Teléfono', countryId: 'País', emailVerified: 'Correo confirmado', createdAt: 'Registrado' },
    },
    dealers: {
      menu: 'Redes de concesionarios',
      title: 'Concesionarios de un distribuidor',
      help: 'Un concesionario en la red de un distribuidor le compra los créditos a ese distribuidor; fuera de ella, a la casa.',
      distributor: 'Distribuidor',
      dealer: 'Concesionario',
      add: 'Añadir a la red',
      remove: 'Quitar de la red',
      added: 'El concesionario ya está en la red del distribuidor',
      removed: 'El concesionario se quitó de la red',
    },
  },
};
