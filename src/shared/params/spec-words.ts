// An order item's specifications in words (issue 8 §4): "Base material: FR-4", "Size: 80 × 60 mm", "Quantity: 10 pcs"
// instead of only "PCB-2L-STD". One presenter for the cart, the order page, the invoice and the e-mails, in English
// and Japanese, built on the same parameter texts the order forms show (./messages.ts).
import { ProductId, type Lang } from '../ids';
import { PRINT3D_CHOICES_EN, PRINT3D_CHOICES_JA, print3dChoiceName } from '../print3d/messages';
import { PCB_PARAM_MESSAGES_EN, PCB_PARAM_MESSAGES_JA, STENCIL_PARAM_MESSAGES_EN, STENCIL_PARAM_MESSAGES_JA } from './messages';
import { kittingWords } from './kitting-words';
import { CABLE_PARAM_MESSAGES_EN, CABLE_PARAM_MESSAGES_JA, CNC_PARAM_MESSAGES_EN, CNC_PARAM_MESSAGES_JA } from './cnc-cable-messages';

export interface SpecWord {
  key: string;
  label: string;
  value: string;
}

type Tree = { [k: string]: string | Tree };

const OWN = {
  en: { size: 'Size', remark: 'Remark', layout: '{{w}} × {{h}} mm', assembled: 'Assembled boards', pcbQuantity: 'PCB quantity' },
  jp: { size: 'サイズ', remark: '備考', layout: '{{w}} × {{h}} mm', assembled: '実装数量', pcbQuantity: '基板数量' },
} as const;

const lookup = (tree: Tree, path: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};
const fill = (s: string, params: Record<string, string>): string => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');

/** What each product shows, in this order; `unit` keys format numbers, others read choice texts. */
const PCB_KEYS = ['material', 'layers', 'size', 'thickness', 'maskColour', 'silkscreen', 'finish', 'outerCopper', 'innerCopper', 'minDrill', 'traceSpace', 'viaTreatment', 'designs', 'panelization', 'expedited', 'quantity', 'remark'] as const;
const PCB_UNITS: Record<string, string> = { layers: 'layers', thickness: 'mm', outerCopper: 'oz', innerCopper: 'oz', minDrill: 'mm', traceSpace: 'mil', quantity: 'pcs' };
/** Shown only when they differ from what every board gets, so the line stays readable. */
const PCB_QUIET: Record<string, string | number> = { minDrill: 0.3, traceSpace: '6/6', viaTreatment: 'tented', designs: 1, panelization: 'none', expedited: 'standard' };
const STENCIL_KEYS = ['size', 'framed', 'side', 'thickness', 'electropolishing', 'fiducials', 'quantity', 'remark'] as const;
const STENCIL_UNITS: Record<string, string> = { thickness: 'mm', quantity: 'pcs' };

/** One parameter in words: numbers with their unit, yes/no, or the choice's own text (`t` the product's texts). */
const wordOf = (key: string, v: unknown, t: Tree, pcb: Tree, unit: string | undefined, lang: Lang): SpecWord => {
  const label = key === 'remark' ? OWN[lang].remark : lookup(t, `param.${key}`) ?? key;
  const value = key === 'remark'
    ? String(v)
    : unit
      ? fill(lookup(pcb, `unit.${unit}`) ?? '{{value}}', { value: String(v) })
      : typeof v === 'boolean'
        ? lookup(pcb, v ? 'choice.yes' : 'choice.no') ?? String(v)
        : lookup(t, `choice.${key}.${String(v)}`) ?? String(v);
  return { key, label, value };
};

const pcbWords = (p: Record<string, unknown>, lang: Lang): SpecWord[] => {
  const t = (lang === 'jp' ? PCB_PARAM_MESSAGES_JA : PCB_PARAM_MESSAGES_EN) as unknown as Tree;
  const out: SpecWord[] = [];
  for (const key of PCB_KEYS) {
    const v = p[key];
    if (key === 'size') {
      if (typeof p.width === 'number' && typeof p.height === 'number') out.push({ key, label: OWN[lang].size, value: fill(OWN[lang].layout, { w: String(p.width), h: String(p.height) }) });
      continue;
    }
    if (v === undefined || v === null || v === '' || (key in PCB_QUIET && PCB_QUIET[key] === v)) continue;
    if (key === 'innerCopper' && typeof p.layers === 'number' && p.layers <= 2) continue;
    out.push(wordOf(key, v, t, t, PCB_UNITS[key], lang));
  }
  return out;
};

const stencilWords = (p: Record<string, unknown>, lang: Lang): SpecWord[] => {
  const t = (lang === 'jp' ? STENCIL_PARAM_MESSAGES_JA : STENCIL_PARAM_MESSAGES_EN) as unknown as Tree;
  const pcb = (lang === 'jp' ? PCB_PARAM_MESSAGES_JA : PCB_PARAM_MESSAGES_EN) as unknown as Tree;
  return STENCIL_KEYS.flatMap((key) => {
    const v = p[key];
    return v === undefined || v === null || v === '' ? [] : [wordOf(key, v, t, pcb, STENCIL_UNITS[key], lang)];
  });
};

const pcbaWords = (p: Record<string, unknown>, lang: Lang, boards: number | undefined): SpecWord[] => {
  const pcb = pcbWords(p, lang).map((w) => (w.key === 'quantity' ? { ...w, label: OWN[lang].pcbQuantity } : w));
  if (boards === undefined) return pcb;
  const t = (lang === 'jp' ? PCB_PARAM_MESSAGES_JA : PCB_PARAM_MESSAGES_EN) as unknown as Tree;
  const value = fill(lookup(t, 'unit.pcs') ?? '{{value}}', { value: String(boards) });
  return [{ key: 'assembled', label: OWN[lang].assembled, value }, ...pcb];
};

/** A 3D-printed part (issue 12): process, material, colour, finish, size in mm, unit, volume, quantity. */
const print3dWords = (p: Record<string, unknown>, lang: Lang): SpecWord[] => {
  const t = lang === 'jp' ? PRINT3D_CHOICES_JA : PRINT3D_CHOICES_EN;
  const out: SpecWord[] = [];
  for (const key of ['process', 'material', 'colour', 'finish'] as const) {
    if (typeof p[key] === 'string') out.push({ key, label: t.param[key], value: print3dChoiceName(t, key, p[key]) });
  }
  if (typeof p.size_x === 'number' && typeof p.size_y === 'number' && typeof p.size_z === 'number') {
    out.push({ key: 'size', label: t.param.size, value: fill(t.size, { x: String(p.size_x), y: String(p.size_y), z: String(p.size_z) }) });
  }
  if (typeof p.volume_cm3 === 'number') out.push({ key: 'volume', label: t.param.volume, value: fill(t.volumeValue, { v: String(p.volume_cm3) }) });
  if (typeof p.unit === 'string') out.push({ key: 'unit', label: t.param.unit, value: print3dChoiceName(t, 'unit', p.unit) });
  if (typeof p.quantity === 'number') out.push({ key: 'quantity', label: t.param.quantity, value: fill(t.pcs, { value: String(p.quantity) }) });
  return out;
};

// CNC parts and cables (issue 12): the same words as their forms (cnc-cable-messages.ts).
const CNC_KEYS = ['material', 'size', 'finish', 'tolerance', 'threads', 'quantity', 'remark'] as const;
const CABLE_KEYS = ['type', 'end_a', 'end_b', 'wires', 'gauge', 'length_mm', 'tolerance_mm', 'label', 'heat_shrink', 'quantity', 'remark'] as const;
const CABLE_UNITS: Record<string, string> = { wires: 'wires', gauge: 'awg', length_mm: 'mm', tolerance_mm: 'tolerance', quantity: 'pcs' };
const CNC_SIZE = { en: '{{l}} × {{w}} × {{h}} mm', jp: '{{l}} × {{w}} × {{h}} mm' } as const;

const cncWords = (p: Record<string, unknown>, lang: Lang): SpecWord[] => {
  const t = (lang === 'jp' ? CNC_PARAM_MESSAGES_JA : CNC_PARAM_MESSAGES_EN) as unknown as Tree;
  const pcb = (lang === 'jp' ? PCB_PARAM_MESSAGES_JA : PCB_PARAM_MESSAGES_EN) as unknown as Tree;
  return CNC_KEYS.flatMap((key): SpecWord[] => {
    if (key === 'size') {
      const [l, w, h] = [p.length_mm, p.width_mm, p.height_mm];
      return typeof l === 'number' && typeof w === 'number' && typeof h === 'number'
        ? [{ key, label: OWN[lang].size, value: fill(CNC_SIZE[lang], { l: String(l), w: String(w), h: String(h) }) }] : [];
    }
    const v = p[key];
    if (v === undefined || v === null || v === '' || (key === 'threads' && v === 'none')) return [];
    if (key === 'threads' && typeof p.thread_count === 'number') {
      const word = wordOf(key, v, t, pcb, undefined, lang);
      return [{ ...word, value: `${word.value} × ${p.thread_count}` }];
    }
    return [wordOf(key, v, t, pcb, key === 'quantity' ? 'pcs' : undefined, lang)];
  });
};

const cableWords = (p: Record<string, unknown>, lang: Lang): SpecWord[] => {
  const t = (lang === 'jp' ? CABLE_PARAM_MESSAGES_JA : CABLE_PARAM_MESSAGES_EN) as unknown as Tree;
  const pcb = (lang === 'jp' ? PCB_PARAM_MESSAGES_JA : PCB_PARAM_MESSAGES_EN) as unknown as Tree;
  // units of the cable's own texts first (wires, AWG, ±), then the shared mm / pcs
  const units = { ...(pcb as Record<string, Tree>), unit: { ...((pcb.unit ?? {}) as Tree), ...((t.unit ?? {}) as Tree) } } as Tree;
  return CABLE_KEYS.flatMap((key) => {
    const v = p[key];
    if (v === undefined || v === null || v === '' || (key === 'heat_shrink' && v === 'none')) return [];
    return [wordOf(key, v, t, units, CABLE_UNITS[key], lang)];
  });
};

// An accepted ODM quote (issue 13): which request, what kind, the company or the product SKU, quantity, lead time.
const ODM_WORDS = {
  en: { request: 'Request', kind: 'Type', inquiry: 'ODM project', application: 'Custom product', company: 'Company', sku: 'Product SKU', quantity: 'Quantity', pcs: '{{value}} pcs', leadDays: 'Lead time', days: '{{value}} working days' },
  jp: { request: '依頼番号', kind: '種類', inquiry: 'ODMプロジェクト', application: 'カスタム製品', company: '会社名', sku: '製品SKU', quantity: '数量', pcs: '{{value}}個', leadDays: 'リードタイム', days: '{{value}}営業日' },
} as const;

const odmWords = (p: Record<string, unknown>, lang: Lang): SpecWord[] => {
  const t = ODM_WORDS[lang];
  const out: SpecWord[] = [];
  if (typeof p.request_no === 'string') out.push({ key: 'request', label: t.request, value: p.request_no });
  if (p.kind === 'inquiry' || p.kind === 'application') out.push({ key: 'kind', label: t.kind, value: t[p.kind] });
  if (typeof p.company === 'string' && p.company) out.push({ key: 'company', label: t.company, value: p.company });
  if (typeof p.sku === 'string' && p.sku) out.push({ key: 'sku', label: t.sku, value: p.sku });
  if (typeof p.quantity === 'number') out.push({ key: 'quantity', label: t.quantity, value: fill(t.pcs, { value: String(p.quantity) }) });
  if (typeof p.lead_days === 'number') out.push({ key: 'leadDays', label: t.leadDays, value: fill(t.days, { value: String(p.lead_days) }) });
  return out;
};

/**
 * The item's specifications, label and value in the customer's language. `quantity` (the line's, which may differ
 * from the form's after the cart's steps) replaces the stored parameter.
 */
export const specWords = (productId: number, params: unknown, lang: Lang, quantity?: number): SpecWord[] => {
  const stored = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  // A PCB assembly: the line's quantity is the boards assembled; its parameters are the board's, with the PCB lot.
  if (productId === ProductId.PCBA) return pcbaWords(stored, lang, quantity);
  const p = { ...stored, ...(quantity !== undefined ? { quantity } : {}) };
  if (productId === ProductId.PCB) return pcbWords(p, lang);
  if (productId === ProductId.Stencil) return stencilWords(p, lang);
  if (productId === ProductId.Printing3D) return print3dWords(p, lang);
  if (productId === ProductId.CNC) return cncWords(p, lang);
  if (productId === ProductId.Cable) return cableWords(p, lang);
  if (productId === ProductId.Odm) return odmWords(p, lang);
  if (productId === ProductId.Kitting) return kittingWords(p, lang);
  return [];
};

/** One line of them: "Base material: FR-4 · Layers: 2-layer · …" (Japanese: "基材：FR-4 ／ …"). */
export const specLine = (words: readonly SpecWord[], lang: Lang): string =>
  words.map((w) => (lang === 'jp' ? `${w.label}：${w.value}` : `${w.label}: ${w.value}`)).join(lang === 'jp' ? ' ／ ' : ' · ');

/**
 * Spec services §1: a shipment with a PCB assembly ships free. True when an order's shipping is 0 because of it, so
 * the invoice, the order mail and the print view say "Free (PCB assembly)" rather than a bare $0.00.
 */
export const freePcbaShipping = (shippingCents: bigint | string, productIds: readonly number[]): boolean =>
  BigInt(shippingCents) === 0n && productIds.includes(ProductId.PCBA);
