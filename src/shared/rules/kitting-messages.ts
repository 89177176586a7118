// The English and Japanese texts of kitting.ts's message keys, apart from its zod schemas: the web catalogs quote
// them on every page, and importing kitting.ts would pull the validation library into the first download (issue 17).
import type { KittingMessageRule as Rule } from './kitting';

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
