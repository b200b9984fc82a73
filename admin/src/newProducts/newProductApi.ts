import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer, ApiBody } from '../providers/apiTypes';

// A dealer's request for a vehicle the catalogue lacks (CONTRACT.md "Catalogue offers": POST newproducts).

export type NewProductRequest = ApiBody<'/api/newproducts'>;
export type NewProductStatus = ApiAnswer<'/api/newproducts', 'post'>['status'];
export const NEW_PRODUCT_STATUSES: NewProductStatus[] = ['New', 'Added', 'Rejected'];

export const newProductCommands = {
  requestNewProduct: (body: NewProductRequest) => answered(apiClient.POST('/api/newproducts', { body })),
};
