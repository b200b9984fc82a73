import type { ApiAnswer, ApiBody } from '../providers/apiTypes';

/** Shapes of the files section's API (api/CONTRACT.md "Files section"). */
export type TunedFile = {
  id: string; orderId: string; number: number | null; dealerId: string; dealerName: string; make: string; model: string; engine: string;
  type: string; stage: string; unit: string; version: number; hardwareNumber: string | null; softwareVersion: string | null; tool: string | null;
  name: string; size: number; sha256: string; url: string; originalName: string; originalSha256: string; originalUrl: string; calibratorId: string; at: string;
  /** Whether the reader may open the order's project (the order's rule); the stock's files it always downloads. */
  projectReadable: boolean;
};

export type Project = ApiAnswer<'/api/files/project/{id}'>;
export type ProjectFile = Project['reads'][number]['files'][number];
export type PreOrder = ApiAnswer<'/api/files/pre-order', 'post'>;
export type PreOrderAsk = ApiBody<'/api/files/pre-order'>;
