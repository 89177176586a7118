// The promotional banner at the top of the shop (spec platform §2, §3 banner): one per edition.
// Prices in `desc` are {price:<USD cents>} tokens the web app formats in the visitor's currency; the images carry none.
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
    desc: 'Shipping sale: 10 PCBs from {price:490}, free shipping on every PCBA order.',
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
    desc: '送料セール開催中：PCB 10枚 {price:490}から、PCBAご注文は送料無料。',
    hrefType: 1,
    color: '#0b7a3e',
    active: true,
    sort: 1,
  },
];

export const seedBanners = (db: Db) =>
  insertMissingWithIds(db, 'banners', db.insert(banners).values(BANNER_ROWS).onConflictDoNothing(), Math.max(...BANNER_ROWS.map((r) => r.id)));
