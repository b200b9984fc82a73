import type { Translations } from '../../i18n/types';
import type { verifyLedgerEn } from './i18n';

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
