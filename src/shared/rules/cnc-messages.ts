// The English and Japanese texts of cnc.ts's message keys, apart from its zod schemas: the web catalogs quote
// them on every page, and importing cnc.ts would pull the validation library into the first download (issue 17).

export const CNC_RULE_MESSAGES_EN = {
  dimensionRequired: 'Please enter this dimension.',
  dimensionMax: 'A dimension can be at most {{max}} mm.',
  materialRequired: 'Please choose a material grade.',
  quantityMin: 'The minimum order quantity is {{min}}.',
  quantityMax: 'The maximum order quantity is {{max}}.',
  threadCount: 'Please enter how many threads or inserts the part has.',
  drawingForTolerance: 'Attach the drawing that gives the tighter tolerances.',
  remarkMax: 'The remark can be at most {{max}} characters.',
};
export const CNC_RULE_MESSAGES_JA: Record<keyof typeof CNC_RULE_MESSAGES_EN, string> = {
  dimensionRequired: '寸法を入力してください。',
  dimensionMax: '寸法は{{max}} mm以下で入力してください。',
  materialRequired: '材質（グレード）を選択してください。',
  quantityMin: '最小注文数量は{{min}}です。',
  quantityMax: '最大注文数量は{{max}}です。',
  threadCount: 'ねじ穴・インサートの数を入力してください。',
  drawingForTolerance: '厳しい公差を指示した図面を添付してください。',
  remarkMax: '備考は{{max}}文字以内で入力してください。',
};
