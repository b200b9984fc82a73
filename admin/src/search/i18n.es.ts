import type { Translations } from '../i18n/types';
import type { searchEn } from './i18n';

export const searchEs: Translations<typeof searchEn> = {
  search: {
    open: 'Buscar (Ctrl+K o /)',
    label: 'Buscar en el portal',
    placeholder: 'Número de pedido, VIN, nombre, email, ticket o vehículo',
    hint: 'Escriba al menos 3 caracteres, o un número de pedido o de ticket',
    searching: 'Buscando…',
    none: 'No se encontró nada',
    found: '%{smart_count} resultado |||| %{smart_count} resultados',
    results: 'Resultados de la búsqueda',
    kinds: { orders: 'Pedidos', tickets: 'Tickets', users: 'Usuarios', vehicles: 'Vehículos' },
  },
};
