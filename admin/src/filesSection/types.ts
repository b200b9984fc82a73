/** Shapes of the files section's API (api/CONTRACT.md "Files section"). */
export type TunedFile = {
  id: string; orderId: string; number: number | null; dealerId: string; dealerName: string; make: string; model: string; engine: string;
  type: string; stage: string; unit: string; version: number; hardwareNumber: string | null; softwareVersion: string | null; tool: string | null;
  name: string; size: number; sha256: string; url: string; originalName: string; originalSha256: string; originalUrl: string; calibratorId: string; at: string;
};

export type ProjectFile = { unit: string; sha256: string; size: number; name: string; url: string; hardwareNumber?: string | null; softwareVersion?: string | null };

export type Project = {
  order: {
    id: string; number: number | null; dealerName: string; make: string; model: string; generation: string; engine: string; vin: string | null;
    type: string; stage: string; status: string; calibratorName: string | null; createdAt: string;
  };
  reads: { round: number; note: string | null; at: string; files: ProjectFile[] }[];
  versions: { version: number; note: string | null; calibratorId: string; at: string; files: ProjectFile[] }[];
  chatAttachments: { messageId: string; sha256: string; size: number; name: string; url: string; at: string }[];
};

export type PreOrder = {
  id: string; dealerId: string; dealerName: string; subUserName: string | null; unit: string; name: string; size: number; sha256: string; url: string;
  hardwareNumber: string | null; softwareVersion: string | null; tool: string | null; question: string;
  answer: string | null; answeredBy: string | null; answeredByName: string | null; answeredAt: string | null; createdAt: string; status: 'open' | 'answered';
};

export type PreOrderAsk = { uploadId: string; hardwareNumber?: string; softwareVersion?: string; tool?: string; question: string };
