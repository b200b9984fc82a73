import type { Static } from 'typebox';
import type * as schemas from '../../../api/routes/softwareOrders/schemas';
import type * as files from '../../../api/routes/files/schemas';

// The shapes of the order-software calls, from the API's own schemas (api/routes/softwareOrders).

export type Quote = Static<typeof schemas.QuoteReply>;
export type QuoteLine = Quote['lines'][number];
export type SoftwareOrder = Static<typeof schemas.OrderRecord>;
export type SoftwareOrderView = Static<typeof schemas.OrderView>;
export type TimelineEntry = SoftwareOrderView['timeline'][number];
export type OrderFile = SoftwareOrder['files'][number];
export type UploadAnswer = files.UploadedFile;
