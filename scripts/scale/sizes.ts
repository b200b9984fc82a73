// How big a generated network is (issue 15 "Scale"). `large` is the size of a large tuning network;
// `medium` about a tenth of it for quick runs; `tiny` is what the integration test generates.

export type ScaleSize = {
  /** Accounts of the dealer network: distributors, their dealers, the dealers' sub-dealers. */
  accounts: number;
  /** Staff accounts besides the Admin. */
  calibrators: number;
  supportAgents: number;
  /** Ledger movements in all: top-ups and transfers, software charges and refunds. */
  movements: number;
  softwareOrders: number;
  tickets: number;
  vehicles: number;
  /** Days of history the events spread over, ending at the generator's `now`. */
  days: number;
};

export const SCALES = {
  tiny: { accounts: 30, calibrators: 3, supportAgents: 2, movements: 600, softwareOrders: 120, tickets: 30, vehicles: 60, days: 60 },
  medium: { accounts: 500, calibrators: 10, supportAgents: 5, movements: 100_000, softwareOrders: 20_000, tickets: 5_000, vehicles: 5_000, days: 365 },
  large: { accounts: 5_000, calibrators: 40, supportAgents: 20, movements: 1_000_000, softwareOrders: 200_000, tickets: 50_000, vehicles: 50_000, days: 365 },
} as const satisfies Record<string, ScaleSize>;

export type ScaleName = keyof typeof SCALES;

export const isScaleName = (name: string): name is ScaleName => Object.hasOwn(SCALES, name);

/** The size called `name`, or an error naming the known ones. */
export const scaleNamed = (name: string): ScaleSize => {
  if (!isScaleName(name)) throw new Error(`Unknown scale "${name}": use ${Object.keys(SCALES).join(', ')}`);
  return SCALES[name];
};
