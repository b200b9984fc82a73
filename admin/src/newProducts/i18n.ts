import type { Translations } from '../i18n/types';

/** resources.newproducts.* and new_products.* (vehicle requests). */
export const newProductsEn = {
  resources: {
    newproducts: {
      name: 'New product |||| New products',
      empty: 'No vehicle requests yet.',
      fields: {
        id: 'Id',
        requestedByEmail: 'Requested by',
        make: 'Make',
        model: 'Model',
        generation: 'Generation',
        engine: 'Engine',
        gearbox: 'Gearbox',
        vin: 'VIN',
        note: 'Note',
        status: 'Status',
        vehicleId: 'Vehicle added',
        createdAt: 'Requested',
        updatedAt: 'Updated',
        q: 'Search',
      },
    },
  },
  new_products: {
    status: { New: 'New', Added: 'Added', Rejected: 'Rejected' },
    create_vehicle: 'Create vehicle',
    vehicle_hint: 'The catalogue vehicle that answers this request (needed for Added)',
    vehicle_required: 'Choose the vehicle that was added',
    invalid_vin: 'Invalid VIN.',
    request: {
      button: 'Request a vehicle',
      title: 'Request a vehicle',
      help: 'Not in the catalogue? Tell us which vehicle you need and we will add it.',
      send: 'Send request',
      sent: 'Request sent: we will let you know when the vehicle is added',
    },
  },
};

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
