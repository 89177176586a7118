// The BOM's state on the PCBA page (issue 11 "BOM"): the file the server read, the header row and mapping the
// customer confirmed, the build lines re-made in the browser with the shared pure functions on every change, the
// catalogue match asked ~300 ms after the last change (the whole BOM at once), and the per-line choices. A mapping
// change remembers the fee impact before it, so the screen can show "before → after" once the new match answers.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { BomReadAnswer } from '../../../shared/contracts/pcba-bom';
import type { BomField, BomLine, BomMapping, BomMatch } from '../../../shared/pcba/bom-line';
import { buildLines, type BuildLinesResult } from '../../../shared/pcba/bom-lines';
import { findHeaderRow, guessMapping } from '../../../shared/pcba/bom-header';
import { BOM_MATCH_MAX_LINES } from '../../../shared/contracts/pcba-match';
import type { PcbaTables } from '../../../shared/pricing/pcba-tables';
import { bomImpact, type BomImpact, type LineChoice, type LineChoices } from './bom-model';
import { matchBom } from './api';
import type { StoredBom } from './stored-files';

const MATCH_DEBOUNCE_MS = 300;

export interface BomState {
  read: BomReadAnswer | null;
  headerRow: number | null;
  mapping: BomMapping;
  built: BuildLinesResult | null;
  /** One per built line once the match for exactly these lines has answered; null while it is on its way. */
  matches: BomMatch[] | null;
  matching: boolean;
  matchFailed: boolean;
  choices: LineChoices;
  /** The impact now (null until matched and priced) and the one before the last mapping change. */
  impact: BomImpact | null;
  before: BomImpact | null;
  setRead(read: BomReadAnswer | null): void;
  setHeaderRow(row: number): void;
  setField(field: BomField, column: number | null): void;
  choose(line: number, choice: LineChoice | null): void;
}

const EMPTY: BomLine[] = [];

/** What the page keeps across the login trip (stored-files.ts): read back once, written on every change. */
export interface BomPersistence {
  stored: StoredBom | null;
  store(next: StoredBom | null): void;
}

export const useBom = (boards: number, tables: PcbaTables | null, initial: BomReadAnswer | null = null, persisted?: BomPersistence): BomState => {
  const kept = persisted?.stored ?? null;
  const [read, setReadState] = useState<BomReadAnswer | null>(kept?.read ?? initial);
  const [headerRow, setHeaderRowState] = useState<number | null>(kept ? kept.headerRow : (initial?.header_row ?? null));
  const [mapping, setMapping] = useState<BomMapping>(kept?.mapping ?? initial?.mapping ?? {});
  const [choices, setChoices] = useState<LineChoices>(kept?.choices ?? {});
  // the page's callback must be stable (useCallback): it runs on every change of what is kept
  const store = persisted?.store;
  useEffect(() => store?.(read ? { read, headerRow, mapping, choices } : null), [store, read, headerRow, mapping, choices]);
  const [before, setBefore] = useState<BomImpact | null>(null);

  const built = useMemo(
    () => (read && headerRow !== null ? buildLines(read.grid, headerRow, mapping) : null),
    [read, headerRow, mapping],
  );
  const lines = built?.lines ?? EMPTY;
  const json = lines.length > 0 && lines.length <= BOM_MATCH_MAX_LINES ? JSON.stringify({ lines, build_qty: boards }) : null;
  const [settled] = useDebouncedValue(json, MATCH_DEBOUNCE_MS);
  const match = useQuery({
    queryKey: ['pcba', 'match', settled],
    queryFn: async ({ signal }) => ({ key: settled, matches: (await matchBom(JSON.parse(settled ?? '{}') as never, signal)).matches }),
    enabled: settled !== null && settled === json,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const matches = json !== null && match.data?.key === json ? match.data.matches : null;

  const impact = useMemo(
    () => (matches && tables && matches.length === lines.length ? bomImpact(lines, matches, choices, boards, tables) : null),
    [matches, tables, lines, choices, boards],
  );

  // A new mapping makes new lines: the choices were for the old ones.
  const remap = useCallback((apply: () => void) => {
    setBefore(impact);
    setChoices({});
    apply();
  }, [impact]);

  const setRead = useCallback((next: BomReadAnswer | null) => {
    setReadState(next);
    const row = next ? (next.header_row ?? findHeaderRow(next.grid)) : null;
    setHeaderRowState(row);
    setMapping(next?.mapping ?? {});
    setChoices({});
    setBefore(null);
  }, []);

  const setHeaderRow = useCallback((row: number) => remap(() => {
    setHeaderRowState(row);
    setMapping(guessMapping(read?.grid[row] ?? []));
  }), [remap, read]);

  const setField = useCallback((field: BomField, column: number | null) => remap(() => setMapping((m) => {
    const next: BomMapping = { ...m };
    // one column serves one field
    for (const f of Object.keys(next) as BomField[]) if (column !== null && next[f] === column) delete next[f];
    if (column === null) delete next[field];
    else next[field] = column;
    return next;
  })), [remap]);

  const choose = useCallback((line: number, choice: LineChoice | null) => setChoices((c) => {
    const next = { ...c };
    if (choice) next[line] = choice;
    else delete next[line];
    return next;
  }), []);

  return {
    read, headerRow, mapping, built, matches,
    matching: json !== null && matches === null && !match.isError,
    matchFailed: match.isError && settled === json,
    choices, impact, before,
    setRead, setHeaderRow, setField, choose,
  };
};
