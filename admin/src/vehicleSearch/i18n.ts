import type { Translations } from '../i18n/types';

/** vehicle_search.* */
export const vehicleSearchEn = {
  menu: 'Vehicle search',
  title: 'Vehicle search',
  help: 'Choose a brand, then a model, a generation and an engine. Changing a level clears the ones below it.',
  brand: 'Brand',
  model: 'Model',
  generation: 'Generation',
  engine: 'Engine',
  none: 'No vehicles in the catalogue yet.',
  chosen: 'Chosen vehicle',
  nothing_chosen: 'Choose down to the engine to see the vehicle.',
  load_error: 'The list could not be loaded',
  on_request: 'On request',
  no_offers: 'No stage is offered for this vehicle yet.',
  stage: 'Stage',
  power: 'Power',
  torque: 'Torque',
  price: 'Price (EUR)',
  local_price: 'Price (%{code})',
};

export const vehicleSearchEs: Translations<typeof vehicleSearchEn> = {
  menu: 'Buscar vehículo',
  title: 'Buscar vehículo',
  help: 'Elija una marca, luego un modelo, una generación y un motor. Al cambiar un nivel se borran los inferiores.',
  brand: 'Marca',
  model: 'Modelo',
  generation: 'Generación',
  engine: 'Motor',
  none: 'Aún no hay vehículos en el catálogo.',
  chosen: 'Vehículo elegido',
  nothing_chosen: 'Elija hasta el motor para ver el vehículo.',
  load_error: 'No se pudo cargar la lista',
  on_request: 'Bajo pedido',
  no_offers: 'Aún no se ofrece ninguna etapa para este vehículo.',
  stage: 'Etapa',
  power: 'Potencia',
  torque: 'Par',
  price: 'Precio (EUR)',
  local_price: 'Precio (%{code})',
};
