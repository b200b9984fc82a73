import { readConfig } from '../api/config.js';
import { createServices } from '../api/services/create.js';
import { verifyLedger } from '../api/services/ledger-verify.js';

// `npm run verify-ledger`: re-walk the ledger journal and prove its hash chain (events/credit/chain.ts).
// Exits 0 when nothing was altered, removed or reordered, 3 naming the first movement that breaks it.
const config = readConfig();
const services = await createServices(config, { poolSize: 2 }).catch((error: Error) => {
  console.error(`Could not open the database (is the portal running? stop it first): ${error.message}`);
  process.exit(1);
});
try {
  const started = performance.now();
  const result = await verifyLedger(services.store, { onProgress: (n) => process.stdout.write(`\rwalked ${n} events`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  process.stdout.write('\n');
  console.log(`${result.events} events walked in ${seconds} s; ${result.unchained} written before the chain started (not proven)`);
  if (result.firstBreak) {
    const b = result.firstBreak;
    console.error(`BROKEN at position ${b.revision}: movement ${b.movementId} (event ${b.eventId}, ${b.type}): ${b.reason === 'hash_mismatch' ? 'its content does not match its hash (altered)' : 'it does not follow the event before it (removed, reordered or inserted)'}`);
    process.exitCode = 3;
  } else {
    console.log(`OK: the journal is intact; head hash ${result.headHash ?? '(no chained event yet)'}`);
  }
} finally {
  await services.stop();
}
