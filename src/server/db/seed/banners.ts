// The promotional banner at the top of the shop (spec platform §2, §3 banner): one per edition.
// Prices in `desc` are {price:<USD cents>} tokens the web app formats in the visitor's currency; the images carry none.
// A banner promotes only what can be ordered today (issue 8 §7): PCBs and stencils, not assembly (PCBA), whose
// ordering page is not built yet.
import type { Db } from '../client';
import { banners } from '../schema/index';
import { insertMissingWithIds } from './insert-missing';

type Row = typeof banners.$inferInsert & { id: number };

const BANNER_ROWS: Row[] = [
  {
    id: 1,
    type: 'fusion',
    image: '/img/banner-fusion.svg',
    link: '/fusion_pcb',
    desc: 'Special price: 10 PCBs from {price:490}, and SMT stencils cut from your paste layers to match.',
    hrefType: 1,
    color: '#0b7a3e',
    active: true,
    sort: 1,
  },
  {
    id: 2,
    type: 'fusionjp',
    image: '/img/banner-fusionjp.svg',
    link: '/fusion_pcb',
    desc: '特別価格：PCB 10枚 {price:490}から。ペーストレイヤーからSMTステンシルも製作します。',
    hrefType: 1,
    color: '#0b7a3e',
    active: true,
    sort: 1,
  },
];

export const seedBanners = (db: Db) =>
  insertMissingWithIds(db, 'banners', db.insert(banners).values(BANNER_ROWS).onConflictDoNothing(), Math.max(...BANNER_ROWS.map((r) => r.id)));
