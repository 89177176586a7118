// GET /opl/library: a part, or the first OPL_DOWNLOAD_MAX parts of a search in relevance order, as a library file.
// Each part's download count goes up (the spec's "downloads" field of a library entry).
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { OPL_DOWNLOAD_MAX, type OplDownloadFormat } from '../../../shared/contracts/opl';
import { getParts } from './get-part';
import { kicadSymbols, partsCsv } from './library-files';
import { searchParts, type OplSearchInput } from './search-parts';

export interface LibraryFile {
  name: string;
  type: string;
  body: string;
  count: number;
}

export const downloadLibrary = async (
  deps: Pick<Deps, 'db'>,
  input: OplSearchInput & { format: OplDownloadFormat; sku?: string },
): Promise<LibraryFile | undefined> => {
  const skus = input.sku
    ? [input.sku]
    : (await searchParts(deps, { ...input, page: 1, size: OPL_DOWNLOAD_MAX, facets: false })).items.map((i) => i.sku);
  const parts = await getParts(deps, skus);
  if (!parts.length) return undefined;
  await deps.db.execute(sql`update opl_parts set downloads = downloads + 1 where sku = any(${sql.param(parts.map((p) => p.sku))}::text[])`);
  const base = input.sku ? `opl-${input.sku.replace(/[^A-Za-z0-9._-]/g, '_')}` : 'opl-parts';
  return input.format === 'csv'
    ? { name: `${base}.csv`, type: 'text/csv; charset=utf-8', body: partsCsv(parts), count: parts.length }
    : { name: `${base}.kicad_sym`, type: 'application/octet-stream', body: kicadSymbols(parts), count: parts.length };
};
