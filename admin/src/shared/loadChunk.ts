import { CHUNK_LOAD_TIMEOUT_MS } from '../constants';

// A lazy screen's chunk can fail to arrive: a dropped connection, or a release replaced the hashed
// files. Spec section 8 names that failure ChunkLoadError, with a 120 s timeout; one retry covers a
// connection that dropped for a moment.

/** Spec section 8: the named error of a screen whose code did not arrive. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A screen of the portal could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

const withTimeout = <T,>(loading: Promise<T>, timeoutMs: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** The chunk `load` imports, tried twice, each try at most `timeoutMs`; else a ChunkLoadError. */
export const loadChunk = async <T,>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> => {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  }
};
