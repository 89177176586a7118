// The navigation menu (issue 9; spec platform §3 menu item: en/jp names, address, child menus): staff list, add,
// edit, hide and delete items. Children go one level deep, as the shop's bar and drawer draw them. Each change
// writes its audit row in its transaction and then drops the server's menu cache, so the shop's next read shows it.
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import { menuItems } from '../../../db/schema/index';
import type { StaffMenuItem, staffMenuBodySchema } from '../../../../shared/contracts/staff-content';
import { isShopLink } from '../../../../shared/content/shop-links';
import { conflict, invalid, notFound } from '../../../http/errors';
import { invalidateMenu } from '../../content/get-menu';
import { writeAudit } from '../audit';

type Row = typeof menuItems.$inferSelect;
type MenuBody = z.output<typeof staffMenuBodySchema>;

const toStaff = (r: Row): StaffMenuItem => ({
  id: r.id, parent_id: r.parentId, address: r.address, en_name: r.enName, jp_name: r.jpName, sort: r.sort, hidden: r.hidden,
});

/** Top-level items in order, each followed by its children in order. */
export const listStaffMenu = async ({ db }: Pick<Deps, 'db'>): Promise<StaffMenuItem[]> => {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.sort), asc(menuItems.id));
  const tops = rows.filter((r) => r.parentId === null || !rows.some((p) => p.id === r.parentId));
  return tops.flatMap((top) => [toStaff(top), ...rows.filter((r) => r.parentId === top.id && r.id !== top.id).map(toStaff)]);
};

/** The one-level rule and the link rule (an address kept as it was is accepted: older seed links stay editable). */
const checkItem = (m: MenuBody, before: Row | undefined, rows: Row[]): void => {
  const problems: Record<string, string> = {};
  if (m.address !== '' && m.address !== before?.address && !isShopLink(m.address)) problems.address = 'validation.badLink';
  if (m.parent_id !== null) {
    const parent = rows.find((r) => r.id === m.parent_id);
    if (!parent || parent.parentId !== null || parent.id === m.id) problems.parent_id = 'validation.badParent';
    else if (m.id !== undefined && rows.some((r) => r.parentId === m.id)) problems.parent_id = 'validation.hasChildren';
  }
  if (Object.keys(problems).length) throw invalid(problems);
};

export const saveMenuItem = async (deps: Pick<Deps, 'db' | 'clock'>, staffId: number, m: MenuBody): Promise<StaffMenuItem> => {
  const saved = await deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(menuItems);
    const before = m.id === undefined ? undefined : rows.find((r) => r.id === m.id);
    if (m.id !== undefined && !before) throw notFound('Menu item not found.');
    checkItem(m, before, rows);
    const values = { parentId: m.parent_id, address: m.address, enName: m.en_name, jpName: m.jp_name, sort: m.sort, hidden: m.hidden };
    const [row] = m.id === undefined
      ? await tx.insert(menuItems).values(values).returning()
      : await tx.update(menuItems).set(values).where(eq(menuItems.id, m.id)).returning();
    if (!row) throw notFound('Menu item not found.');
    const after = toStaff(row);
    await writeAudit(tx, { staffId, action: 'content.manage', recordType: 'menu_item', recordId: row.id, before: before ? toStaff(before) : null, after, now: deps.clock.now() });
    return after;
  });
  invalidateMenu(deps.db);
  return saved;
};

/** An item with children is refused: staff delete or move the children first, so nothing vanishes by surprise. */
export const deleteMenuItem = async (deps: Pick<Deps, 'db' | 'clock'>, staffId: number, id: number): Promise<{ id: number }> => {
  await deps.db.transaction(async (tx) => {
    const [child] = await tx.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.parentId, id)).limit(1);
    if (child) throw conflict('errors.menuHasChildren', 'Delete or move the children of this item first.');
    const [before] = await tx.delete(menuItems).where(eq(menuItems.id, id)).returning();
    if (!before) throw notFound('Menu item not found.');
    await writeAudit(tx, { staffId, action: 'content.manage', recordType: 'menu_item', recordId: id, before: toStaff(before), after: { deleted: true }, now: deps.clock.now() });
  });
  invalidateMenu(deps.db);
  return { id };
};
