// Turns a mail written as blocks into a plain-text and an HTML body (issue 8 §2: every mail has both). Templates only
// say what to say; the escaping and the layout live here once.
import { escapeHtml } from '../../../shared/text/escape';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailBlock =
  | { p: string }
  /** label / value rows (totals, bank details, tracking) */
  | { rows: readonly (readonly [string, string])[] }
  /** a titled list, e.g. one entry per order line with its specs in words */
  | { list: readonly { title: string; lines: readonly string[] }[] }
  | { link: { label: string; url: string } };

const textOf = (b: MailBlock): string => {
  if ('p' in b) return b.p;
  if ('rows' in b) return b.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  if ('list' in b) return b.list.map((e) => [`* ${e.title}`, ...e.lines.map((l) => `  ${l}`)].join('\n')).join('\n');
  return `${b.link.label}:\n${b.link.url}`;
};

const CELL = 'padding:4px 12px 4px 0;vertical-align:top';
const htmlOf = (b: MailBlock): string => {
  if ('p' in b) return `<p style="margin:0 0 14px">${escapeHtml(b.p).replace(/\n/g, '<br>')}</p>`;
  if ('rows' in b) {
    const rows = b.rows.map(([k, v]) => `<tr><td style="${CELL};color:#555">${escapeHtml(k)}</td><td style="${CELL}">${escapeHtml(v)}</td></tr>`);
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 14px">${rows.join('')}</table>`;
  }
  if ('list' in b) {
    const items = b.list.map((e) => `<li style="margin:0 0 8px"><strong>${escapeHtml(e.title)}</strong>${e.lines.map((l) => `<br><span style="color:#444">${escapeHtml(l)}</span>`).join('')}</li>`);
    return `<ul style="margin:0 0 14px;padding-left:20px">${items.join('')}</ul>`;
  }
  return `<p style="margin:0 0 14px"><a href="${escapeHtml(b.link.url)}" style="color:#0b6bcb">${escapeHtml(b.link.label)}</a></p>`;
};

export const renderMail = (m: { subject: string; heading: string; blocks: readonly MailBlock[]; footer: string; lang: 'en' | 'jp' }): RenderedMail => ({
  subject: m.subject,
  text: `${[m.heading, ...m.blocks.map(textOf), '--', m.footer].join('\n\n')}\n`,
  html: [
    `<!doctype html><html lang="${m.lang === 'jp' ? 'ja' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Helvetica,Arial,\'Hiragino Sans\',\'Yu Gothic\',sans-serif;font-size:14px;color:#222">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">',
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(m.heading)}</h1>`,
    ...m.blocks.map(htmlOf),
    `<p style="margin:24px 0 0;color:#777;font-size:12px">${escapeHtml(m.footer)}</p>`,
    '</div></body></html>',
  ].join(''),
});
