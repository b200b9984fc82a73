import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { GearboxFamily, Stage } from '../../../events/constants.js';
import { findDsgOffers } from '../../../tables/catalogue/offers.js';
import { findVehicle } from '../../../tables/catalogue/queries.js';
import { tunedStages } from '../../../projections/stockTunes/queries.js';
import type { Role } from '../../../tables/users/table.js';
import { ErrorSchema } from '../../http/errors.js';
import { dsgStagePrices, ecuStagePrices, visibilityOf } from '../vehicleSearch/offers.js';
import { FindFilesBody, FindFilesParams, FindFilesReply } from './schemas.js';

// files/find-files/{ECU|TCU} (spec section 7): the stock files whose details match a read the
// dealer has (hardware number and software version, the tool when given), newest first, and the
// stage visibility of the vehicle they were ordered for. A dealer orders from one of them with
// order-software-file: the create call names `stockSha256` and `unit` instead of an upload.
// Our reading: the stock is the original reads of paid orders (the business's library of reads);
// `files` stays empty; `tuned` names the stages a tuned file exists for (projections/stockTunes):
// an order of that stage with the same read is delivered at once when paid (filesSection/stock-reactor.ts).

const FINDERS: Role[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer'];
const MAX_MATCHES = 20;

export const findFilesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/files/find-files/:unit', {
    schema: { tags: ['order-software'], params: FindFilesParams, body: FindFilesBody, response: { 200: FindFilesReply, 400: ErrorSchema } },
    config: { roles: FINDERS },
  }, async (request) => {
    const { unit } = request.params;
    const { hardware_number: hardware, software_version: software, tool } = request.body;
    let query = app.db.selectFrom('software_order_files as f').innerJoin('software_orders as o', 'o.id', 'f.order_id')
      .select(['f.unit', 'f.sha256', 'f.size', 'f.name', 'f.hardware_number', 'f.software_version', 'f.tool', 'o.vehicle_id', 'o.make', 'o.model', 'o.engine', 'o.gearbox', 'f.created_at'])
      .where('f.unit', '=', unit).where('o.payment', '=', 'paid')
      .where(sql<string>`upper(f.hardware_number)`, '=', hardware.trim().toUpperCase());
    if (software?.trim()) query = query.where(sql<string>`upper(f.software_version)`, '=', software.trim().toUpperCase());
    if (tool?.trim()) query = query.where(sql<string>`upper(f.tool)`, '=', tool.trim().toUpperCase());
    const rows = await query.orderBy('f.created_at', 'desc').limit(MAX_MATCHES * 5).execute();
    // One entry per stored read (the same read may have been ordered many times).
    const seen = new Set<string>();
    const stock = rows.filter((row) => !seen.has(row.sha256) && seen.add(row.sha256)).slice(0, MAX_MATCHES).map((row) => ({
      unit: row.unit, sha256: row.sha256, size: Number(row.size), name: row.name, hardwareNumber: row.hardware_number, softwareVersion: row.software_version,
      tool: row.tool, make: row.make, model: row.model, engine: row.engine, vehicleId: row.vehicle_id,
    }));
    const newest = rows[0];
    let shown: Stage[] = [];
    if (newest) {
      if (unit === 'ECU') {
        const vehicle = await findVehicle(app.db, newest.vehicle_id);
        if (vehicle) shown = Object.keys(ecuStagePrices(vehicle)) as Stage[];
      } else if (newest.gearbox) {
        const [offer] = await findDsgOffers(app.db, [newest.gearbox as GearboxFamily]);
        if (offer) shown = Object.keys(dsgStagePrices(offer)) as Stage[];
      }
    }
    // Issue 10: the stages (and order types) a tuned file exists for, made from a matching read: the
    // same original as a stock file found, or the same unit, hardware number and software version.
    const tuned = await tunedStages(app.db, { unit, sha256s: stock.map((file) => file.sha256), hardwareNumber: hardware.trim(), softwareVersion: software?.trim() || undefined });
    const seenTune = new Set<string>();
    const tunes = tuned.filter((t) => !seenTune.has(`${t.type}:${t.stage}`) && seenTune.add(`${t.type}:${t.stage}`)).map((t) => ({ stage: t.stage, type: t.type }));
    return { stock, files: [], stage_visibility: visibilityOf(shown), tuned: tunes };
  });
};
