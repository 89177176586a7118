// A kit's specifications in words (issue 13), for spec-words.ts: the sets, what is in each box (library parts by
// part number, the customer's PCBs, the printed material), the box and the special requirements. Read from the
// parameters the cart stored (src/server/commands/kitting/add-kit.ts).
import type { Lang } from '../ids';

export const KIT_WORDS = {
  en: {
    sets: 'Sets', setsValue: '{{n}} sets', contents: 'Box contents', pcbs: 'Customized PCB', printing: 'Printing material',
    card: 'Card', manual: 'Manual, {{pages}} pages', package: 'Package', M: 'Case M {{l}} × {{w}} × {{h}} mm',
    L: 'Case L {{l}} × {{w}} × {{h}} mm', custom: 'Customized {{l}} × {{w}} × {{h}} mm', sticker: 'Sticker', yes: 'Yes',
    requirements: 'Special requirements', perSet: '{{name}} × {{n}}',
  },
  jp: {
    sets: 'セット数', setsValue: '{{n}}セット', contents: '箱の内容', pcbs: 'カスタムPCB', printing: '印刷物',
    card: 'カード', manual: '説明書（{{pages}}ページ）', package: '梱包', M: 'ケースM {{l}} × {{w}} × {{h}} mm',
    L: 'ケースL {{l}} × {{w}} × {{h}} mm', custom: 'カスタム {{l}} × {{w}} × {{h}} mm', sticker: 'ステッカー', yes: 'あり',
    requirements: '特別な要望', perSet: '{{name}} × {{n}}',
  },
} as const;

const fill = (s: string, params: Record<string, string | number>): string => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
const rows = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : []);

export const kittingWords = (p: Record<string, unknown>, lang: Lang): { key: string; label: string; value: string }[] => {
  const t = KIT_WORDS[lang];
  const sep = lang === 'jp' ? '、' : ', ';
  const out: { key: string; label: string; value: string }[] = [];
  if (typeof p.quantity === 'number') out.push({ key: 'sets', label: t.sets, value: fill(t.setsValue, { n: p.quantity }) });
  const parts = rows(p.items).map((r) => fill(t.perSet, { name: String(r.mpn ?? r.sku ?? ''), n: Number(r.quantity ?? 0) }));
  if (parts.length) out.push({ key: 'contents', label: t.contents, value: parts.join(sep) });
  const pcbs = rows(p.pcbs).map((r) => fill(t.perSet, { name: String(r.name ?? ''), n: Number(r.quantity ?? 0) }));
  if (pcbs.length) out.push({ key: 'pcbs', label: t.pcbs, value: pcbs.join(sep) });
  const prints = rows(p.printing).map((r) => {
    const kind = r.kind === 'manual' ? fill(t.manual, { pages: Number(r.pages ?? 1) }) : t.card;
    return r.name ? `${kind} (${String(r.name)})` : kind;
  });
  if (prints.length) out.push({ key: 'printing', label: t.printing, value: prints.join(sep) });
  const type = p.package_type === 'L' || p.package_type === 'custom' ? p.package_type : 'M';
  if (typeof p.length_mm === 'number') {
    out.push({ key: 'package', label: t.package, value: fill(t[type], { l: p.length_mm, w: Number(p.width_mm ?? 0), h: Number(p.height_mm ?? 0) }) });
  }
  if (p.sticker === true) out.push({ key: 'sticker', label: t.sticker, value: t.yes });
  if (typeof p.requirements === 'string' && p.requirements !== '') out.push({ key: 'requirements', label: t.requirements, value: p.requirements });
  return out;
};
