import type { FastifyInstance } from 'fastify';
import { handleCommand } from '../../../events/command/handle-command.js';
import type { DownloadCommand } from '../../../events/downloads/commands.js';
import { downloadSectionDecider } from '../../../events/downloads/decide.js';
import { SECTION_NOT_FOUND } from '../../../events/downloads/errors.js';
import { DOWNLOAD_EVENT_TYPES, downloadSectionStream } from '../../../events/downloads/events.js';
import { findSection } from '../../../projections/downloads/queries.js';
import type { Role } from '../../../tables/users/table.js';
import { HttpError } from '../../http/errors.js';
import { toSection, type Section } from './schemas.js';

/** Admin manages sections and uploads (issue 14). */
export const ADMIN = { roles: ['Admin'] as Role[] };
/** Every signed-in account reads the sections and downloads their files. */
export const READERS = { roles: ['Admin', 'Distributor', 'Dealer', 'SubDealer', 'Calibrator', 'Support'] as Role[] };

/** A live section, or 404. */
export const liveSection = async (app: FastifyInstance, id: string) => {
  const row = await findSection(app.db, id);
  if (!row) throw new HttpError(404, SECTION_NOT_FOUND);
  return row;
};

/** Runs a command on a section's stream and waits (bounded) until the read model shows it. */
export const decideOnSection = async (app: FastifyInstance, sectionId: string, command: DownloadCommand) => {
  const result = await handleCommand(app.store, downloadSectionStream(sectionId), downloadSectionDecider, command);
  if (result.position && !(await app.runner.waitFor(result.position, undefined, DOWNLOAD_EVENT_TYPES))) app.log.warn('downloads read model did not reach the section in time');
};

/** decideOnSection, answered with the section as it is now. */
export const runSectionCommand = async (app: FastifyInstance, sectionId: string, command: DownloadCommand): Promise<Section> => {
  await decideOnSection(app, sectionId, command);
  return toSection(await liveSection(app, sectionId));
};
