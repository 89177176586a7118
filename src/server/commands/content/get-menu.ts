// GET /menu/list: the navigation tree (spec platform §3 menu item), each level sorted by sort, then id.
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema/index';
import type { MenuItem } from '../../../shared/contracts/content';
import { shortCache } from './short-cache';

/** Every page load asks for the menu; it changes rarely. A staff edit drops the copy at once (invalidateMenu). */
export const MENU_CACHE_MS = 30_000;
const menuCache = shortCache<MenuItem[]>(MENU_CACHE_MS);

/** Called by the console's menu edits after they commit: the shop's next read sees the change. */
export const invalidateMenu = (db: Db): void => menuCache.invalidate(db);

export const getMenuTree = (deps: Pick<Deps, 'db' | 'clock'>): Promise<MenuItem[]> => menuCache(deps, () => loadMenuTree(deps));

const loadMenuTree = async ({ db }: Pick<Deps, 'db'>): Promise<MenuItem[]> => {
  // Hidden items leave the shop's menu; their children go with them (no parent to hang on).
  const rows = await db.select().from(menuItems).where(eq(menuItems.hidden, false)).orderBy(asc(menuItems.sort), asc(menuItems.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  // Rows keep the query's order; items whose parent is missing are not reachable and so not shown.
  // `seen` guards against a parent loop in hand-edited data.
  const seen = new Set<number>();
  const build = (parentId: number | null): MenuItem[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .map((row) => {
        const children = build(row.id);
        const item: MenuItem = { id: row.id, address: row.address, en_name: row.enName, jp_name: row.jpName };
        return children.length ? { ...item, children } : item;
      });
  return build(null);
};
