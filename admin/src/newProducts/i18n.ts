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
