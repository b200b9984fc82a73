import { ORDER_SECTIONS, ORDER_TYPE_SECTION, type OrderSection, type OrderType } from '../constants.js';
import { problem } from '../problem.js';

// The order section (spec sections 3, 6 and 7): an Admin may restrict a user to part of
// ECU-COMBO-DSG. No section (null or an empty list) means full access. ECU orders need the ECU
// section, DSG orders the DSG section and ECU + DSG orders the COMBO section: a user allowed ECU and
// DSG alone may not order the combo, whose price is not the sum of its parts.

/** For the order feature: the refusal of an order outside the user's sections. */
export const ORDER_SECTION_REFUSED = problem('ORDER_SECTION_NOT_ALLOWED', 'Your account may not order {section} software: please ask your administrator');

/** True when a user with these sections may place an order of `orderType`. */
export const mayOrder = (sections: readonly OrderSection[] | null | undefined, orderType: OrderType): boolean =>
  !sections || sections.length === 0 || sections.includes(ORDER_TYPE_SECTION[orderType]);

/** The sections as stored: each once, in the order ECU, COMBO, DSG; none is null (full access). */
export const normaliseSections = (sections: readonly OrderSection[] | null | undefined): OrderSection[] | null => {
  const kept = ORDER_SECTIONS.filter((section) => sections?.includes(section));
  return kept.length ? kept : null;
};

/** The user information's `orderSection` (spec section 3) as one text, "ECU-DSG"; null is full access. */
export const orderSectionText = (sections: readonly OrderSection[] | null): string | null => normaliseSections(sections)?.join('-') ?? null;
