import { SelectArrayInput } from 'react-admin';
import { ORDER_SECTIONS } from '../../../events/constants';

const choices = ORDER_SECTIONS.map((section) => ({ id: section, name: `order_section.sections.${section}` }));

/**
 * The user's order section (spec sections 3 and 6): the parts of ECU-COMBO-DSG it may order.
 * None chosen is full access, sent as null (the server stores an empty list as null too).
 */
export const OrderSectionInput = () => (
  <SelectArrayInput
    source="orderSections"
    choices={choices}
    helperText="order_section.help"
    parse={(value: string[] | null) => (value && value.length ? value : null)}
    format={(value: string[] | null) => value ?? []}
    sx={{ minWidth: 260 }}
  />
);
