import type { Translations } from '../../i18n/types';

/** credit.transfer.* and credit.deduct.* */
export const transferEn = {
  transfer: {
    page_title: 'Credits',
    intro: 'Your credits and the accounts below yours.',
    admin_intro: 'Transfer credits from the portal to any account, or deduct them.',
    open_account: "Open an account's credit page:",
    button: 'Transfer',
    title: 'Transfer credits',
    to: 'To account',
    direct_children_hint: 'One of your direct sub-accounts',
    credit_accounts_hint: 'A distributor, dealer or sub-dealer: staff accounts hold no credits',
    amount: 'Credits',
    amount_help: 'At most %{max} credits, with up to %{decimals} decimals',
    description: 'Description',
    submit: 'Transfer',
    done: 'The credits have been transferred',
    network_title: 'Your sub-accounts',
    account: 'Account',
    actions: 'Actions',
  },
  deduct: {
    button: 'Deduct',
    title: 'Deduct credits',
    from: 'From account',
    amount: 'Credits',
    reason: 'Reason',
    submit: 'Deduct',
    done: 'The credits have been deducted',
  },
};

export const transferEs: Translations<typeof transferEn> = {
  transfer: {
    page_title: 'Créditos',
    intro: 'Sus créditos y las cuentas que dependen de la suya.',
    admin_intro: 'Transfiera créditos del portal a cualquier cuenta, o descuéntelos.',
    open_account: 'Abrir la página de créditos de una cuenta:',
    button: 'Transferir',
    title: 'Transferir créditos',
    to: 'Cuenta de destino',
    direct_children_hint: 'Una de sus subcuentas directas',
    credit_accounts_hint: 'Un distribuidor, dealer o subdealer: las cuentas del personal no tienen créditos',
    amount: 'Créditos',
    amount_help: 'Como máximo %{max} créditos, con hasta %{decimals} decimales',
    description: 'Descripción',
    submit: 'Transferir',
    done: 'Los créditos se han transferido',
    network_title: 'Sus subcuentas',
    account: 'Cuenta',
    actions: 'Acciones',
  },
  deduct: {
    button: 'Descontar',
    title: 'Descontar créditos',
    from: 'Cuenta de origen',
    amount: 'Créditos',
    reason: 'Motivo',
    submit: 'Descontar',
    done: 'Los créditos se han descontado',
  },
};
