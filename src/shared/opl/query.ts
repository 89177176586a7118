// Reads the OPL search box (issue 10): "100nF 0402 X7R", "10k 1% 0603", "ERJ-2RKF3092X", "C1525", "Samsung".
// Each word is an engineering value (parsed to SI units), else maybe a package name (the server checks the names
// it knows), else a word to find in the text. The whole box is also tried as an MPN or SKU, punctuation aside.
import { parseQuantity, type QuantityKind } from './units';

export interface QueryWord {
  text: string;
  quantity?: { kind: QuantityKind; value: number };
  /** Lower-case letters and digits of the word, in pieces ("ERJ-2RKF" → erj, 2rkf): what the text index holds. */
  lexemes: string[];
}

export interface ReadQuery {
  words: QueryWord[];
  /** The box as an MPN key (upper case, letters and digits only); empty when too short to mean one. */
  mpnKey: string;
  /** The box as a SKU, trimmed. */
  sku: string;
  /** The box is one word with letters and digits, four characters or more, and not a value: what an MPN or a SKU
   *  looks like ("ERJ-2RKF3092X", "C1525", "STM32F103"), and what a word of a description ("mosfet", "n-channel",
   *  "crystal") or a value ("100nF") is not. */
  partNumber: boolean;
}

const isPartNumber = (words: QueryWord[]): boolean =>
  words.length === 1 && !words[0]!.quantity && words[0]!.text.length >= 4 && /\p{L}/u.test(words[0]!.text) && /\p{N}/u.test(words[0]!.text);

export const readQuery = (q: string | undefined): ReadQuery => {
  const text = (q ?? '').trim().slice(0, 200);
  const words = text
    .split(/[\s,;/]+/)
    .filter(Boolean)
    .slice(0, 12)
    .map((w) => ({
      text: w,
      quantity: parseQuantity(w),
      lexemes: (w.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 6),
    }));
  const mpnKey = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return { words, mpnKey: mpnKey.length >= 3 ? mpnKey : '', sku: text, partNumber: isPartNumber(words) };
};
