import { useCallback, useRef } from 'react';
import { HttpError } from 'react-admin';

/** A fresh Idempotency-Key; randomUUID needs a secure context, getRandomValues does not. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Whether the server decided (a 4xx answer): then a retry is a new submission, not a repeat. */
const isDecided = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/**
 * One Idempotency-Key per submission: sending the same body again after a failure whose outcome is
 * unknown (network error, 5xx) reuses the key, so the server answers the first answer instead of
 * moving credits twice. A changed body, a success or a decided refusal starts a new submission.
 */
export const useIdempotentSubmit = <Body, Answer>(send: (body: Body, idempotencyKey: string) => Promise<Answer>) => {
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useCallback(
    async (body: Body): Promise<Answer> => {
      const serialized = JSON.stringify(body);
      if (pending.current?.body !== serialized) pending.current = { body: serialized, key: newIdempotencyKey() };
      try {
        const answer = await send(body, pending.current.key);
        pending.current = null;
        return answer;
      } catch (error) {
        if (isDecided(error)) pending.current = null;
        throw error;
      }
    },
    [send],
  );
};
