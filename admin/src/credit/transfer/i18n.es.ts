import type { Translations } from '../../i18n/types';
import type { transferEn } from './i18n';

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
    network_search: 'Buscar por nombre o correo',
    network_none: 'Ninguna subcuenta coincide con la búsqueda',
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
