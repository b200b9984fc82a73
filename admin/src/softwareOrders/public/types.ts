import type { ApiAnswer } from '../../providers/apiTypes';

/** api/CONTRACT.md "Software orders: public links". */
export type Certificate = ApiAnswer<'/api/public/cert/{publicId}'>;
export type PublicVehicle = Certificate['vehicle'];
export type FigurePair = Certificate['stages'][number]['power'];
export type OrderTracking = ApiAnswer<'/api/public/orders/{number}'>;

export type OverviewRole = 'dealer' | 'admin';
