// Shapes a cart_items row for the API (money as cent strings).
import type { cartItems } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import type { CartItem } from '../../../shared/contracts/cart';
import type { QuoteProblem } from '../../../shared/contracts/quote';

export type CartItemRow = typeof cartItems.$inferSelect;

export const presentCartItem = (row: CartItemRow, fileName: string | null): CartItem => ({
  cart_id: row.id,
  pid: row.productId,
  product: row.productId === ProductId.Stencil ? 'stencil' : 'pcb',
  tier: row.tier,
  name: row.name,
  params: row.params as CartItem['params'],
  file_id: row.uploadId,
  file_name: fileName,
  lines: row.priceLines as CartItem['lines'],
  unit_price: row.unitCents === null ? null : row.unitCents.toString(),
  total: row.totalCents === null ? null : row.totalCents.toString(),
  build_days: row.buildDays,
  weight_grams: row.weightGrams,
  quantity: row.quantity,
  status: row.status,
  special: row.special === 'per_file' || row.special === 'three_piece' ? row.special : null,
  problems: row.warnings as QuoteProblem[],
  created_at: row.createdAt.toISOString(),
});
