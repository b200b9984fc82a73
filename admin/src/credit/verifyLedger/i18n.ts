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
