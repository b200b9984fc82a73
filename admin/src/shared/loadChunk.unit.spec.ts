import { describe, expect, it } from 'vitest';
import { ChunkLoadError, loadChunk } from './loadChunk';

describe('loading a lazy screen', () => {
  it('tries a failed chunk once more', async () => {
    let tries = 0;
    const load = async () => (++tries === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : { page: 'loaded' });
    await expect(loadChunk(load)).resolves.toEqual({ page: 'loaded' });
    expect(tries).toBe(2);
  });

  it('raises a named ChunkLoadError when the retry fails too, or nothing arrives in time', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const failed = await loadChunk(failing).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ChunkLoadError);
    expect((failed as Error).name).toBe('ChunkLoadError');
    const never = () => new Promise<never>(() => undefined);
    await expect(loadChunk(never, 5)).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
