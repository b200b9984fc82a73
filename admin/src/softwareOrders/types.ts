import type { Static } from 'typebox';
import type * as schemas from '../../../api/routes/softwareOrders/schemas';
import type * as files from '../../../api/routes/files/schemas';
import type * as vinHistory from '../../../api/routes/softwareOrders/vin-history';
import type * as orderSection from '../../../api/routes/orderSection/schemas';

// The shapes of the order-software calls, from the API's own schemas (api/routes/softwareOrders).

export type Quote = Static<typeof schemas.QuoteReply>;
export type QuoteLine = Quote['lines'][number];
export type SoftwareOrder = Static<typeof schemas.OrderRecord>;
export type SoftwareOrderView = Static<typeof schemas.OrderView>;
export type TimelineEntry = SoftwareOrderView['timeline'][number];
export type OrderFile = SoftwareOrder['files'][number];
export type UploadAnswer = files.UploadedFile;
/** One of the caller's previous orders of a car (find-history-vin, find-order-completed-vin). */
export type VinHistoryRow = Static<typeof vinHistory.HistoryRow>;
/** The previous order that gives a new order of the car the upgrade discount (find-history-to-upgrade). */
export type UpgradeOrder = Static<typeof vinHistory.UpgradeOrder>;
export type StockFile = Static<typeof schemas.FindFilesReply>['stock'][number];
export type StockFiles = Static<typeof schemas.FindFilesReply>;
export type StockSearch = Static<typeof schemas.FindFilesBody>;
export type OrderSectionAnswer = orderSection.OrderSectionAnswer;
/** A delivered version of tuned files (GET files/tuned/:id). */
export type TunedVersion = Static<typeof schemas.VersionsReply>[number];
/** The original reads of one round (GET files/reads/:id): round 2 is the corrected read after a rejection. */
export type OrderReadRound = Static<typeof schemas.ReadsReply>[number];
export type WarrantyCaseStatus = Static<typeof schemas.WarrantyStatusBody>['status'];
