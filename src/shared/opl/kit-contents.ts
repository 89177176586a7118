// A kit's contents (issue 14 product pages): a kit is a parts-library part like any other (category "Kits"), and
// what is in its box is kept as part attributes named "Kit contents", one per line, "{quantity} × {name}". Attributes
// are what every import format already carries (the CSV and jlcparts readers, the seed), so a kit needs no table of
// its own; the product page reads them back here and links each line whose name is a catalogue part's MPN.

export const KIT_CONTENTS_ATTRIBUTE = 'Kit contents';

export interface KitLine {
  name: string;
  quantity: number;
}

const LINE = /^(\d{1,6})\s*[×x]\s*(.+)$/;

/** The attribute value of one line: "6 × Grove cable". */
export const kitLineValue = (line: KitLine): string => `${line.quantity} × ${line.name}`;

/** The kit's lines in the order written; an attribute that does not read as a line is shown with quantity 1. */
export const kitContents = (attributes: { name: string; value: string }[]): KitLine[] =>
  attributes
    .filter((a) => a.name === KIT_CONTENTS_ATTRIBUTE)
    .map((a) => {
      const m = LINE.exec(a.value.trim());
      return m ? { quantity: Number(m[1]), name: m[2]!.trim() } : { quantity: 1, name: a.value.trim() };
    })
    .filter((l) => l.name !== '' && l.quantity > 0);
