import { RadioButtonGroupInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isRequired } from '../validation/validators';
import { DealerSearchInput } from './DealerSearchInput';

const answers = [
  { id: 'no', name: 'portal.register.no' },
  { id: 'yes', name: 'portal.register.yes' },
];

/** The sub-dealer question; a "yes" asks for the dealer to register under. */
export const SubDealerInputs = () => {
  const isSubDealer = useWatch({ name: 'isSubDealer' }) === 'yes';
  return (
    <>
      <RadioButtonGroupInput source="isSubDealer" label="portal.register.is_sub_dealer" choices={answers} row />
      {isSubDealer && <DealerSearchInput source="dealerId" label="portal.register.dealer" validate={isRequired} />}
    </>
  );
};
