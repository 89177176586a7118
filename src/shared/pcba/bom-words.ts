// The header words of real BOM exports, per field (issue 11 "Column mapping"; ../shared/bom-samples/HEADERS.txt).
// Matching is on normalised text (bom-header.ts: lower case, accents and punctuation dropped), so 'Mfr. P/N',
// 'MFR PN' and 'mfr-pn' are one word here. The longest word found in a header wins, which is how
// 'Manufacturer Part Number' becomes the MPN and not the manufacturer, and 'Référence fabricant' an MPN and not
// a designator.
import type { BomField } from './bom-line';

export const FIELD_WORDS: Record<BomField, readonly string[]> = {
  designator: [
    // KiCad 'Refs'/'Reference', Altium 'Designator', Eagle 'Parts', 3mdeb 'References'
    'designator', 'designators', 'refdes', 'ref des', 'ref', 'refs', 'reference', 'references',
    'reference designator', 'part', 'parts', 'location', 'locations', 'position', 'positions', 'ref designator',
    'repere', 'reperes', // French (cvra 'Référence'; accents are dropped before matching)
    'bauteil', 'bauteile', 'referenz', 'bezeichner', 'bestuckungsposition', 'position', // German
    '部品番号', '部品記号', '回路記号', 'リファレンス', 'シンボル', '記号', // Japanese ('部品番号' here as the brief lists it)
    '位号', '位置号', '元件位号', '标号', // Chinese
  ],
  quantity: [
    'qty', 'quantity', 'quantities', 'quant', 'qty per board', 'quantity per pcb', 'qty per pcb', 'pcs',
    'quantite', 'qte', 'nombre', // French (cvra 'Quantité')
    'menge', 'anzahl', 'stuckzahl', 'stuck', // German
    '数量', '個数', '員数', '使用数', // Japanese
    '用量', '数量(pcs)', // Chinese
    'cantidad', // Spanish
  ],
  mpn: [
    'mpn', 'mfr pn', 'mfr part', 'mfr part number', 'mfr part no', 'mfg pn', 'mfg part', 'mfg part number', 'mf pn',
    'manufacturer part', 'manufacturer part number', 'manufacturer pn', 'manufacturer part no', 'manufacturers part number',
    'part number', 'part no', 'partnumber', 'pn', 'p n', 'mpn sku', 'seeed sku', 'sku',
    'manufacturer part number seeed sku', // the Seeed template's 'Manufacturer Part Number/Seeed SKU'
    'reference fabricant', 'ref fabricant', 'numero de piece', // French
    'herstellerteilenummer', 'hersteller teilenummer', 'hersteller artikelnummer', 'teilenummer', 'artikelnummer', // German
    '型番', 'メーカー型番', '品番', 'メーカー品番', '部品型番', // Japanese
    '型号', '料号', '制造商料号', '厂家型号', '规格型号', '制造商零件编号', // Chinese
  ],
  manufacturer: [
    'manufacturer', 'manufacturers', 'mfr', 'mfg', 'mf', 'maker', 'brand', 'manufacturer name', 'mfr name',
    'fabricant', 'constructeur', 'marque', // French
    'hersteller', // German
    'メーカー', 'メーカー名', '製造元', '製造者', // Japanese
    '制造商', '厂商', '厂家', '品牌', '生产厂家', // Chinese
  ],
  value: [
    // Altium and JLCPCB 'Comment' hold the value; EasyEDA 'Name' too; cvra's French 'Désignation' holds values
    'value', 'values', 'val', 'comment', 'comments', 'name', 'designation', 'valeur', 'wert',
    '定数', '値', '定格', '値 定格', // Japanese ('定数/値' normalises to '定数 値', found by its words)
    '值', '参数', '标称值', '规格', // Chinese
    'valor',
  ],
  footprint: [
    'footprint', 'footprints', 'package', 'packages', 'pcb footprint', 'case', 'case package', 'package case', 'pattern',
    'land pattern', 'size', 'boitier', 'empreinte', // French (cvra 'Boitier')
    'gehause', 'bauform', // German
    'フットプリント', 'パッケージ', '外形', 'パターン', // Japanese
    '封装', '封装规格', // Chinese
  ],
  description: [
    'description', 'desc', 'device', 'part description', 'libref', 'lib ref', 'part name',
    'libelle', // French
    'beschreibung', 'bezeichnung', // German
    '説明', '品名', '部品名', '摘要', // Japanese
    '描述', '名称', '物料描述', '备注', // Chinese
  ],
  dnp: [
    'dnp', 'dnf', 'dni', 'do not place', 'do not populate', 'do not fit', 'not populated', 'no fit', 'nofit',
    'populate', 'populated', 'fitted', 'fit', 'mount', 'mounted', 'place', 'install',
    'non monte', 'ne pas monter', // French
    'bestuckt', 'bestucken', 'nicht bestucken', 'nicht bestuckt', // German
    '実装', '実装しない', '未実装', '不実装', '実装有無', // Japanese
    '不贴', '是否贴片', '贴片', '不焊', '是否焊接', // Chinese
  ],
};

/**
 * Distributor part-number columns. They stand in for the MPN only when the file has no MPN column: the spec reads
 * "MPN is manufacturer part number or Seeed SKU", and a Digi-Key '-ND', LCSC 'C1234' or Mouser number names one
 * exact part, so the catalogue matcher can still find it (LCSC numbers are our catalogue's SKUs); an empty MPN
 * could only ever be Unavailable. The reader says so (bom.distributorNumbers) so the customer can add real MPNs.
 */
export const DISTRIBUTOR_WORDS: readonly string[] = [
  'lcsc', 'lcsc part', 'lcsc part number', 'lcsc part #', 'jlcpcb part', 'jlcpcb part #', 'jlc part', 'supplier part',
  'supplier part number', 'supplier pn', 'digikey', 'digi key', 'digikey part number', 'digi key part number', 'digikey pn',
  'mouser', 'mouser part number', 'mouser no', 'mouser pn', 'farnell', 'newark', 'rs stock no', 'distributor part number',
  'vendor part number', 'order code', 'order number', 'bestellnummer', 'fournisseur et ref', 'ref fournisseur', 'fournisseur ref',
  '立创编号', '商品编号', '供应商编号', '供应商料号',
];

/** A header word that says 'this column lists the parts that ARE placed' (so 'no' there means not placed). */
export const POPULATE_WORDS: readonly string[] = [
  'populate', 'populated', 'fitted', 'fit', 'mount', 'mounted', 'place', 'install', 'bestuckt', '実装', '实装', '贴片', '是否贴片', '是否焊接', '実装有無',
];
