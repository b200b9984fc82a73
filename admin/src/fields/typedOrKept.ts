/**
 * What an amount field that starts empty stands for: the number typed, or `kept` when it is left
 * empty or blank (the saved value, or null/undefined for the server's own default).
 */
export const typedOrKept = <Kept>(typed: unknown, kept: Kept): number | Kept =>
  typed === null || typed === undefined || String(typed).trim() === '' ? kept : Number(typed);
