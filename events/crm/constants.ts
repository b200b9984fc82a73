// Sales CRM constants of spec sections 3, 4 and 9, named once.

/** At or above this percent of its target a user's target status shows green (spec section 4). */
export const SALES_TARGET_GREEN_PERCENT = 110;
/** At or below this percent it shows red; between the two bands it is neutral. */
export const SALES_TARGET_RED_PERCENT = 90;
/** Rows of one page of the activity log (spec section 9: log page size 20). */
export const CRM_LOG_PAGE_SIZE = 20;
/** A feedback rating (calification) is a whole number from 1 to 5 (spec section 3). */
export const CALIFICATIONS = [1, 2, 3, 4, 5] as const;
export type Calification = (typeof CALIFICATIONS)[number];
/** Longest text an Admin writes in one language (a meeting, a log, a promotion's description). */
export const CRM_TEXT_MAX = 2000;
/** Longest title of a promotion, per language. */
export const PROMOTION_TITLE_MAX = 120;
