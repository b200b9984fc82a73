/** A simple-rest list query string: `{ sort: ['make', 'ASC'], filter: { q } }` → `sort=…&filter=…` (JSON values, encoded). */
export const list = (query: Record<string, unknown>) =>
  Object.entries(query).map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`).join('&');
