import type pg from 'pg';

// A session advisory lock held on its own connection for as long as a loop runs. That connection
// can die under us (network cut, idle timeout, a DBA's pg_terminate_backend) and the lock with it,
// while this process goes on: `lost` turns true as soon as the client notices. A loss the client
// never notices is caught by the checkpoint's compare-and-set (checkpoints.ts), so the lock only
// keeps instances from wasting work; it is not what makes a fold happen once.

export type Log = (message: string, error?: unknown) => void;

export type HeldLock = { readonly lost: boolean; release(): Promise<void> };

export const tryAdvisoryLock = async (pool: pg.Pool, key: string, log: Log): Promise<HeldLock | null> => {
  const client = await pool.connect();
  let lost = false;
  const onError = (error: unknown) => {
    lost = true;
    log(`advisory lock ${key} lost its connection`, error);
  };
  const onEnd = () => void (lost = true);
  client.on('error', onError);
  client.on('end', onEnd);
  const detach = () => {
    client.off('error', onError);
    client.off('end', onEnd);
  };
  let locked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
    locked = rows[0].locked;
  } catch (error) {
    detach();
    client.release(true);
    throw error;
  }
  if (!locked) {
    detach();
    client.release();
    return null;
  }
  return {
    get lost() {
      return lost;
    },
    release: async () => {
      // Back to the pool only with the lock surely gone; a connection in doubt is destroyed, which drops it.
      const unlocked = !lost && (await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).then(() => true, () => false));
      detach();
      client.release(!unlocked);
    },
  };
};

/** The lock a projection's (or reactor's) folding runs under, one per name across all instances. */
export const advisoryLockKey = (name: string) => `projection:${name}`;
