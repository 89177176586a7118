// PCB assembly into the cart (issue 11 "Pages", "Price"): POST /v1/cart/add-pcba. The page sends what the customer
// chose — the board (PCB values and the Gerber upload), the assembly options, the BOM file with the mapping the
// customer confirmed and what they decided per line, the placement file with their rotation corrections — and the
// server re-does the rest itself: it reads the stored BOM with that mapping, matches it against the catalogue,
// applies the customer's choices, prices board and assembly with the engines and the stored tables. Nothing priced
// by the browser is trusted.
//
// The answer is the cart item (cartItemSchema) plus the stored lines, so the page can show what the server decided
// (a suggestion that went out of stock meanwhile comes back Pending, say).
import { z } from 'zod';
import { int, text } from './fields';
import { pcbTierSchema, pcbValuesSchema } from '../rules/pcb';
import { pcbaOptionsSchema } from '../rules/pcba';
import { BOM_FIELDS, BOM_STATUSES, type BomField } from '../pcba/bom-line';
import { carrierSchema, countrySchema } from './quote';
import { cartItemSchema } from './cart';

/** What the customer decided for one BOM line (its 1-based position in the build lines the mapping produced). */
export const PCBA_LINE_CHOICES = ['match', 'suggestion', 'library', 'consigned', 'supplied'] as const;
export type PcbaLineChoice = (typeof PCBA_LINE_CHOICES)[number];

const sku = text().trim().min(1).max(64);

export const pcbaLineChoiceSchema = z.discriminatedUnion('choice', [
  /** Keep what the matcher found (the default for a line not listed). */
  z.strictObject({ line: int(1, 1000), choice: z.literal('match') }),
  /** One of the line's suggestions, or a part picked from the library: the server checks the SKU exists. */
  z.strictObject({ line: int(1, 1000), choice: z.literal('suggestion'), sku }),
  z.strictObject({ line: int(1, 1000), choice: z.literal('library'), sku }),
  /** The customer sends these parts (no part cost; the line counts as confirmed). */
  z.strictObject({ line: int(1, 1000), choice: z.literal('consigned') }),
  /** For an Unavailable line: a purchase link (https) or another MPN, at least one (spec: required). */
  z
    .strictObject({
      line: int(1, 1000),
      choice: z.literal('supplied'),
      purchase_link: text().trim().max(500).regex(/^(https:\/\/\S+)?$/, 'validation.url').default(''),
      mpn: text().trim().max(100).default(''),
    })
    .refine((c) => c.purchase_link !== '' || c.mpn !== '', { message: 'pcba.supplyRequired', path: ['purchase_link'] }),
]);
export type PcbaLineChoiceInput = z.input<typeof pcbaLineChoiceSchema>;

const mappingSchema = z.strictObject(
  Object.fromEntries(BOM_FIELDS.map((f) => [f, int(0, 1000).optional()])) as Record<BomField, z.ZodOptional<ReturnType<typeof int>>>,
);

export const rotationSchema = z.strictObject({
  designator: text().trim().min(1).max(50),
  /** Clockwise quarter turns the customer added on the preview. */
  deg: z.literal([90, 180, 270], { error: 'validation.invalid' }),
});

export const pcbaCartBodySchema = z.strictObject({
  /** The board: Normal or Advance tier (a premium board goes through /premium-pcb-pcba's manual quote). */
  tier: pcbTierSchema,
  values: pcbValuesSchema.prefault({}),
  /** The Gerber upload (POST /upload/file); required: there is nothing to assemble without a board. */
  file_id: z.uuid('validation.invalid'),
  options: pcbaOptionsSchema.prefault({}),
  bom: z.strictObject({
    /** From POST /v1/pcba/bom/read; another customer's id answers 404. */
    file_id: z.uuid('validation.invalid'),
    header_row: int(0, 2000),
    mapping: mappingSchema,
    choices: z.array(pcbaLineChoiceSchema).max(1000).default([]),
  }),
  placement: z
    .strictObject({
      /** From POST /v1/pcba/placement/read. */
      file_id: z.uuid('validation.invalid'),
      rotations: z.array(rotationSchema).max(10_000).default([]),
      /** ROTATION_OFFSETS convention applied on the preview ('' none). */
      convention: text().trim().max(40).default(''),
    })
    .optional(),
  country: countrySchema.optional(),
  carrier: carrierSchema.optional(),
  request_id: z.uuid('validation.invalid'),
});
export type PcbaCartBody = z.input<typeof pcbaCartBodySchema>;

export const pcbaBomLineSchema = z.object({
  line: z.number(),
  row: z.number(),
  designators: z.array(z.string()),
  quantity: z.number(),
  mpn: z.string(),
  manufacturer: z.string(),
  value: z.string(),
  status: z.enum(BOM_STATUSES),
  choice: z.enum([...PCBA_LINE_CHOICES, 'staff']),
  part_sku: z.string().nullable(),
  /** Micro-USD per part at the build quantity, as a decimal string; null while unpriced. */
  unit_micros: z.string().nullable(),
  purchase_link: z.string(),
  supplied_mpn: z.string(),
  staff_note: z.string(),
});
export type PcbaBomLine = z.infer<typeof pcbaBomLineSchema>;

export const pcbaCartItemSchema = z.object({
  item: cartItemSchema,
  lines: z.array(pcbaBomLineSchema),
});
export type PcbaCartItem = z.infer<typeof pcbaCartItemSchema>;
