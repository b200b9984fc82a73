import type { SheetKind } from './kind.js';
import { pricesSheet } from './prices-sheet.js';
import { vehiclesSheet } from './vehicles-sheet.js';
import { priceConfigSheet } from '../vehiclesPriceConfig/sheet.js';

export type SheetKindName = SheetKind<unknown>['name'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own Row type; the engine treats rows opaquely
export type AnySheetKind = SheetKind<any>;

/** Every importable/exportable spreadsheet, by name; each kind lives in its own feature folder (one import line + one entry). */
export const SHEET_KINDS: Partial<Record<SheetKindName, AnySheetKind>> = {
  vehicles: vehiclesSheet,
  prices: pricesSheet,
  'price-config': priceConfigSheet,
};

export function sheetKind(name: string): AnySheetKind | undefined {
  return Object.hasOwn(SHEET_KINDS, name) ? SHEET_KINDS[name as SheetKindName] : undefined;
}
