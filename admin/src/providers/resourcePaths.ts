import type { DataProvider } from 'react-admin';
import { CREDIT_RESOURCE_PATHS } from '../credit/creditApi';
import { OPTION_RESOURCE_PATHS } from '../catalogueOptions/optionApi';
import { SOFTWARE_ORDER_RESOURCES } from '../softwareOrders/orderApi';
import { FAQ_RESOURCE_PATHS } from '../faq/faqApi';

/**
 * react-admin resource names are the screens' routes (spec section 2); some API paths differ
 * (spec section 7). One entry per such resource; the others pass through unchanged.
 */
export const RESOURCE_PATHS: Record<string, string> = {
  ...CREDIT_RESOURCE_PATHS,
  ...OPTION_RESOURCE_PATHS,
  ...SOFTWARE_ORDER_RESOURCES,
  ...FAQ_RESOURCE_PATHS,
  'vehicles-pricing': 'vehicles-prices',
};

const pathOf = (resource: string) => RESOURCE_PATHS[resource] ?? resource;

/** simple-rest under the API paths of RESOURCE_PATHS. */
export const withResourcePaths = (provider: DataProvider): DataProvider => ({
  ...provider,
  getList: (resource, params) => provider.getList(pathOf(resource), params),
  getOne: (resource, params) => provider.getOne(pathOf(resource), params),
  getMany: (resource, params) => provider.getMany(pathOf(resource), params),
  getManyReference: (resource, params) => provider.getManyReference(pathOf(resource), params),
  update: (resource, params) => provider.update(pathOf(resource), params),
  updateMany: (resource, params) => provider.updateMany(pathOf(resource), params),
  create: (resource, params) => provider.create(pathOf(resource), params),
  delete: (resource, params) => provider.delete(pathOf(resource), params),
  deleteMany: (resource, params) => provider.deleteMany(pathOf(resource), params),
});
