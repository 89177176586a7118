// GET /v1/gallery/sources: the PCB lines of the owner's past orders a project can take its board from (the Gerber
// and the parameters it was made with), newest first; and the PCBA lines whose BOM or pick-and-place file the project
// can take a copy of (POST /v1/gallery/files/from-order).
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { bomFiles, orderLines, orders, pcbaItems, uploads } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import { pcbValuesSchema } from '../../../shared/rules/pcb';
import type { GallerySources } from '../../../shared/contracts/gallery';

const pcbaSources = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<GallerySources['pcba']> => {
  const rows = await db
    .select({
      lineId: orderLines.id, orderNo: orders.orderNo, createdAt: orders.createdAt,
      bomName: bomFiles.originalName, bomSize: bomFiles.sizeBytes, placementName: uploads.originalName, placementSize: uploads.sizeBytes,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(pcbaItems, eq(pcbaItems.cartItemId, orderLines.cartItemId))
    .leftJoin(bomFiles, eq(bomFiles.id, pcbaItems.bomFileId))
    .leftJoin(uploads, eq(uploads.id, pcbaItems.placementUploadId))
    .where(and(eq(orders.userId, userId), eq(orderLines.productId, ProductId.PCBA)))
    .orderBy(desc(orders.createdAt), orderLines.position)
    .limit(100);
  return rows.flatMap((r) => {
    const bom = r.bomName !== null && r.bomSize !== null ? { name: r.bomName, size: r.bomSize } : null;
    const placement = r.placementName !== null && r.placementSize !== null ? { name: r.placementName, size: r.placementSize } : null;
    return bom || placement ? [{ order_line_id: r.lineId, order_no: r.orderNo, ordered_at: r.createdAt.toISOString(), bom, placement }] : [];
  });
};

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
    pcba: await pcbaSources({ db }, userId),
  };
};
