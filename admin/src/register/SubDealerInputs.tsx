import { RadioButtonGroupInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Dealer } from '../providers/types';
import { isRequired } from '../validation/validators';

const answers = [
  { id: 'no', name: 'portal.register.no' },
  { id: 'yes', name: 'portal.register.yes' },
];

/** The sub-dealer question; a "yes" asks for the dealer to register under. */
export const SubDealerInputs = ({ dealers }: { dealers: Dealer[] }) => {
  const isSubDealer = useWatch({ name: 'isSubDealer' }) === 'yes';
  return (
    <>
      <RadioButtonGroupInput source="isSubDealer" label="portal.register.is_sub_dealer" choices={answers} row />
      {isSubDealer && (
        <SelectInput source="dealerId" label="portal.register.dealer" choices={dealers} optionText="name" validate={isRequired} fullWidth />
      )}
    </>
  );
};
