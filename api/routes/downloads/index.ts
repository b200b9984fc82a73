import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { GENERAL_FILE_NOT_FOUND } from '../../../events/downloads/errors.js';
import type { SectionContent } from '../../../events/downloads/events.js';
import { findSectionFile, listSections, type SectionSort } from '../../../projections/downloads/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { ListQuery, parseColumnListQuery, sendList, uuidsFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { sendStoredFile } from '../files/download.js';
import { commandEventIdOf } from '../softwareOrders/access.js';
import { ADMIN, decideOnSection, liveSection, READERS, runSectionCommand } from './commands.js';
import { Section, SectionBody, SectionFileParams, SectionParams, toSection } from './schemas.js';
import { generalFileUploadRoutes } from './upload.js';

// Downloads (issue 14; spec sections 2, 6, 7: general-files/index, create-section, update-section):
// sections of general files an Admin manages, in English and Spanish, that every signed-in account
// reads and downloads from. Files are kept in the content-addressed store; events carry their hashes.

const SORT = { position: 'position', createdAt: 'created_at', updatedAt: 'updated_at', title: 'title_en' } as const satisfies Record<string, SectionSort>;
const Answers = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
/** A section without a position goes after the others, in the order of creation. */
const DEFAULT_POSITION = 0;

const contentOf = (body: SectionBody): SectionContent => ({
  title: { en: body.title.en, es: body.title.es ?? null },
  description: { en: body.description?.en ?? null, es: body.description?.es ?? null },
  position: body.position ?? DEFAULT_POSITION,
});

export const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(generalFileUploadRoutes);

  app.get('/general-files/index', {
    schema: { tags: ['downloads'], querystring: ListQuery, response: { 200: Type.Array(Section), 400: ErrorSchema } },
    config: READERS,
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT, 'position', 'ASC');
    const { rows, total } = await listSections(app.db, { ids: uuidsFilter(params.filter.id) }, params);
    return sendList(reply, 'general-files', params, rows.map(toSection), total);
  });

  app.get('/general-files/section/:id', {
    schema: { tags: ['downloads'], params: SectionParams, response: { 200: Section, 404: ErrorSchema } },
    config: READERS,
  }, async (request) => toSection(await liveSection(app, request.params.id)));

  app.post('/general-files/create-section', {
    schema: { tags: ['downloads'], body: SectionBody, response: { 201: Section, ...Answers } },
    config: ADMIN,
  }, async (request, reply) => {
    const user = currentUser(request);
    return idempotent<unknown>(app, request, reply, user.id, async (idempotency) => {
      const sectionId = idempotency.scopedKey ? deterministicUuid(`download-section:${idempotency.scopedKey}`) : randomUUID();
      const body = await runSectionCommand(app, sectionId, {
        type: 'CreateSection', sectionId, eventId: deterministicUuid(`download-section-created:${sectionId}`), by: user.id, at: app.now().toISOString(), ...contentOf(request.body),
      });
      return { status: 201, body };
    });
  });

  app.put('/general-files/update-section/:id', {
    schema: { tags: ['downloads'], params: SectionParams, body: SectionBody, response: { 200: Section, ...Answers } },
    config: ADMIN,
  }, async (request) => {
    const user = currentUser(request);
    const section = await liveSection(app, request.params.id);
    return runSectionCommand(app, section.id, {
      type: 'UpdateSection', sectionId: section.id, eventId: commandEventIdOf(request, user.id, `download-section-update:${section.id}`), by: user.id, at: app.now().toISOString(),
      ...contentOf(request.body),
    });
  });

  app.delete('/general-files/delete-section/:id', {
    schema: { tags: ['downloads'], params: SectionParams, response: { 200: Type.Object({ id: Type.String({ format: 'uuid' }) }), ...Answers } },
    config: ADMIN,
  }, async (request) => {
    const user = currentUser(request);
    const section = await liveSection(app, request.params.id);
    await decideOnSection(app, section.id, {
      type: 'DeleteSection', sectionId: section.id, eventId: commandEventIdOf(request, user.id, `download-section-delete:${section.id}`), by: user.id, at: app.now().toISOString(),
    });
    return { id: section.id };
  });

  app.get('/general-files/download/:id/:fileId', {
    schema: { tags: ['downloads'], params: SectionFileParams, response: { 404: ErrorSchema } },
    config: READERS,
  }, async (request, reply) => {
    const file = await findSectionFile(app.db, request.params.id, request.params.fileId);
    if (!file) throw new HttpError(404, GENERAL_FILE_NOT_FOUND);
    return sendStoredFile(app, reply, { sha256: file.sha256, size: Number(file.size), name: file.name }, GENERAL_FILE_NOT_FOUND);
  });

  app.delete('/general-files/file/:id/:fileId', {
    schema: { tags: ['downloads'], params: SectionFileParams, response: { 200: Section, ...Answers } },
    config: ADMIN,
  }, async (request) => {
    const user = currentUser(request);
    const section = await liveSection(app, request.params.id);
    return runSectionCommand(app, section.id, {
      type: 'RemoveFile', sectionId: section.id, eventId: commandEventIdOf(request, user.id, `general-file-remove:${request.params.fileId}`), by: user.id, at: app.now().toISOString(),
      fileId: request.params.fileId,
    });
  });
};
