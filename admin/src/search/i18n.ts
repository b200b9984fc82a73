import type { Translations } from '../i18n/types';

/** search.*: the global search of the top bar (issue 15). */
export const searchEn = {
  search: {
    open: 'Search (Ctrl+K or /)',
    label: 'Search the portal',
    placeholder: 'Order number, VIN, name, email, ticket or vehicle',
    hint: 'Type at least 3 characters, or an order or ticket number',
    searching: 'Searching…',
    none: 'Nothing found',
    found: '%{smart_count} result |||| %{smart_count} results',
    results: 'Search results',
    kinds: { orders: 'Orders', tickets: 'Tickets', users: 'Users', vehicles: 'Vehicles' },
  },
};

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
