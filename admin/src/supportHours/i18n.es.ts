import type { Translations } from '../i18n/types';
import type { supportHoursEn } from './i18n';

export const supportHoursEs: Translations<typeof supportHoursEn> = {
  open: 'Soporte abierto',
  closed: 'Soporte cerrado',
  closes_in: 'cierra en %{time}',
  opens_in: 'abre en %{time}',
  changes_at_open: 'Cierra el %{when} (su hora)',
  changes_at_closed: 'Abre el %{when} (su hora)',
  days: '%{smart_count} d',
  hours: '%{smart_count} h',
  minutes: '%{smart_count} min',
  next_closed: 'Cerrado el %{date}',
  closed_dates_link: 'Días de cierre',
  calendar_title: 'Próximos días con el soporte cerrado',
  calendar_hint: 'El soporte también cierra los fines de semana. Abierto de 08:00 a 18:00, hora de Ámsterdam, en días laborables.',
  calendar_empty: 'No hay días de cierre previstos',
  close: 'Cerrar',
  admin: {
    menu: 'Días de cierre del soporte',
    title: 'Días de cierre del soporte',
    date: 'Fecha',
    add: 'Cerrar el soporte en esta fecha',
    added: 'El soporte está cerrado el %{date}',
    remove: 'Quitar',
    removed: 'El soporte vuelve a abrir el %{date}',
    empty: 'No hay próximos días de cierre',
  },
};
