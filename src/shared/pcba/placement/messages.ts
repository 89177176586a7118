// Texts of the placement problems (src/shared/pcba/placement), in both editions' words. The server answers a file it
// cannot read with one of these keys and its English text; the web catalogs spread both maps under `placement`.
import type { PlacementProblemKey } from './types';

type Name = PlacementProblemKey extends `placement.${infer N}` ? N : never;

export const PLACEMENT_MESSAGES_EN: Record<Name, string> = {
  notText: 'This is not a placement file. Please upload the pick-and-place (CPL) file as CSV, text, XLS or XLSX.',
  tooLarge: 'The placement file is too large (2 MB at most).',
  tooManyRows: 'The placement file has more than 20,000 parts.',
  noHeader: 'No placement columns found. The file needs designator, X, Y and rotation columns (KiCad, Altium, EasyEDA, JLCPCB or Eagle export).',
  noRows: 'The placement file lists no parts.',
  badRow: 'Line {{row}}: the position or rotation is not a number. The line was skipped.',
  badSide: 'Line {{row}}: the side is neither top nor bottom. The line was skipped.',
  missingFromCpl: 'In the BOM but not in the placement file: {{designators}}',
  notInBom: 'In the placement file but not in the BOM (they will not be placed): {{designators}}',
  duplicateInCpl: 'Listed more than once in the placement file: {{designators}}',
  duplicateInBom: 'Listed on more than one BOM line: {{designators}}',
  };

export const PLACEMENT_MESSAGES_JA: Record<Name, string> = {
  notText: '部品座標ファイルではありません。部品座標（CPL）ファイルをCSV、テキスト、XLS、XLSXのいずれかの形式でアップロードしてください。',
  tooLarge: '部品座標ファイルが大きすぎます（最大2MB）。',
  tooManyRows: '部品座標ファイルの部品数が20,000点を超えています。',
  noHeader: '部品座標の列が見つかりません。部品番号（リファレンス）、X、Y、回転角の列が必要です（KiCad、Altium、EasyEDA、JLCPCB、Eagleの出力に対応）。',
  noRows: '部品座標ファイルに部品がありません。',
  badRow: '{{row}}行目：位置または回転角が数値ではないため、この行を読み飛ばしました。',
  badSide: '{{row}}行目：実装面が表（top）でも裏（bottom）でもないため、この行を読み飛ばしました。',
  missingFromCpl: 'BOMにあり部品座標ファイルにない部品：{{designators}}',
  notInBom: '部品座標ファイルにありBOMにない部品（実装されません）：{{designators}}',
  duplicateInCpl: '部品座標ファイルに重複して記載されている部品：{{designators}}',
  duplicateInBom: '複数のBOM行に記載されている部品：{{designators}}',
  };
