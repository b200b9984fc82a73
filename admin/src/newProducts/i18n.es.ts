import type { Translations } from '../i18n/types';
import type { newProductsEn } from './i18n';

export const newProductsEs: Translations<typeof newProductsEn> = {
  resources: {
    newproducts: {
      name: 'Producto nuevo |||| Productos nuevos',
      empty: 'Aún no hay solicitudes de vehículos.',
      fields: {
        id: 'Id',
        requestedByEmail: 'Solicitado por',
        make: 'Marca',
        model: 'Modelo',
        generation: 'Generación',
        engine: 'Motor',
        gearbox: 'Caja de cambios',
        vin: 'VIN',
        note: 'Nota',
        status: 'Estado',
        vehicleId: 'Vehículo añadido',
        createdAt: 'Solicitado',
        updatedAt: 'Actualizado',
        q: 'Buscar',
      },
    },
  },
  new_products: {
    status: { New: 'Nuevo', Added: 'Añadido', Rejected: 'Rechazado' },
    create_vehicle: 'Crear vehículo',
    vehicle_hint: 'El vehículo del catálogo que responde a esta solicitud (necesario para Añadido)',
    vehicle_required: 'Elija el vehículo que se añadió',
    invalid_vin: 'VIN no válido.',
    request: {
      button: 'Solicitar un vehículo',
      title: 'Solicitar un vehículo',
      help: '¿No está en el catálogo? Díganos qué vehículo necesita y lo añadiremos.',
      send: 'Enviar solicitud',
      sent: 'Solicitud enviada: le avisaremos cuando se añada el vehículo',
    },
  },
};
