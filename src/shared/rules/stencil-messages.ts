// The English and Japanese texts of stencil.ts's message keys, apart from its zod schemas: the web catalogs quote
// them on every page, and importing stencil.ts would pull the validation library into the first download (issue 17).

export const STENCIL_RULE_MESSAGES_EN = {
  quantityEven: 'The stencil quantity must be an even number.',
  quantityMin: 'The minimum quantity is {{min}}.',
  quantityMax: 'The maximum quantity is {{max}}.',
  framedOnly: 'This size is only made with a frame.',
  framelessOnly: 'This size is only made without a frame.',
  remarkMax: 'The remark can be at most {{max}} characters.',
};

export const STENCIL_RULE_MESSAGES_JA: Record<keyof typeof STENCIL_RULE_MESSAGES_EN, string> = {
  quantityEven: 'ステンシルの数量は偶数で指定してください。',
  quantityMin: '最小数量は{{min}}です。',
  quantityMax: '最大数量は{{max}}です。',
  framedOnly: 'このサイズはフレーム付きのみ製造できます。',
  framelessOnly: 'このサイズはフレームなしのみ製造できます。',
  remarkMax: '備考は{{max}}文字以内で入力してください。',
};
