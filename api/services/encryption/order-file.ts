import { ENCRYPTION_PENDING } from '../../../events/encryption/errors.js';
import { problemText } from '../../../events/problem.js';
import type { Role } from '../../../tables/users/table.js';
import type { FileStore } from '../files/store.js';
import type { EncryptionService } from './service.js';
import { isStoredToolEncrypted, processedFile } from './tool-read.js';

// What the order's download hands out (api/routes/softwareOrders/downloads.ts): the calibrator works
// on the plaintext, so a tool-encrypted original reaches the Calibrator and the Admin decrypted by
// the agent. The dealer who uploaded it gets back the bytes it uploaded.

const WORKS_ON_FILES: readonly Role[] = ['Admin', 'Calibrator'];
/** What the 202 suggests (Retry-After). */
export const DECRYPTION_RETRY_AFTER_SECONDS = 5;

export type CalibratorCopy =
  | { kind: 'file'; sha256: string; size: number }
  | { kind: 'pending'; retryAfterSeconds: number; body: { statusCode: 202; code: string; message: string; params: Record<string, never>; jobId: string } };

export const calibratorCopy = async (
  services: { encryption: EncryptionService; files: FileStore },
  user: { id: string; roles: readonly Role[] },
  file: { sha256: string; size: number },
): Promise<CalibratorCopy> => {
  const asIs = { kind: 'file', sha256: file.sha256, size: file.size } as const;
  if (!user.roles.some((role) => WORKS_ON_FILES.includes(role))) return asIs;
  if (!(await isStoredToolEncrypted(services.files, file.sha256))) return asIs;
  const processed = await processedFile(services.encryption, 'decrypt', file.sha256, user.id);
  if (processed.kind === 'ready') return { kind: 'file', sha256: processed.sha256, size: processed.size };
  return {
    kind: 'pending',
    retryAfterSeconds: DECRYPTION_RETRY_AFTER_SECONDS,
    body: { statusCode: 202, code: ENCRYPTION_PENDING.code, message: problemText(ENCRYPTION_PENDING, {}), params: {}, jobId: processed.jobId },
  };
};

/**
 * The dealer's copy of a tuned file: when the order's original read was tool-encrypted, the tool
 * can only flash a file the desktop application encrypted again, so the dealer gets the agent's
 * output (or a 202 while it works, a 503 while it is offline). Staff get the tuned file as it is.
 */
export const dealerCopy = async (
  services: { encryption: EncryptionService; files: FileStore },
  user: { id: string; roles: readonly Role[] },
  file: { sha256: string; size: number },
  originals: readonly string[],
): Promise<CalibratorCopy> => {
  const asIs = { kind: 'file', sha256: file.sha256, size: file.size } as const;
  if (user.roles.some((role) => WORKS_ON_FILES.includes(role))) return asIs;
  const encrypted = await Promise.all(originals.map((sha256) => isStoredToolEncrypted(services.files, sha256)));
  if (!encrypted.some(Boolean)) return asIs;
  const processed = await processedFile(services.encryption, 'encrypt', file.sha256, user.id);
  if (processed.kind === 'ready') return { kind: 'file', sha256: processed.sha256, size: processed.size };
  return {
    kind: 'pending',
    retryAfterSeconds: DECRYPTION_RETRY_AFTER_SECONDS,
    body: { statusCode: 202, code: ENCRYPTION_PENDING.code, message: problemText(ENCRYPTION_PENDING, {}), params: {}, jobId: processed.jobId },
  };
};
