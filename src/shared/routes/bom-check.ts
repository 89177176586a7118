// The BOM check (issue 11 "After the order"): the staff queue of PCBA lines still to settle and its actions, and
// the customer's page of an item's lines with the answer to an asked or Unavailable line.
import {
  bomActionSchema, bomAskBodySchema, bomCheckItemQuerySchema, bomCheckItemSchema, bomConfirmBodySchema, bomQueueSchema,
  bomSourceBodySchema, pcbaAnswerBodySchema, pcbaItemLinesSchema, pcbaItemParamsSchema, pcbaLineParamsSchema,
} from '../contracts/bom-check';
import { area, route } from './route';

export const staffBomCheckRoutes = area(['staff', 'pcba'], {
  /** PCBA items (live or ordered) with Pending or Unavailable lines, oldest first. */
  'GET /v1/staff/bom-check': route({ auth: 'staff:bom.check', response: bomQueueSchema }),
  'GET /v1/staff/bom-check/item': route({ auth: 'staff:bom.check', query: bomCheckItemQuerySchema, response: bomCheckItemSchema }),
  'POST /v1/staff/bom-check/confirm': route({ auth: 'staff:bom.check', body: bomConfirmBodySchema, response: bomActionSchema }),
  'POST /v1/staff/bom-check/source': route({ auth: 'staff:bom.check', body: bomSourceBodySchema, response: bomActionSchema }),
  'POST /v1/staff/bom-check/ask': route({ auth: 'staff:bom.check', body: bomAskBodySchema, response: bomActionSchema }),
});

export const pcbaItemRoutes = area(['pcba'], {
  /**
   * The customer's own PCBA item's BOM lines with the check's state (asked, answered; another customer's: 404).
   * GET /v1/pcba/items/:id (src/shared/routes/pcba-order.ts) is the item itself as the cart shows it.
   */
  'GET /v1/pcba/items/:id/lines': route({ auth: 'user', params: pcbaItemParamsSchema, response: pcbaItemLinesSchema }),
  'POST /v1/pcba/items/:id/lines/:line/answer': route({
    auth: 'user', params: pcbaLineParamsSchema, body: pcbaAnswerBodySchema, response: pcbaItemLinesSchema,
  }),
});

