// Japan's 47 prefectures in JIS X 0401 order (code 01 Hokkaido … 47 Okinawa), the order Japanese forms list them
// in, with their Japanese names (issue 8 §6). The codes are the ISO 3166-2:JP subdivision codes the address
// data package uses, so each entry pairs with the package's English name.
export const JP_PREFECTURES: readonly { code: string; ja: string }[] = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県', '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県',
  '東京都', '神奈川県', '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県', '三重県',
  '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県', '鳥取県', '島根県', '岡山県', '広島県', '山口県', '徳島県',
  '香川県', '愛媛県', '高知県', '福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
].map((ja, i) => ({ code: String(i + 1).padStart(2, '0'), ja }));

const JA_BY_CODE = new Map(JP_PREFECTURES.map((p) => [p.code, p.ja]));

/** The Japanese name of a prefecture code ('13' → '東京都'). */
export const prefectureJa = (code: string): string | undefined => JA_BY_CODE.get(code);
