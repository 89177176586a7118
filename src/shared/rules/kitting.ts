// Kitting (issue 13; spec services §3 "Kit", §5 kitting validation): the form's values as the page sends them and
// the server stores them, and the texts of the engine's problems ('kitting.rule.*', pricing/kitting.ts). Box
// contents name library parts by SKU with a quantity per set; PCBs are the customer's PCB cart items; printed
// material and the sticker are the customer's uploads (needed to add to the cart, not for an estimate).
import { z } from 'zod';
import { id, int, text } from '../contracts/fields';
import { KIT_PACKAGE_TYPES, KIT_PRINT_KINDS, type KittingRule } from '../pricing/kitting';

/** /kitting-service builds any kit; /grove-kitting-service needs a Grove module in it (groveRequired). */
export const KIT_SERVICES = ['kitting', 'grove'] as const;
export type KitService = (typeof KIT_SERVICES)[number];

/** Spec services §5: an order remark is at most 300 characters; the special requirements are one. */
export const KIT_REQUIREMENTS_MAX = 300;
/** Rows the form may send (the engine's component limit is lower and says so in words). */
const ROWS_MAX = 100;

export const kitValuesSchema = z.strictObject({
  service: z.enum(KIT_SERVICES, { error: 'validation.invalid' }).default('kitting'),
  /** Number of kits (sets). */
  sets: int(0, 1_000_000, 'validation.invalid').default(5),
  /** Box contents from the parts library: SKU and pieces per set. */
  items: z.array(z.strictObject({
    sku: text({ error: 'validation.invalid' }).trim().min(1, 'validation.required').max(40, 'validation.maxLength'),
    quantity: int(1, 10_000, 'validation.invalid'),
  })).max(ROWS_MAX, 'validation.invalid').default([]),
  /** Customized PCBs: the customer's PCB items in the cart, boards per set. */
  pcbs: z.array(z.strictObject({ cart_item_id: id('validation.invalid'), quantity: int(1, 10_000, 'validation.invalid') }))
    .max(ROWS_MAX, 'validation.invalid').default([]),
  /** Customized PCBs from the gallery: a project's board (the customer's own or a public one), boards per set. */
  gallery_pcbs: z.array(z.strictObject({ project_id: id('validation.invalid'), quantity: int(1, 10_000, 'validation.invalid') }))
    .max(ROWS_MAX, 'validation.invalid').default([]),
  /** Printed material, one copy per set: a card or a manual of `pages` pages, from an upload of kind kit_print. */
  printing: z.array(z.strictObject({
    kind: z.enum(KIT_PRINT_KINDS, { error: 'validation.invalid' }),
    pages: int(1, 500, 'validation.invalid').default(1),
    file_id: z.uuid('validation.invalid').nullable().default(null),
  })).max(ROWS_MAX, 'validation.invalid').default([]),
  package: z.strictObject({
    type: z.enum(KIT_PACKAGE_TYPES, { error: 'validation.invalid' }).default('M'),
    length_mm: int(0, 10_000, 'validation.invalid').default(0),
    width_mm: int(0, 10_000, 'validation.invalid').default(0),
    height_mm: int(0, 10_000, 'validation.invalid').default(0),
  }).prefault({}),
  /** A sticker on the box; its image (kind kit_sticker) is needed to add to the cart. */
  sticker: z.boolean({ error: 'validation.invalid' }).default(false),
  sticker_id: z.uuid('validation.invalid').nullable().default(null),
  requirements: text({ error: 'validation.invalid' }).trim().max(KIT_REQUIREMENTS_MAX, 'validation.maxLength').default(''),
});
export type KitValues = z.output<typeof kitValuesSchema>;

export const defaultKitValues = (service: KitService): KitValues => kitValuesSchema.parse({ service });

/**
 * A Grove module (groveRequired counts these): a part of a Grove category or named "Grove - …", but not the
 * Grove cables, which connect modules and are not one, nor a whole kit (a "Kits" category: "Grove Beginner Kit
 * for Arduino" is a product of its own, not a module of the customer's kit).
 */
export const isGroveModule = (p: { mpn: string; category: string; package: string | null }): boolean =>
  (/grove/i.test(p.category) || /^grove\b/i.test(p.mpn)) && !/cable/i.test(p.package ?? '') && !/cable/i.test(p.mpn) && !/\bkits?\b/i.test(p.category);

/** Problems only the server finds (the part or file does not exist, a file is missing for the cart). */
export const KITTING_SERVER_RULES = ['unknownPart', 'pcbUnpriced', 'printingFile', 'stickerFile'] as const;
type Rule = KittingRule | (typeof KITTING_SERVER_RULES)[number];
export type KittingMessageRule = Rule;

export { KITTING_RULE_MESSAGES_EN, KITTING_RULE_MESSAGES_JA } from './kitting-messages';
