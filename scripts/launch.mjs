// @ts-check
// `npm start`: builds the server and the admin UI when their sources changed, then runs the compiled
// server (build/scripts/start.js, from scripts/start.ts) in this process with plain node.
import { ensureAdminBuilt, ensureServerBuilt } from './build.mjs';

const say = (/** @type {string} */ message) => console.log(message);
ensureServerBuilt(say);
await ensureAdminBuilt(say);
await import('../build/scripts/start.js');
