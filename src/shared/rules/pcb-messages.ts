// The English and Japanese texts of pcb.ts's message keys, apart from its zod schemas: the web catalogs quote
// them on every page, and importing pcb.ts would pull the validation library into the first download (issue 17).

export const PCB_RULE_MESSAGES_EN = {
  notAvailable: 'This option is not available for this service.',
  layersForMaterial: 'This base material can be made with {{min}} to {{max}} layers.',
  thicknessForLayers: 'For this layer count and material the thickness must be between {{min}} and {{max}} mm.',
  ospSize: 'OSP finish needs a board larger than {{min}}×{{min}} mm.',
  blindViasAdvanced: 'Blind or buried vias can only be made by the Advanced PCB service.',
  blindViasAluminum: 'Aluminium boards with blind or buried vias cannot be made. Please choose rigid FR-4.',
  blindViasLayers: 'Blind or buried vias need at least {{min}} layers.',
  whiteMaskSilkscreen: 'A white solder mask needs a black silkscreen.',
  sizeRange: 'The size must be between {{min}} and {{max}} mm.',
  sizeWarning: 'FR-4 boards between {{min}} and {{max}} mm on each side get the special price; this size is priced normally.',
  confirmDefaultSize: 'The board size is still the default 100×100 mm. Please confirm it or enter the real size.',
  quantityMin: 'The minimum quantity is {{min}}.',
  quantityMax: 'The maximum quantity is {{max}}.',
  quantityStep: 'Please choose one of the listed quantities.',
  remarkMax: 'The remark can be at most {{max}} characters.',
  expeditedUnavailable: 'Expedited builds are only available for FR-4 boards with up to {{max}} layers.',
};

export const PCB_RULE_MESSAGES_JA: Record<keyof typeof PCB_RULE_MESSAGES_EN, string> = {
  notAvailable: 'このオプションはこのサービスではご利用いただけません。',
  layersForMaterial: 'この基材で製造できる層数は{{min}}～{{max}}層です。',
  thicknessForLayers: 'この層数と基材では、板厚は{{min}}～{{max}} mmの範囲で指定してください。',
  ospSize: 'OSP仕上げには{{min}}×{{min}} mmより大きい基板が必要です。',
  blindViasAdvanced: 'ブラインド／ベリードビアはAdvanced PCBサービスでのみ製造できます。',
  blindViasAluminum: 'ブラインド／ベリードビアのあるアルミ基板は製造できません。リジッドFR-4をお選びください。',
  blindViasLayers: 'ブラインド／ベリードビアには{{min}}層以上が必要です。',
  whiteMaskSilkscreen: '白色のソルダーマスクには黒色のシルクが必要です。',
  sizeRange: 'サイズは{{min}}～{{max}} mmの範囲で指定してください。',
  sizeWarning: '各辺{{min}}～{{max}} mmのFR-4基板は特別価格の対象です。このサイズは通常価格になります。',
  confirmDefaultSize: '基板サイズが初期値の100×100 mmのままです。このサイズでよいか確認するか、実際のサイズを入力してください。',
  quantityMin: '最小数量は{{min}}です。',
  quantityMax: '最大数量は{{max}}です。',
  quantityStep: '一覧にある数量からお選びください。',
  remarkMax: '備考は{{max}}文字以内で入力してください。',
  expeditedUnavailable: '特急製造は{{max}}層以下のFR-4基板のみご利用いただけます。',
};
