import type { Translations } from '../i18n/types';

/** networks.*: sub-dealer registrations and the distributors' networks (issue 13). */
export const networksEn = {
  networks: {
    menu: 'Network',
    registrations: {
      menu: 'Registrations',
      badge: '%{smart_count} registration waits |||| %{smart_count} registrations wait',
      title: 'Sub-dealer registrations',
      help: 'Sub-dealers who registered under you wait for your decision before they can sign in.',
      empty: 'No registration waits for a decision.',
      accept: 'Accept',
      refuse: 'Refuse',
      accepted: '%{email} can now sign in',
      refused: 'The registration of %{email} was refused',
      fields: { name: 'Name', email: 'Email', phone: 'Phone', countryId: 'Country', emailVerified: 'Email confirmed', createdAt: 'Registered' },
    },
    dealers: {
      menu: 'Dealer networks',
      title: 'Dealers of a distributor',
      help: 'A dealer in a distributor\'s network buys its credits from that distributor; out of it, from the house.',
      distributor: 'Distributor',
      dealer: 'Dealer',
      add: 'Add to the network',
      remove: 'Remove from the network',
      added: 'The dealer is now in the distributor\'s network',
      removed: 'The dealer was removed from the network',
    },
  },
};

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
