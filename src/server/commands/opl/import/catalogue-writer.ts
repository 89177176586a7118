// Writes checked parts in batches: one statement per table per batch, with the batch passed as arrays and spread
// by unnest() (a few parameters instead of tens of thousands, the same SQL on PGlite and PostgreSQL).
// Upsert by SKU, so importing a catalogue again updates stock and prices in place while the shop keeps serving.
// Names (categories, manufacturers, packages, attributes) are cached by id for the whole import.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { kindCode } from '../../../../shared/opl/units';
import { packageFamily } from '../../../../shared/opl/package-family';
import type { PartRecord } from './part-record';

const p = (v: unknown) => sql.param(v);
type Row = Record<string, unknown>;
const rows = async (db: DbOrTx, q: ReturnType<typeof sql>): Promise<Row[]> => (await db.execute(q)).rows as Row[];

/** The words a part is found by: everything a customer might type that is not a value with a unit. */
const docText = (r: PartRecord): string =>
  [
    r.mpn,
    r.mpnKey,
    r.sku,
    r.manufacturer,
    r.package,
    r.description,
    ...r.attributes.filter((a) => !a.numbers).map((a) => a.value),
  ]
    .filter(Boolean)
    .join(' ')
    .slice(0, 4000);

/** A UTF-16 surrogate without its pair (a paired one is part of a code point and does not match). */
const LONE_SURROGATE = /\p{Surrogate}/gu;

export class CatalogueWriter {
  private readonly categories = new Map<string, number>();
  private readonly manufacturers = new Map<string, number>();
  private readonly packages = new Map<string, number>();
  private readonly attributes = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly opts: { trustReferences: boolean } = { trustReferences: false },
  ) {}

  private async names(
    tx: DbOrTx,
    cache: Map<string, number>,
    wanted: Iterable<string>,
    insert: (missing: string[]) => ReturnType<typeof sql>,
    key = 'name',
  ) {
    const missing = [...new Set(wanted)].filter((n) => !cache.has(n));
    if (!missing.length) return;
    for (const r of await rows(tx, insert(missing))) cache.set(String(r[key]), Number(r.id));
  }

  private async ensureNames(tx: DbOrTx, batch: PartRecord[]): Promise<void> {
    await this.names(tx, this.manufacturers, batch.flatMap((r) => (r.manufacturer ? [r.manufacturer] : [])), (m) =>
      sql`insert into opl_manufacturers (name) select unnest(${p(m)}::text[])
          on conflict (name) do update set name = excluded.name returning id, name`,
    );
    await this.names(tx, this.packages, batch.flatMap((r) => (r.package ? [r.package] : [])), (m) =>
      sql`insert into opl_packages (name, family) select * from unnest(${p(m)}::text[], ${p(m.map(packageFamily))}::text[])
          on conflict (name) do update set name = excluded.name returning id, name`,
    );
    await this.names(tx, this.categories, batch.map((r) => r.category), (m) =>
      sql`insert into opl_categories (name, path) select n, n from unnest(${p(m)}::text[]) as n
          on conflict (path) do update set name = excluded.name returning id, path`,
    'path');
    const subs = batch.map((r) => `${r.category} / ${r.subcategory}`);
    await this.names(tx, this.categories, subs, (m) => {
      const parents = m.map((path) => this.categories.get(path.slice(0, path.indexOf(' / ')))!);
      const names = m.map((path) => path.slice(path.indexOf(' / ') + 3));
      return sql`insert into opl_categories (parent_id, name, path)
          select * from unnest(${p(parents)}::int[], ${p(names)}::text[], ${p(m)}::text[])
          on conflict (path) do update set name = excluded.name returning id, path`;
    }, 'path');
    const attrs = batch.flatMap((r) => r.attributes.flatMap((a) => (a.numbers ?? []).map((n) => `${a.name}\u0001${n.kind}`)));
    await this.names(tx, this.attributes, attrs, (m) =>
      sql`insert into opl_attributes (name, kind)
          select * from unnest(${p(m.map((k) => k.split('\u0001')[0]))}::text[], ${p(m.map((k) => k.split('\u0001')[1]))}::text[])
          on conflict (name, kind) do update set name = excluded.name returning id, name || chr(1) || kind as key`,
    'key');
  }

  /** Writes one batch in one transaction: readers see a part's old or new row and values, never half. */
  async write(input: PartRecord[]): Promise<void> {
    // the last row of a SKU wins, as it would across batches
    const batch = [...new Map(input.map((r) => [r.sku, r])).values()];
    try {
      await this.db.transaction((tx) => this.writeIn(tx, batch));
    } catch (err) {
      // names inserted by the rolled-back transaction are gone: forget every cached id
      for (const cache of [this.categories, this.manufacturers, this.packages, this.attributes]) cache.clear();
      throw err;
    }
  }

  private async writeIn(tx: DbOrTx, batch: PartRecord[]): Promise<void> {
    // Embedded database only: the foreign-key checks (one trigger call per row and reference, about a third of the
    // embedded import) are switched off for this transaction. Safe because every id written comes from this
    // transaction itself (the names just upserted and cached, the part ids the upsert returned), and the embedded
    // database has one process at a time (its folder lock), so nothing can delete a referenced row meanwhile.
    // PostgreSQL keeps its checks: the shop serves while it imports, and the app's role may not change this.
    if (this.opts.trustReferences) await tx.execute(sql`set local session_replication_role = replica`);
    // A batch's commit need not wait for its WAL to reach the disk (PostgreSQL: one flush less per batch; the embedded
    // database never flushes): a crash of the machine loses at most the last few batches, and the import is an
    // idempotent upsert that is simply run again. Only this session's commits are affected.
    await tx.execute(sql`set local synchronous_commit = off`);
    await this.ensureNames(tx, batch);
    // The batch goes as one JSON parameter, spread into rows by json_to_recordset, rather than as 19 parallel arrays
    // that node-postgres escapes element by element and the server parses as array literals: 1 to 5 % less CPU in
    // two paired embedded imports of a 93k-part slice. A lone UTF-16 surrogate becomes U+FFFD, as the arrays' UTF-8
    // encoding made it (the server's JSON reader would refuse the whole batch for it).
    const batchJson = JSON.stringify(
      batch.map((r) => ({
        sku: r.sku,
        mpn: r.mpn,
        mpn_key: r.mpnKey,
        category_id: this.categories.get(`${r.category} / ${r.subcategory}`),
        manufacturer_id: r.manufacturer ? this.manufacturers.get(r.manufacturer) : null,
        package_id: r.package ? this.packages.get(r.package) : null,
        description: r.description,
        description_built: r.descriptionBuilt,
        datasheet: r.datasheet,
        image: r.image,
        stock: r.stock,
        library_type: r.libraryType,
        joints: r.joints ?? null,
        assembly_minimum: r.assemblyMinimum ?? null,
        attrition: r.attrition ?? null,
        price_qty: r.tiers.map((t) => t.qty),
        // micro-USD up to 1e12 (part-record checks): exact as a JSON number
        price_micros: r.tiers.map((t) => Number(t.micros)),
        attributes: r.attributes.map((a) => ({ name: a.name, value: a.value })),
        doc: docText(r),
      })),
      (_key, v: unknown) => (typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD') : v),
    );
    const upsert = sql`
      insert into opl_parts (sku, mpn, mpn_key, category_id, manufacturer_id, package_id, description, description_built,
        datasheet, image, stock, library_type, joints, assembly_minimum, attrition, price_qty, price_micros, attributes, doc, updated_at)
      select u.sku, u.mpn, u.mpn_key, u.category_id, u.manufacturer_id, u.package_id, u.description, u.description_built,
        u.datasheet, u.image, u.stock, u.library_type, u.joints, u.assembly_minimum, u.attrition,
        u.price_qty, u.price_micros, u.attributes, to_tsvector('simple', u.doc), now()
      from json_to_recordset(${p(batchJson)}::json) as u(sku text, mpn text, mpn_key text, category_id int,
        manufacturer_id int, package_id int, description text, description_built boolean, datasheet text, image text,
        stock int, library_type text, joints int, assembly_minimum int, attrition int, price_qty int[],
        price_micros bigint[], attributes jsonb, doc text)
      on conflict (sku) do update set mpn = excluded.mpn, mpn_key = excluded.mpn_key, category_id = excluded.category_id,
        manufacturer_id = excluded.manufacturer_id, package_id = excluded.package_id, description = excluded.description,
        description_built = excluded.description_built, datasheet = excluded.datasheet, image = excluded.image,
        stock = excluded.stock, library_type = excluded.library_type, joints = excluded.joints,
        assembly_minimum = excluded.assembly_minimum, attrition = excluded.attrition, price_qty = excluded.price_qty,
        price_micros = excluded.price_micros, attributes = excluded.attributes, doc = excluded.doc, updated_at = now()
      returning id, sku, (xmax = 0) as inserted`;
    const ids = new Map<string, number>();
    // parts that were there before: their old values go (a new part has none, and a bulk load has only new parts)
    const updated: number[] = [];
    for (const r of await rows(tx, upsert)) {
      ids.set(String(r.sku), Number(r.id));
      if (r.inserted !== true) updated.push(Number(r.id));
    }

    const partIds: number[] = [];
    const attrIds: number[] = [];
    const kinds: number[] = [];
    const nums: number[] = [];
    for (const r of batch) {
      const seen = new Set<number>();
      for (const a of r.attributes) {
        for (const n of a.numbers ?? []) {
          const attr = this.attributes.get(`${a.name}\u0001${n.kind}`)!;
          if (seen.has(attr)) continue; // a name repeated in the source: its first number stands
          seen.add(attr);
          partIds.push(ids.get(r.sku)!);
          attrIds.push(attr);
          kinds.push(kindCode(n.kind));
          nums.push(n.value);
        }
      }
    }
    if (updated.length) await tx.execute(sql`delete from opl_part_values where part_id = any(${p(updated)}::int[])`);
    if (partIds.length) {
      await tx.execute(sql`insert into opl_part_values (part_id, attribute_id, kind, num)
        select * from unnest(${p(partIds)}::int[], ${p(attrIds)}::int[], ${p(kinds)}::smallint[], ${p(nums)}::float8[])`);
    }
  }
}
