import { useRecordContext, useTranslate } from 'react-admin';
import { FieldText } from '../../fields';
import type { MovementRecord } from '../types';

const accountName = (name: string | null, id: string, translate: (key: string) => string) =>
  id === 'house' ? translate('credit.movements.house') : (name ?? id);

/** The other side of the viewed account's movement: who paid it, or who received it. */
export const CounterpartyField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<MovementRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const paid = record.signedAmount < 0;
  const name = paid ? accountName(record.toName, record.to, translate) : accountName(record.fromName, record.from, translate);
  return <FieldText>{translate(paid ? 'credit.movements.to_account' : 'credit.movements.from_account', { name })}</FieldText>;
};

/** Both sides of a movement, for the administrator's journal. */
export const FromToField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<MovementRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <FieldText>{accountName(record.fromName, record.from, translate)} → {accountName(record.toName, record.to, translate)}</FieldText>;
};
