/** api/CONTRACT.md "Software orders: public links". */
export type FigurePair = { before: string; after: string };
export type PublicVehicle = { make: string; model: string; generation: string; engine: string; gearbox: string | null };

export type Certificate = {
  sample: boolean;
  number: number | null;
  date: string | null;
  type: string | null;
  vehicle: PublicVehicle;
  vin: string | null;
  dealerName: string | null;
  /** `type` and `stage` are codes (a combo's stage is `ecu-dsg`); `name` is English. */
  stages: { type: string; stage: string; name: string; power: FigurePair; torque: FigurePair }[];
  originalReads: { unit: string; sha256: string }[];
};

export type OrderTracking = {
  number: number;
  type: string;
  stage: string;
  stageName: string;
  vehicle: PublicVehicle;
  /** The status's display name ("Response required", "Tune Supplied"...). */
  status: string;
  placedAt: string;
  updatedAt: string;
};

export type OverviewRole = 'dealer' | 'admin';
