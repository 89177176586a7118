// Customized PCBs from the gallery in a kit (issue 13 "customized PCBs from the customer's cart or gallery"): the PCB
// list offers the customer's own gallery boards and public ones with a per-board price from the server; the kit's
// server price includes them (per set × sets), the cart item names them; another's unlisted or hidden project, and
// a project without a board, answer 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedParts } from '../../db/seed/opl/index';
import { cartItems, galleryProjects, orderLines } from '../../db/schema/index';
import { insertTestUpload } from '../../commands/cart/test-support';
import { addItem, get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';
import { specLine, specWords } from '../../../shared/params/spec-words';

let t: TestApp;
let author: Customer;
let maker: Customer;
beforeAll(async () => {
  t = await createTestApp();
  await seedParts(t.handle.db);
  [author, maker] = [await signUp(t), await signUp(t)];
});
afterAll(async () => t.close());

/** A past PCB order of `who` (60 × 40 mm) with its Gerber; answers the order line's id. */
const pastBoard = async (who: Customer): Promise<number> => {
  const cartId = await addItem(t, who, { values: { width: 60, height: 40 } });
  const uploadId = await insertTestUpload(t.handle.db, who.id, 'robot-arm.zip');
  await t.handle.db.update(cartItems).set({ uploadId }).where(eq(cartItems.id, cartId));
  const order = await orderOf(t, who, [cartId]);
  const [line] = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.order_id));
  return line!.id;
};

/** A gallery project written straight to the table (the gallery's own tests cover making one through its form). */
const project = async (who: Customer, over: Partial<typeof galleryProjects.$inferInsert> = {}): Promise<number> => {
  const now = t.clock.now();
  const [row] = await t.handle.db.insert(galleryProjects).values({
    userId: who.id, name: `Robot arm ${crypto.randomUUID().slice(0, 8)}`, intro: 'A four-layer board for a robot arm.', pictureIds: [],
    story: 'Story', orderLineId: await pastBoard(who), shareType: 'public', createdAt: now, updatedAt: now, ...over,
  }).returning({ id: galleryProjects.id });
  return row!.id;
};

const BUTTON = 'OPL-GROVE-001';
const kit = (gallery: { project_id: number; quantity: number }[]) => ({ service: 'kitting', sets: 5, items: [{ sku: BUTTON, quantity: 1 }], gallery_pcbs: gallery });
const priceOf = (who: Customer | null, values: Record<string, unknown>) => post(t, who, '/v1/kitting/price', { values });

describe('gallery boards in a kit', () => {
  it("lists the customer's own and public boards with a server price, and prices them into the kit", async () => {
    const mine = await project(maker, { shareType: 'unlisted' });
    const theirs = await project(author);
    const list = (await get(t, maker, '/v1/kitting/pcbs')).json().data.projects as { project_id: number; own: boolean; unit_price: string | null; width: number }[];
    expect(list.find((p) => p.project_id === mine)).toMatchObject({ own: true, width: 60 });
    const listed = list.find((p) => p.project_id === theirs)!;
    expect(listed).toMatchObject({ own: false });
    const unit = BigInt(listed.unit_price!);
    expect(unit).toBeGreaterThan(0n);

    const withBoard = (await priceOf(maker, kit([{ project_id: theirs, quantity: 2 }]))).json().data;
    expect(withBoard.problems).toEqual([]);
    expect(withBoard.gallery_pcbs).toEqual([{ project_id: theirs, name: expect.stringContaining('Robot arm'), unit_price: unit.toString() }]);
    // the kit's PCB line: 2 boards per set, 5 sets, at the board's unit price
    expect(BigInt(withBoard.lines.find((l: { key: string }) => l.key === 'pcb').amount as string)).toBe(unit * 2n * 5n);

    const added = await post(t, maker, '/v1/cart/add-kitting', { values: kit([{ project_id: theirs, quantity: 2 }]), request_id: crypto.randomUUID() });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.total).toBe(withBoard.subtotal);
    expect(specLine(specWords(added.json().data.pid, added.json().data.params, 'en', 5), 'en')).toContain(`${withBoard.gallery_pcbs[0].name} × 2`);
  });

  it("answers 404 for another's unlisted or hidden project, and for one without a board", async () => {
    const unlisted = await project(author, { shareType: 'unlisted' });
    const hidden = await project(author, { hidden: true });
    const boardless = await project(maker, { orderLineId: null });
    const list = ((await get(t, maker, '/v1/kitting/pcbs')).json().data.projects as { project_id: number }[]).map((p) => p.project_id);
    for (const id of [unlisted, hidden, boardless]) {
      expect(list).not.toContain(id);
      expect((await priceOf(maker, kit([{ project_id: id, quantity: 1 }]))).statusCode).toBe(404);
    }
    // a visitor may price a public board, not the author's unlisted one
    expect((await priceOf(null, kit([{ project_id: await project(author), quantity: 1 }]))).statusCode).toBe(200);
    expect((await priceOf(null, kit([{ project_id: unlisted, quantity: 1 }]))).statusCode).toBe(404);
  });
});
