import { Type, type Static } from 'typebox';
import { ORDER_SECTIONS, type OrderSection } from '../../../events/constants.js';
import { problem } from '../../../events/problem.js';

// The order section (spec sections 3, 6, 7): the parts of ECU-COMBO-DSG a user may order.

export const OWN_SECTION_ONLY = problem('ORDER_SECTION_OWN_ONLY', 'You can only see the order section of your own account');

export const OrderSectionSchema = Type.Enum(ORDER_SECTIONS);
/** null (or an empty list, stored as null) is full access. */
export const Sections = Type.Union([Type.Array(OrderSectionSchema, { maxItems: ORDER_SECTIONS.length * 2 }), Type.Null()], {
  description: `Some of ${ORDER_SECTIONS.join(', ')}; null or [] is full access`,
});

export const AssignSectionBody = Type.Object({ userId: Type.String({ format: 'uuid' }), sections: Sections });
export const FindSectionQuery = Type.Object({ userId: Type.Optional(Type.String({ format: 'uuid', description: 'Admin only: another account' })) });

export const OrderSectionAnswer = Type.Object({
  userId: Type.String(),
  sections: Type.Union([Type.Array(OrderSectionSchema), Type.Null()]),
  fullAccess: Type.Boolean(),
});
export type OrderSectionAnswer = Static<typeof OrderSectionAnswer>;

export const toOrderSectionAnswer = (userId: string, sections: OrderSection[] | null): OrderSectionAnswer => ({ userId, sections, fullAccess: sections === null });
