// Matches BOM lines against the parts catalogue (issue 11, "Matching against the catalogue"; services §3 "BOM part
// status"). Per line, the first rule that applies decides:
// 1. the part-number cell is a catalogue SKU, or the MPN punctuation aside (ERJ-2RKF3092X = ERJ2RKF3092X):
//    confirmed. Parts of several makers sharing that MPN: the line's manufacturer chooses; none given (or none
//    of them), one maker confirms, several leave the line pending with them as suggestions;
// 2. the MPN with or without a packaging suffix only (LM358D → LM358DR, …/TR, …-T, Digi-Key's …CT-ND): the
//    same choice, confirmed with `variantOf` showing what was written;
// 3. anything fuzzier (a longer MPN, the value and footprint, the description's words): pending with up to 5
//    suggestions, never confirmed (GRM155R70J104 is 100 nF; GRM155R70J102 is 1 nF);
// 4. nothing: unavailable (the customer supplies a purchase link or another MPN).
// A confirmed part with less stock than the build needs says by how much, with alternatives that have enough.
// Each look-up is one statement for the whole BOM (./match-queries.ts), whatever its length.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { BomLine, BomMatch, BomPart } from '../../../shared/pcba/bom-line';
import { isPackagingVariant, MIN_PREFIX_KEY, writtenKeys } from './bom-keys';
import { lineValues, valueAsMpn } from './line-values';
import { sameMaker } from './maker-name';
import {
  findAlternatives, findByKeys, findByPrefix, findByText, findByValue, packageIds, SUGGESTIONS,
  valueAttributes, type KeyProbe, type PartRow, type PrefixProbe, type TextProbe, type ValueProbe,
} from './match-queries';

const LIBRARY_RANK = { basic: 0, preferred: 1, extended: 2 } as const;

/** Best first: the line's maker, Basic before Extended, enough stock for the build, more stock. */
const rank = (need: number, maker: string) => (a: PartRow, b: PartRow): number =>
  Number(maker !== '' && sameMaker(maker, b.manufacturer)) - Number(maker !== '' && sameMaker(maker, a.manufacturer)) ||
  LIBRARY_RANK[a.library_type] - LIBRARY_RANK[b.library_type] ||
  Number(b.stock >= need) - Number(a.stock >= need) ||
  b.stock - a.stock ||
  a.id - b.id;

const toPart = (r: PartRow): BomPart => ({
  sku: r.sku,
  mpn: r.mpn,
  manufacturer: r.manufacturer ?? '',
  package: r.package ?? '',
  description: r.description,
  stock: r.stock,
  // a part without a price tier has no price to show (null)
  unitMicros: r.unit_micros === null ? null : String(r.unit_micros),
  basic: r.library_type === 'basic',
});

const uniqueById = (rows: PartRow[]): PartRow[] => {
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
};

/** Confirmed when the candidates (same MPN, or packaging variants of it) come from one maker after the line's choice. */
const choose = (candidates: PartRow[], maker: string, need: number): { part?: PartRow; others: PartRow[] } => {
  const mine = maker ? candidates.filter((c) => sameMaker(maker, c.manufacturer)) : [];
  const pool = (mine.length ? mine : candidates).slice().sort(rank(need, maker));
  const makers = new Set(pool.map((c) => (c.manufacturer ?? '').toLowerCase()));
  if (makers.size === 1) return { part: pool[0], others: [] };
  return { others: candidates.slice().sort(rank(need, maker)) };
};

/**
 * "Battery holder CR2032" → "'battery':* & 'holder':* & 'cr2032':*": words with a letter, as prefixes from four
 * characters on (shorter prefixes such as '16':* expand to thousands of terms).
 */
const textQuery = (description: string, skip: Set<string>): string => {
  const lexemes = (description.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length >= 3 && /\p{L}/u.test(w) && !skip.has(w.toUpperCase()))
    .slice(0, 6);
  const words = [...new Set(lexemes)].map((l) => (l.length >= 4 ? `'${l}':*` : `'${l}'`));
  return words.length >= 2 ? words.join(' & ') : '';
};

interface LineWork {
  line: BomLine;
  need: number;
  written: string;
  keys: ReturnType<typeof writtenKeys>;
  values: ReturnType<typeof lineValues>;
  match?: BomMatch;
  confirmed?: PartRow;
  /** Pending candidates gathered so far, best first. */
  suggestions: PartRow[];
}

/**
 * One BomMatch per line, in order. `buildQty` boards: a line needs quantity × buildQty parts (stock and price tier).
 * JIT is off for these statements: their row estimates for per-line parameters are pessimistic, so PostgreSQL
 * compiled them to machine code on every call, which cost more than running them (690 ms vs 110 ms for 25 prefixes).
 */
export const matchBom = async (db: DbOrTx, lines: BomLine[], buildQty: number): Promise<BomMatch[]> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return matchLines(tx, lines, buildQty);
  });

const matchLines = async (db: DbOrTx, lines: BomLine[], buildQty: number): Promise<BomMatch[]> => {
  const work: LineWork[] = lines.map((line) => {
    const written = line.mpn || valueAsMpn(line);
    return { line, need: line.quantity * buildQty, written, keys: writtenKeys(written), values: lineValues(line), suggestions: [] };
  });
  const byLine = (rows: PartRow[]) => {
    const map = new Map<number, PartRow[]>();
    for (const r of rows) map.set(r.i, [...(map.get(r.i) ?? []), r]);
    return map;
  };

  // 1 and 2 (stripped keys): one statement for SKUs, MPN keys and suffix-less keys
  const keyProbes: KeyProbe[] = work.flatMap((w, i) =>
    w.written
      ? [
          ...w.keys.skus.map((key) => ({ i, key, need: w.need, how: 'sku' as const })),
          ...(w.keys.key ? [{ i, key: w.keys.key, need: w.need, how: 'exact' as const }] : []),
          ...w.keys.stripped.map((key) => ({ i, key, need: w.need, how: 'stripped' as const })),
        ]
      : [],
  );
  const keyed = byLine(await findByKeys(db, keyProbes));

  // 2 (catalogue suffixes) and 3 (longer MPNs): the lines no SKU or MPN settled
  const unsettled = work.map((w, i) => ({ w, i })).filter(({ i }) => !keyed.get(i)?.some((r) => r.how !== 'stripped'));
  const prefixProbes: PrefixProbe[] = unsettled.flatMap(({ w, i }) =>
    [w.keys.key, ...w.keys.stripped].filter((k) => k.length >= MIN_PREFIX_KEY).map((key) => ({ i, key, need: w.need })),
  );
  const prefixed = byLine(await findByPrefix(db, prefixProbes));

  work.forEach((w, i) => {
    const hits = keyed.get(i) ?? [];
    const maker = w.line.manufacturer;
    const bySku = uniqueById(hits.filter((r) => r.how === 'sku'));
    if (bySku.length === 1) {
      w.confirmed = bySku[0];
      return;
    }
    const exact = uniqueById(hits.filter((r) => r.how === 'exact'));
    const prefix = prefixed.get(i) ?? [];
    const variants = exact.length
      ? []
      : uniqueById([...hits.filter((r) => r.how === 'stripped'), ...prefix.filter((r) => isPackagingVariant(r.how, r.mpn))]);
    const candidates = exact.length ? exact : variants;
    if (candidates.length) {
      const chosen = choose(candidates, maker, w.need);
      if (chosen.part) {
        w.confirmed = chosen.part;
        if (!exact.length) w.match = { status: 'confirmed', part: toPart(chosen.part), variantOf: w.written, suggestions: [] };
        return;
      }
      w.suggestions.push(...chosen.others);
    }
    // a longer MPN is only a guess: closest first (the look-up's order), after the exact ones of several makers
    w.suggestions.push(...prefix.filter((r) => !candidates.includes(r)));
  });

  // 3 (value and footprint): pending lines with a value; and alternatives for confirmed parts short of stock
  const names = [...new Set(work.flatMap((w) => (w.confirmed ? [] : w.values.packages)))];
  const pkIds = await packageIds(db, names);
  const attributes = await valueAttributes(db);
  const valueProbes: ValueProbe[] = work.flatMap((w, i) => {
    const primary = w.values.primary;
    if (w.confirmed || !primary || w.suggestions.length >= SUGGESTIONS) return [];
    const ids = w.values.packages.map((n) => pkIds.get(n)).filter((id): id is number => id !== undefined);
    // a footprint the catalogue has no package for ("MyLib:C_Custom") does not narrow the search
    return [{
      i, need: w.need, attributeIds: attributes.get(primary.kind) ?? [], value: primary.value, packageIds: [...new Set(ids)],
      minVoltage: w.values.minVoltage, maxTolerance: w.values.maxTolerance, exclude: w.suggestions.map((s) => s.id), minStock: 0,
    }];
  });
  const short = work.map((w, i) => ({ w, i })).filter(({ w }) => w.confirmed && w.confirmed.stock < w.need);
  const byValue = byLine(await findByValue(db, valueProbes));
  const alternatives = byLine(await findAlternatives(db, short.map(({ w, i }) => ({ i, partId: w.confirmed!.id, need: w.need })), [...attributes.values()].flat()));
  work.forEach((w, i) => w.suggestions.push(...(byValue.get(i) ?? [])));

  // 3 (description words): the last resort for lines nothing else suggested anything for
  const textProbes: TextProbe[] = work.flatMap((w, i) => {
    if (w.confirmed || w.suggestions.length || !w.line.description) return [];
    const query = textQuery(w.line.description, new Set(w.values.packages));
    return query ? [{ i, need: w.need, query }] : [];
  });
  const byText = byLine(await findByText(db, textProbes));

  return work.map((w, i) => {
    if (w.confirmed) {
      const match = w.match ?? { status: 'confirmed', part: toPart(w.confirmed), suggestions: [] };
      if (w.confirmed.stock < w.need) {
        match.shortBy = w.need - w.confirmed.stock;
        match.suggestions = (alternatives.get(i) ?? []).map(toPart);
      }
      return match;
    }
    const suggestions = uniqueById([...w.suggestions, ...(byText.get(i) ?? [])]).slice(0, SUGGESTIONS).map(toPart);
    return suggestions.length ? { status: 'pending', suggestions } : { status: 'unavailable', suggestions: [] };
  });
};
