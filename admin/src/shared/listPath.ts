/**
 * The path of a list screen with its filter applied, in react-admin's own URL form
 * (`?filter={"status":"New"}`), so a figure links to exactly the rows it counts.
 */
export const listPath = (path: string, filter?: Record<string, unknown>): string =>
  filter && Object.keys(filter).length ? `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` : path;
