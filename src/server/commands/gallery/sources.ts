// GET /v1/gallery/sources: the PCB lines of the owner's past orders a project can take its board from (the Gerber
// and the parameters it was made with), newest first.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orderLines, orders } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import { pcbValuesSchema } from '../../../shared/rules/pcb';
import type { GallerySources } from '../../../shared/contracts/gallery';

export const listGallerySources = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<GallerySources> => {
  const rows = await db
    .select({ line: orderLines, orderNo: orders.orderNo, createdAt: orders.createdAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orderLines.productId, ProductId.PCB), isNotNull(orderLines.uploadId)))
    .orderBy(desc(orders.createdAt), orderLines.position)
    .limit(100);
  return {
    list: rows.flatMap(({ line, orderNo, createdAt }) => {
      const v = pcbValuesSchema.safeParse(line.params);
      if (!v.success) return [];
      return [{ order_line_id: line.id, order_no: orderNo, file_name: line.fileName, layers: v.data.layers, dimension: `${v.data.width} × ${v.data.height} mm`, ordered_at: createdAt.toISOString() }];
    }),
  };
};
