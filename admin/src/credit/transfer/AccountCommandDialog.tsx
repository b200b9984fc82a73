import type { ReactNode } from 'react';
import { CreditCommandDialog } from '../CreditCommandDialog';
import { AccountField } from './AccountField';
import { AmountInput } from './AmountInput';

export interface AccountCommandDialogProps {
  open: boolean;
  onClose: () => void;
  isAdmin: boolean;
  /** The other account is this one, not chosen in the form. */
  account?: { id: string; name: string };
}

interface Props<Values> extends AccountCommandDialogProps {
  /** `credit.<command>.*`: title, submit, done, amount and the account's label. */
  command: 'transfer' | 'deduct';
  /** The field of the other account: the receiver of a transfer, the payer of a deduction. */
  source: 'to' | 'from';
  /** Sends the command for the other account (the fixed one, or the one chosen). */
  send: (values: Values, accountId: string) => Promise<unknown>;
  /** The inputs below the amount. */
  children: ReactNode;
}

/** A credit command between the house or the user and one other account: who, how much, and its text. */
export const AccountCommandDialog = <Values extends Record<string, unknown> & Partial<Record<'to' | 'from', string>>>({ open, onClose, isAdmin, account, command, source, send, children }: Props<Values>) => (
  <CreditCommandDialog<Values>
    open={open}
    onClose={onClose}
    title={`credit.${command}.title`}
    submitLabel={`credit.${command}.submit`}
    successMessage={`credit.${command}.done`}
    defaultValues={account ? { [source]: account.id } : undefined}
    // The form requires the account (AccountField), so the empty text is never sent.
    send={(values) => send(values, account?.id ?? values[source] ?? '')}
  >
    <AccountField source={source} label={`credit.${command}.${source}`} isAdmin={isAdmin} fixedName={account?.name} />
    <AmountInput label={`credit.${command}.amount`} />
    {children}
  </CreditCommandDialog>
);
