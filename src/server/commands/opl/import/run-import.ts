// Imports a catalogue: picks the reader for the source (a jlcparts folder or shard, or a CSV file), checks every
// part, and writes them in batches while the next batch is being read. Rejected rows are collected with their
// place and reason (up to a cap, then only counted, so a broken file cannot fill the memory).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogueIsEmpty, createSearchIndexes, dropSearchIndexes } from './bulk-indexes';
import { CatalogueWriter } from './catalogue-writer';
import { readCsv } from './csv-reader';
import { isJlcpartsFolder, readJlcparts, type ReadItem } from './jlcparts-reader';
import { checkPart, type PartRecord, type Rejection } from './part-record';

export interface ImportProgress {
  read: number;
  written: number;
  rejected: number;
  seconds: number;
}

export interface ImportResult extends ImportProgress {
  rejections: Rejection[];
  /** Rejections beyond the cap, counted only. */
  moreRejections: number;
}

export interface ImportOptions {
  batchSize?: number;
  onProgress?: (p: ImportProgress) => void;
  /** How many rejections are kept with their details. */
  keepRejections?: number;
  /** Skip the foreign-key triggers while writing: the embedded database only (CatalogueWriter says why). */
  trustReferences?: boolean;
}

/** The sources a path stands for: a jlcparts folder or shard, a CSV file, or a folder of CSV files. */
export const sourcesOf = (target: string): { kind: 'jlcparts' | 'csv'; path: string }[] => {
  if (!fs.existsSync(target)) throw new Error(`${target}: no such file or folder`);
  const stat = fs.statSync(target);
  if (/\.csv(\.gz)?$/i.test(target) && stat.isFile()) return [{ kind: 'csv', path: target }];
  if (isJlcpartsFolder(target)) return [{ kind: 'jlcparts', path: target }];
  if (stat.isDirectory()) {
    const csvs = fs.readdirSync(target).filter((f) => /\.csv(\.gz)?$/i.test(f)).sort();
    if (csvs.length) return csvs.map((f) => ({ kind: 'csv' as const, path: path.join(target, f) }));
  }
  throw new Error(`${target}: neither a jlcparts folder (manifest.json, attributes-lut.json.gz) nor CSV files`);
};

async function* readAll(target: string): AsyncGenerator<ReadItem> {
  for (const source of sourcesOf(target)) yield* source.kind === 'csv' ? readCsv(source.path) : readJlcparts(source.path);
}

export const importCatalogue = async (db: Db, target: string, opts: ImportOptions = {}): Promise<ImportResult> => {
  const batchSize = opts.batchSize ?? 2000;
  const keep = opts.keepRejections ?? 10_000;
  const started = performance.now();
  const writer = new CatalogueWriter(db, { trustReferences: opts.trustReferences ?? false });
  const result: ImportResult = { read: 0, written: 0, rejected: 0, seconds: 0, rejections: [], moreRejections: 0 };
  const progress = () => {
    result.seconds = (performance.now() - started) / 1000;
    opts.onProgress?.({ read: result.read, written: result.written, rejected: result.rejected, seconds: result.seconds });
  };
  const reject = (r: Rejection) => {
    result.rejected++;
    if (result.rejections.length < keep) result.rejections.push(r);
    else result.moreRejections++;
  };
  const load = async () => {
    let batch: PartRecord[] = [];
    let writing: Promise<void> | undefined;
    const flush = async () => {
      // one batch is written while the next is read; waiting here bounds memory to two batches
      await writing;
      const b = batch;
      batch = [];
      writing = b.length ? writer.write(b).then(() => {
        result.written += b.length;
        progress();
      }) : undefined;
      // a failure is thrown at the next await of `writing`; until then it must not count as unhandled
      writing?.catch(() => {});
    };
    for await (const item of readAll(target)) {
      result.read++;
      if ('error' in item) {
        reject({ where: item.where, sku: item.sku, reason: item.error });
        continue;
      }
      const checked = checkPart(item.part);
      if (typeof checked === 'string') reject({ where: item.where, sku: item.part.sku ?? '', reason: checked });
      else batch.push(checked);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    await writing;
  };
  await createSearchIndexes(db); // an import killed after dropping them left them missing
  const bulk = await catalogueIsEmpty(db);
  if (bulk) await dropSearchIndexes(db);
  try {
    await load();
  } finally {
    if (bulk) await createSearchIndexes(db);
  }
  // Planner statistics for the new rows (without them PostgreSQL guesses: an exact MPN lookup took 116 ms) and the
  // visibility map (without it the covering opl_parts_match_idx is read with a heap fetch per row: the search's
  // join back over 23,000 "mosfet n-channel" hits visited the table 23,101 times; after VACUUM, 0).
  await db.execute(sql`vacuum (analyze) opl_parts, opl_part_values, opl_categories, opl_manufacturers, opl_packages, opl_attributes`);
  progress();
  return result;
};
