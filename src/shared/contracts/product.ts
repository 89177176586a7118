// Product pages (platform §2 "/{slug}-p-{id} and /{slug}-g-{id}"; issue 14; docs/opl.md "Product pages").
// -p- is a parts-library part by its id (Grove modules, XIAO boards and every other catalogue part): price tiers,
// stock and add to cart. -g- is a shop good by its product id: only the customized payment products 455 and 1633
// have a page, which explains that staff send a payment request that is paid from the cart (no add to cart).
import { z } from 'zod';
import { id, queryId } from './fields';
import { oplPartDetailSchema } from './opl';
import { cartItemSchema } from './cart';

export const PRODUCT_KINDS = ['p', 'g'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** GET /product?kind=p&id=…: the page's product. */
export const productQueryShape = { kind: z.enum(PRODUCT_KINDS), id: queryId() };

export const productSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('part'), id: z.number(), slug: z.string(), part: oplPartDetailSchema,
    /** A kit's box contents in order (empty for a single part); part_id and product_path are set when the line is a
     *  catalogue part, whose product page it links to (src/shared/opl/kit-contents.ts). */
    contents: z.array(z.object({ name: z.string(), quantity: z.number(), part_id: z.number().nullable(), product_path: z.string().nullable() })),
  }),
  z.object({ type: z.literal('payment'), id: z.number(), slug: z.string(), kind: z.enum(['payment', 'shipping']) }),
]);
export type Product = z.infer<typeof productSchema>;

/** POST /v1/cart/add-part: a parts-library part with a quantity; the server prices it from the part's tiers. */
export const PART_QUANTITY_MAX = 100_000;
export const partCartAddBodySchema = z.strictObject({
  part_id: id(),
  quantity: z.number().int('validation.invalid').min(1, 'validation.invalid').max(PART_QUANTITY_MAX, 'validation.invalid'),
  request_id: z.uuid('validation.invalid'),
});
export const partCartAddSchema = cartItemSchema;
