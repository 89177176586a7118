// Identifies each file of a Gerber archive, strongest evidence first (STACK-NOTES "Gerber": names alone are
// wrong for Mentor, Allegro, OrCAD and PADS sets):
//   customer mapping > .gbrjob FileFunction > X2 / Excellon TF.FileFunction > content (Excellon, Gerber) > name.
// Then numbers the copper layers and classifies drill spans, which needs the whole set.
import type { ArchiveEntry } from '../archive/types';
import { baseName, HEAD_CHARS as ATTRIBUTE_HEAD, parseFileFunction, parseGbrJob, readFileFunction, type FunctionInfo } from './attributes';
import { decodeText, detectFormat } from './content';
import type { DrillKind, DrillSpan, FileFormat, IdentifiedLayer, IdentifySource, LayerMapping, LayerSide, LayerType } from './layer-types';
import { drillSpanFromName, identifyByNames, type NameInfo } from './names';
import { HEAD_CHARS as HINT_HEAD, readToolHint } from './tool-hints';

interface Identification {
  layers: IdentifiedLayer[];
  copperLayers: number;
}

interface Draft {
  name: string;
  format: FileFormat;
  type: LayerType;
  side: LayerSide;
  source: IdentifySource;
  /** Index stated by an attribute or the customer: kept as is. */
  statedIndex: number | null;
  /** Ordering hint from the name ('In2_Cu', '.G3', '_L4'). */
  orderHint: number | null;
  attrSpan: FunctionInfo['span'];
  /** Named as an Altium/EasyEDA mechanical layer: the outline only when there is no other. */
  mechanical?: boolean;
}

const fromFunction = (base: Omit<Draft, 'type' | 'side' | 'statedIndex' | 'attrSpan' | 'orderHint'>, info: FunctionInfo): Draft => ({
  ...base,
  type: info.type,
  side: info.side,
  statedIndex: info.copperIndex,
  orderHint: null,
  attrSpan: info.span,
});

const draftFor = (entry: ArchiveEntry, format: FileFormat, jobFunction: string | undefined, byName: NameInfo | undefined, mapped: LayerMapping[string] | undefined): Draft => {
  const base = { name: entry.name, format };
  if (mapped) {
    return { ...base, type: mapped.type, side: mapped.side, source: 'user', statedIndex: mapped.copperIndex ?? null, orderHint: byName?.copperOrder ?? null, attrSpan: null };
  }
  // The layer's own X2 attribute outranks the job file: KiCad 6 writes 'SolderPaste,Top' in .gbrjob files for
  // layers whose attribute says 'Paste,Top' (the corpus's KiCad demos), so where they disagree the file is right.
  // A function neither knows ('other') does not hide one the other knows.
  const head = entry.data.subarray(0, ATTRIBUTE_HEAD);
  // every form of the attribute names TF.FileFunction: a header without it is not decoded and searched three times
  const value = (format === 'gerber' || format === 'excellon') && head.includes('TF.FileFunction') ? readFileFunction(decodeText(head)) : null;
  const x2 = value ? parseFileFunction(value) : null;
  const job = jobFunction ? parseFileFunction(jobFunction) : null;
  if (x2 && (x2.type !== 'other' || !job)) return fromFunction({ ...base, source: 'x2' }, x2);
  if (job) return fromFunction({ ...base, source: 'gbrjob' }, job);
  const unknown = { ...base, statedIndex: null, orderHint: null, attrSpan: null };
  if (format === 'excellon') return { ...unknown, type: 'drill', side: 'all', source: 'content' };
  if (format !== 'gerber') return { ...unknown, type: 'other', side: null, source: 'content' };
  // the tool's own words inside the file (Allegro 'G04 Layer: ETCH/TOP', gEDA titles) before the file name
  const hint = readToolHint(decodeText(entry.data.subarray(0, HINT_HEAD)), entry.name.split('/').pop() ?? entry.name);
  if (hint && hint.type !== 'unknown') return { ...unknown, type: hint.type, side: hint.side, orderHint: hint.copperOrder, source: 'content' };
  if (!byName || byName.type === 'unknown') return { ...unknown, type: 'unknown', side: null, source: 'content' };
  // Gerber content under a drill name is a drawing (drill map, fab notes): drill files are Excellon.
  if (byName.type === 'drill') return { ...unknown, type: 'drawing', side: null, source: 'content' };
  return { ...unknown, type: byName.type, side: byName.side, orderHint: byName.copperOrder, source: 'name', mechanical: byName.mechanical === true };
};

/**
 * A mechanical layer (.GM1, .GME) is the outline only when nothing else is: with a .GKO, an X2 profile or an
 * outline name beside it, it is a drawing (EasyEDA's .GME is a part drawing; Altium repeats the outline on .GM1).
 */
const settleMechanical = (drafts: Draft[]): void => {
  const mechanical = drafts.filter((d) => d.mechanical && d.type === 'outline');
  if (mechanical.length === 0) return;
  const others = drafts.some((d) => !d.mechanical && d.type === 'outline');
  const keep = others ? null : [...mechanical].sort((a, b) => a.name.localeCompare(b.name))[0];
  for (const d of mechanical) {
    if (d === keep) continue;
    d.type = 'drawing';
    d.side = null;
  }
};

const TRUSTED: ReadonlySet<IdentifySource> = new Set(['user', 'gbrjob', 'x2']);

/** Numbers copper 1..n (top = 1). Stated indices are kept when every copper layer has one. */
const numberCopper = (drafts: Draft[]): Map<Draft, number> => {
  const copper = drafts.filter((d) => d.type === 'copper');
  const indices = new Map<Draft, number>();
  if (copper.length > 0 && copper.every((d) => d.statedIndex !== null && TRUSTED.has(d.source))) {
    for (const d of copper) indices.set(d, d.statedIndex ?? 0);
    return indices;
  }
  const key = (d: Draft): number => {
    if (d.side === 'top') return 0;
    if (d.side === 'bottom') return 1e6;
    return d.statedIndex ?? d.orderHint ?? 5e5;
  };
  const sorted = [...copper].sort((a, b) => key(a) - key(b) || a.name.localeCompare(b.name));
  sorted.forEach((d, i) => indices.set(d, i + 1));
  return indices;
};

const spanKind = (from: number, to: number, copperLayers: number, fallback: DrillKind): DrillKind => {
  if (copperLayers < 2) return fallback;
  const top = from === 1;
  const bottom = to === copperLayers;
  if (top && bottom) return 'through';
  return top || bottom ? 'blind' : 'buried';
};

export const identifyLayers = (entries: readonly ArchiveEntry[], mapping: LayerMapping = {}): Identification => {
  const formats = new Map(entries.map((e) => [e.name, detectFormat(e.name, e.data)] as const));
  const jobs = entries.filter((e) => formats.get(e.name) === 'gbrjob').map((e) => parseGbrJob(decodeText(e.data)));
  const jobFunctions = new Map<string, string>();
  let jobLayers: number | null = null;
  for (const job of jobs) {
    if (!job) continue;
    for (const [file, fn] of job.functions) jobFunctions.set(file, fn);
    jobLayers = job.copperLayers ?? jobLayers;
  }
  const byName = identifyByNames(entries.map((e) => e.name));
  const drafts = entries.map((e) =>
    draftFor(e, formats.get(e.name) ?? 'other', jobFunctions.get(baseName(e.name)), byName.get(e.name), mapping[e.name]),
  );

  settleMechanical(drafts);
  const indices = numberCopper(drafts);
  const attrSpanMax = Math.max(0, ...drafts.map((d) => (d.attrSpan && TRUSTED.has(d.source) ? d.attrSpan.to : 0)));
  const copperLayers = Math.max(indices.size, ...indices.values(), attrSpanMax, indices.size > 0 ? (jobLayers ?? 0) : 0);

  const layers = drafts.map((d): IdentifiedLayer => {
    const copperIndex = d.type === 'copper' ? (indices.get(d) ?? null) : null;
    let side = d.side;
    if (d.type === 'copper' && copperIndex !== null && side === null) {
      side = copperIndex === 1 ? 'top' : copperIndex === copperLayers ? 'bottom' : 'inner';
    }
    let drillSpan: DrillSpan | null = null;
    if (d.type === 'drill') {
      const span = d.attrSpan ?? drillSpanFromName(d.name, copperLayers);
      if (span) {
        const fallback = d.attrSpan?.attrKind ?? 'through';
        drillSpan = { from: span.from, to: span.to, plated: span.plated, kind: spanKind(span.from, span.to, copperLayers, fallback) };
      }
    }
    return { name: d.name, type: d.type, side, copperIndex, drillSpan, source: d.source, format: d.format };
  });
  return { layers, copperLayers };
};
