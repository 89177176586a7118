// The English and Japanese texts of pcba.ts's message keys, apart from its zod schemas: the web catalogs quote
// them on every page, and importing pcba.ts would pull the validation library into the first download (issue 17).

export const PCBA_RULE_MESSAGES_EN = {
  quantityMin: 'The minimum assembly quantity is {{min}}.',
  quantityMax: 'Up to {{max}} boards are quoted online; for more, please ask for a quote.',
  pcbQuantityLarger: 'The PCB quantity must be larger than the PCBA quantity ({{pcba}}).',
};

export const PCBA_RULE_MESSAGES_JA: Record<keyof typeof PCBA_RULE_MESSAGES_EN, string> = {
  quantityMin: '実装の最小数量は{{min}}です。',
  quantityMax: 'オンライン見積もりは{{max}}枚までです。それ以上はお見積もりをご依頼ください。',
  pcbQuantityLarger: '基板の数量は実装数量（{{pcba}}）より多くしてください。',
};
