// The main navigation (spec platform §2 shell, §3 menu item). Fixed ids so children can name their parent.
// A group heading has an empty address: it opens its children and is not a page of its own.
import type { Db } from '../client';
import { menuItems } from '../schema/index';
import { insertMissingWithIds } from './insert-missing';

type Row = typeof menuItems.$inferInsert & { id: number };

const item = (id: number, parentId: number | null, sort: number, address: string, enName: string, jpName: string): Row => ({
  id, parentId, sort, address, enName, jpName,
});

const MENU_ROWS: Row[] = [
  item(1, null, 1, '', 'PCB & PCBA', 'PCB・PCBA'),
  item(11, 1, 1, '/fusion_pcb', 'Quick-turn PCB', '短納期PCB'),
  item(12, 1, 2, '/fusion-advanced-pcb', 'Advanced PCB', 'アドバンスドPCB'),
  item(13, 1, 3, '/premium-pcb-pcba', 'Premium PCB', 'プレミアムPCB'),
  item(14, 1, 4, '/fusion_pcba', 'PCB Assembly', 'PCB実装（PCBA）'),
  item(15, 1, 5, '/stencil', 'Stencil', 'ステンシル'),
  item(16, 1, 6, '/pcb-assembly', 'PCBA Capabilities & Pricing', 'PCB実装のご案内'),
  item(2, null, 2, '', 'Manufacturing', '製造サービス'),
  item(21, 2, 1, '/fusion-3d-printing', '3D Printing', '3Dプリント'),
  item(22, 2, 2, '/fusion-cnc', 'CNC Machining', 'CNC加工'),
  item(23, 2, 3, '/fusion-cable-assembly', 'Cable Assembly', 'ケーブルアセンブリ'),
  item(24, 2, 4, '/kitting-service', 'Kitting', 'キッティング'),
  item(3, null, 3, '', 'Design & ODM', '設計・ODM'),
  item(31, 3, 1, '/fusion-odm-service', 'ODM Service', 'ODMサービス'),
  item(32, 3, 2, '/odm', 'ODM Application', 'ODMお申し込み'),
  item(4, null, 4, '/opl', 'Parts Library', '部品ライブラリ'),
  item(5, null, 5, '/gallery-index', 'Gallery', 'ギャラリー'),
  item(6, null, 6, '', 'Help', 'ヘルプ'),
  item(61, 6, 1, '/faq', 'FAQ', 'よくある質問'),
  item(62, 6, 2, '/get_help/HowToGetHelp', 'Help Center', 'ヘルプセンター'),
];

export const seedMenu = (db: Db) =>
  insertMissingWithIds(db, 'menu_items', db.insert(menuItems).values(MENU_ROWS).onConflictDoNothing(), Math.max(...MENU_ROWS.map((r) => r.id)));
