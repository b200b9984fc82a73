import { api } from '../providers/httpClient';

// A dealer's request for a vehicle the catalogue lacks (CONTRACT.md "Catalogue offers": POST newproducts).

export type NewProductRequest = { make: string; model: string; generation?: string; engine?: string; gearbox?: string | null; vin?: string | null; note?: string };
export type NewProductStatus = 'New' | 'Added' | 'Rejected';
export const NEW_PRODUCT_STATUSES: NewProductStatus[] = ['New', 'Added', 'Rejected'];

export const newProductCommands = {
  requestNewProduct: (body: NewProductRequest) => api.post<{ id: string; status: NewProductStatus }>('/api/newproducts', body),
};
