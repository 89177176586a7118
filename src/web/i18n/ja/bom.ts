// BOMの読み込み（issue 11）：読み込み時に見つかった問題（src/shared/pcba/bom-lines.ts の BOM_PROBLEM_KEYS から
// 'bom.' を除いたもの）と列の割り当て項目。{{rows}} はファイルの行番号の一覧。
export const bom = {
  fields: {
    designator: 'リファレンス（実装位置）',
    quantity: '数量',
    mpn: 'メーカー型番またはSKU',
    manufacturer: 'メーカー',
    value: '定数',
    footprint: 'フットプリント',
    description: '説明',
    dnp: '実装しない',
  },
  problems: {
    missingColumns: '次の項目に対応する列を選択してください：{{fields}}',
    quantityBelowDesignators:
      '{{rows}}行目：リファレンスの数が数量より多くなっています。数量はリファレンスの数以上にしてください（リファレンスの数で計算しています）。',
    quantityAboveDesignators: '{{rows}}行目：リファレンスの数が数量より少なくなっています。余分な部品は購入されますが実装されません。ご確認ください。',
    badQuantity: '{{rows}}行目：数量が整数ではないため、リファレンスの数を数量としました。',
    quantityFromDesignators: '{{rows}}行目：数量の記載がないため、リファレンスの数を数量としました。',
    noDesignator: '{{rows}}行目：リファレンスがありません。各部品の実装位置を記入してください。',
    duplicateDesignator: 'リファレンス {{designators}} が複数の行にあります（{{rows}}行目）。',
    otherSeparators:
      '{{rows}}行目：スペースまたはセミコロンで区切られたリファレンスを、それぞれ別の実装位置として読み込みました。リファレンスはカンマで区切ってください。',
    badRange: '{{rows}}行目：リファレンスの範囲指定が広すぎます。ご確認ください。',
    duplicateRows: '{{rows}}行目は同じ部品（型番・定数・フットプリントが同じ）です。1行にまとめますか？',
    combinedRows: '{{rows}}行目は同じ部品のため、部品ごとに1行にまとめました。',
    notPopulated: '{{rows}}行目は「実装しない（DNP）」の指定があるため、実装対象から外しました。',
    zeroQuantity: '{{rows}}行目は数量が0のため、実装対象から外しました。',
    nonSoldered:
      '{{rows}}行目ははんだ付けしない機構部品（ネジ、スペーサー、ラベルなど）のため、BOMからは実装できません。お見積りは「認証・機構部品」をお選びください。',
    boardFeature: '{{rows}}行目はフィデューシャルマークまたは取付穴で、基板の一部のため実装する部品はありません。',
    distributorNumbers: '部品番号が販売店の注文コード（Digi-Key、LCSC、Mouserなど）のため、そのまま照合しています。メーカー型番の方が正確に照合できます。',
    truncated: 'ファイルの行数が読み込める上限（先頭2,000行）を超えています。空の行を削除するか、BOMを分割してください。',
  },
};
