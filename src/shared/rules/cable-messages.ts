// The English and Japanese texts of cable.ts's message keys, apart from its zod schemas: the web catalogs quote
// them on every page, and importing cable.ts would pull the validation library into the first download (issue 17).

export const CABLE_RULE_MESSAGES_EN = {
  pinsRange: '{{connector}} housings have {{min}} to {{max}} positions.',
  gaugeRange: '{{connector}} contacts take AWG {{thick}} to AWG {{thin}}.',
  wiresMax: 'At most {{max}} wires.',
  colours: 'Choose one colour for each wire.',
  pinoutRows: 'The pin-out needs one row per wire.',
  pinoutPin: 'Pin {{pin}} is outside the connector.',
  pinoutDuplicate: 'Pin {{pin}} is used twice.',
  lengthMin: 'The minimum length is {{min}} mm.',
  lengthMax: 'The maximum length is {{max}} mm.',
  quantityMin: 'The minimum order quantity is {{min}}.',
  quantityMax: 'The maximum order quantity is {{max}}.',
  remarkMax: 'The remark can be at most {{max}} characters.',
};
export const CABLE_RULE_MESSAGES_JA: Record<keyof typeof CABLE_RULE_MESSAGES_EN, string> = {
  pinsRange: '{{connector}}のハウジングは{{min}}〜{{max}}極です。',
  gaugeRange: '{{connector}}のコンタクトに適合する電線はAWG {{thick}}〜AWG {{thin}}です。',
  wiresMax: '電線は{{max}}本までです。',
  colours: '電線ごとに色を選択してください。',
  pinoutRows: 'ピン配置は電線1本につき1行必要です。',
  pinoutPin: 'ピン{{pin}}はコネクタの範囲外です。',
  pinoutDuplicate: 'ピン{{pin}}が重複しています。',
  lengthMin: '最小長さは{{min}} mmです。',
  lengthMax: '最大長さは{{max}} mmです。',
  quantityMin: '最小注文数量は{{min}}です。',
  quantityMax: '最大注文数量は{{max}}です。',
  remarkMax: '備考は{{max}}文字以内で入力してください。',
};
