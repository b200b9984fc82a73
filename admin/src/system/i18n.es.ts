import type { Translations } from '../i18n/types';
import type { systemEn } from './i18n';

export const systemEs: Translations<typeof systemEn> = {
  system: {
    menu: 'Estado del sistema',
    title: 'Estado del sistema',
    intro: 'Cuánto van por detrás de los eventos los modelos de lectura y el trabajo en segundo plano, leído ahora de la base de datos. La monitorización lee las mismas cifras en /metrics.',
    read_at: 'Leído el %{at}',
    refresh: 'Leer de nuevo',
    projections: 'Proyecciones',
    reactors: 'Trabajo en segundo plano',
    no_projections: 'No hay proyecciones configuradas',
    no_reactors: 'No hay trabajo en segundo plano configurado',
    caught_up: 'Al día',
    behind: '%{smart_count} evento pendiente |||| %{smart_count} eventos pendientes',
    seconds: '%{seconds} s',
    fields: { name: 'Nombre', state: 'Estado', events: 'Eventos pendientes', oldest: 'El más antiguo espera desde hace' },
    figures: { ledger_queue: 'Órdenes del libro mayor en cola', outbox: 'Eventos por reenviar', sockets: 'Conexiones en vivo (este servidor)' },
  },
};
