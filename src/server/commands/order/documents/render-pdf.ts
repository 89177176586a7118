// Draws an invoice or a receipt (document-model.ts) as an A4 PDF with pdfkit. pdfkit's built-in fonts cannot write
// Japanese, so an embedded TTF is used: IPA Gothic when installed (fonts-ipafont-gothic, see STACK-NOTES), which
// covers Latin text too; without it a Japanese document cannot be drawn and the English text is used instead.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { DocModel } from './document-model';

const IPA_GOTHIC = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf';
export const cjkFontAvailable = (): boolean => fs.existsSync(IPA_GOTHIC);

const LEFT = 50;
const WIDTH = 495; // A4 width 595 minus margins
const COLS = [LEFT, LEFT + 275, LEFT + 325, LEFT + 410]; // item, qty, unit, amount

export const renderDocumentPdf = (m: DocModel): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${m.title} ${m.meta[0]?.[1] ?? ''}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (cjkFontAvailable()) {
      doc.registerFont('body', IPA_GOTHIC);
      doc.font('body');
    }

    doc.fontSize(22).text(m.title, LEFT, 50);
    doc.fontSize(9);
    let y = 50;
    for (const [k, v] of m.meta) {
      doc.text(`${k}: ${v}`, LEFT + 260, y, { width: 235, align: 'right' });
      y += 13;
    }

    // the parties side by side
    y = Math.max(y, 90) + 14;
    const partyWidth = WIDTH / m.parties.length;
    let partiesEnd = y;
    m.parties.forEach((p, n) => {
      const x = LEFT + n * partyWidth;
      doc.fontSize(10).text(p.heading, x, y, { width: partyWidth - 10, underline: true });
      doc.fontSize(9).text(p.lines.join('\n'), x, y + 15, { width: partyWidth - 10 });
      partiesEnd = Math.max(partiesEnd, doc.y);
    });
    y = partiesEnd + 20;

    if (m.columns && m.lines.length) {
      const [item, qty, unit, total] = m.columns;
      doc.fontSize(9);
      doc.text(item, COLS[0], y, { width: 270 });
      doc.text(qty, COLS[1], y, { width: 45, align: 'right' });
      doc.text(unit, COLS[2], y, { width: 80, align: 'right' });
      doc.text(total, COLS[3], y, { width: 85, align: 'right' });
      y += 14;
      doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).stroke();
      y += 6;
      for (const l of m.lines) {
        if (y > 700) {
          doc.addPage();
          y = 50;
        }
        doc.fontSize(9).text(l.name, COLS[0], y, { width: 270 });
        const nameEnd = doc.y;
        doc.text(String(l.quantity), COLS[1], y, { width: 45, align: 'right' });
        doc.text(l.unit, COLS[2], y, { width: 80, align: 'right' });
        doc.text(l.total, COLS[3], y, { width: 85, align: 'right' });
        doc.fontSize(7.5).fillColor('#555').text(l.specs, COLS[0], nameEnd + 2, { width: 270 }).fillColor('#000');
        y = doc.y + 8;
      }
      doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).stroke();
      y += 8;
    }

    doc.fontSize(9);
    m.totals.forEach(([k, v], n) => {
      const last = n === m.totals.length - 1;
      doc.fontSize(last ? 11 : 9).text(k, LEFT + 260, y, { width: 140, align: 'right' });
      doc.text(v, COLS[3], y, { width: 85, align: 'right' });
      y += last ? 18 : 13;
    });
    doc.fontSize(9).text(m.note, LEFT, y + 16, { width: WIDTH });
    doc.end();
  });
