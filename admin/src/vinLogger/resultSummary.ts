// What a VIN search answered, read from a vin_logs row's result (api/CONTRACT.md: the answer
// `{ vin, rule, vehicles }` or `{ error }` for a refused VIN).

export type VinLogVehicle = { id: string; make: string; model: string; generation: string; engine: string };
export type VinResultSummary =
  | { kind: 'refused'; message: string }
  | { kind: 'found'; count: number; pattern: string | null; vehicles: VinLogVehicle[] }
  | { kind: 'none' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const summariseVinResult = (result: unknown): VinResultSummary => {
  if (!isObject(result)) return { kind: 'none' };
  if (typeof result.error === 'string') return { kind: 'refused', message: result.error };
  const vehicles = Array.isArray(result.vehicles) ? (result.vehicles.filter(isObject) as VinLogVehicle[]) : [];
  if (vehicles.length === 0) return { kind: 'none' };
  const pattern = isObject(result.rule) && typeof result.rule.pattern === 'string' ? result.rule.pattern : null;
  return { kind: 'found', count: vehicles.length, pattern, vehicles };
};

/** One line for the list and the CSV export (English: the CSV is a data file). */
export const vinResultText = (summary: VinResultSummary): string =>
  summary.kind === 'refused' ? summary.message : summary.kind === 'none' ? 'No vehicle found' : `${summary.count} vehicle(s)`;
