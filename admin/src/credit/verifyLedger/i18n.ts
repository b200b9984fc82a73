import type { Translations } from '../../i18n/types';

/** credit.verify_ledger.* */
export const verifyLedgerEn = {
  title: 'Journal check',
  intro: 'Re-walks every ledger event and checks its hash chain: nothing altered, removed or reordered.',
  run: 'Check the journal',
  running: 'Checking…',
  ok: 'The journal is intact: %{events} events checked.',
  unchained: '%{count} events written before the chain started are counted but not proven.',
  head: 'Head hash (keep it elsewhere to pin today\'s journal): %{hash}',
  broken: 'The journal was changed at position %{revision}: movement %{movementId} (%{type}).',
  hash_mismatch: 'Its content does not match its hash: it was altered.',
  chain_break: 'It does not follow the event before it: an event was removed, reordered or inserted.',
};

export const verifyLedgerEs: Translations<typeof verifyLedgerEn> = {
  title: 'Verificación del diario',
  intro: 'Recorre cada evento del libro y comprueba su cadena de hashes: nada alterado, eliminado ni reordenado.',
  run: 'Verificar el diario',
  running: 'Verificando…',
  ok: 'El diario está intacto: %{events} eventos verificados.',
  unchained: '%{count} eventos escritos antes de iniciarse la cadena se cuentan pero no se prueban.',
  head: 'Hash final (guárdelo en otro lugar para fijar el diario de hoy): %{hash}',
  broken: 'El diario se modificó en la posición %{revision}: movimiento %{movementId} (%{type}).',
  hash_mismatch: 'Su contenido no coincide con su hash: fue alterado.',
  chain_break: 'No sigue al evento anterior: se eliminó, reordenó o insertó un evento.',
};
