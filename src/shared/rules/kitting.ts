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

export const KITTING_RULE_MESSAGES_EN: Record<Rule, string> = {
  setsMin: 'The minimum is {{min}} sets.',
  setsMax: 'The maximum is {{max}} sets.',
  groveRequired: 'Add at least one Grove module to the kit.',
  empty: 'Add at least one part or PCB to the kit.',
  stock: 'Only {{stock}} pieces or {{maxSets}} sets available.',
  perSetMax: 'At most {{max}} pieces of one part per set.',
  componentLimit: 'Kit component limit exceeded: at most {{max}} kinds of component per kit.',
  duplicate: '{{sku}} is in the kit twice: change its quantity instead.',
  noPrice: '{{sku}} has no price in the library.',
  packageSize: 'Each side of a customized box is {{min}} to {{max}} mm.',
  boxTooSmall: 'The contents ({{content}} cm³ per set) do not fit the box ({{usable}} cm³ usable). Choose a larger box.',
  itemTooLarge: 'This item is larger than the box.',
  unknownPart: 'This part is not in the library.',
  pcbUnpriced: 'This PCB has no price yet: wait for its quotation.',
  printingFile: 'Upload the file of each printed item.',
  stickerFile: 'Upload the sticker image.',
};
export const KITTING_RULE_MESSAGES_JA: Record<Rule, string> = {
  setsMin: '最小セット数は{{min}}セットです。',
  setsMax: '最大セット数は{{max}}セットです。',
  groveRequired: 'キットにGroveモジュールを1つ以上追加してください。',
  empty: 'キットに部品またはPCBを1つ以上追加してください。',
  stock: '在庫は{{stock}}個（{{maxSets}}セット分）のみです。',
  perSetMax: '1セットに入れられる同一部品は{{max}}個までです。',
  componentLimit: 'キットの部品点数の上限を超えています（1キットにつき{{max}}種類まで）。',
  duplicate: '{{sku}}がキットに2回含まれています。数量を変更してください。',
  noPrice: '{{sku}}には部品ライブラリの価格がありません。',
  packageSize: 'カスタム箱の各辺は{{min}}〜{{max}} mmです。',
  boxTooSmall: '内容物（1セット{{content}} cm³）が箱（使用可能{{usable}} cm³）に収まりません。大きい箱を選んでください。',
  itemTooLarge: 'この部品は箱より大きいです。',
  unknownPart: 'この部品は部品ライブラリにありません。',
  pcbUnpriced: 'このPCBにはまだ価格がありません。見積もりをお待ちください。',
  printingFile: '印刷物ごとにファイルをアップロードしてください。',
  stickerFile: 'ステッカー画像をアップロードしてください。',
};
