// Bytes of a text file a customer uploads (a BOM, a placement file) → string; shared so the browser can read a file
// before it is uploaded. Excel's "CSV" is UTF-8 with a BOM, UTF-16 ("Unicode text", tab separated), or the
// system code page: Shift_JIS from Japanese Windows, GB18030 from Chinese, Windows-1252 from Western Europe. Strict
// UTF-8 is tried first (it almost never decodes text in another encoding). The legacy code pages all "decode" each
// other's bytes, so each needs evidence: Shift_JIS must yield kana (every Japanese BOM has メーカー or 数量's
// neighbours in kana), GB18030 needs its high bytes in pairs (an accented Latin letter stands alone between ASCII).
const decoder = (label: string): TextDecoder | null => {
  try {
    return new TextDecoder(label, { fatal: true });
  } catch {
    return null; // a Node built without that encoding
  }
};

const attempt = (label: string, bytes: Uint8Array): string | null => {
  const d = decoder(label);
  if (!d) return null;
  try {
    return d.decode(bytes);
  } catch {
    return null;
  }
};

/** Whether most bytes >= 0x80 sit next to another one (double-byte text) rather than alone (accented Latin). */
const highBytesPaired = (bytes: Uint8Array): boolean => {
  let high = 0;
  let paired = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    if ((bytes[i] ?? 0) < 0x80) continue;
    high += 1;
    if ((bytes[i - 1] ?? 0) >= 0x80 || (bytes[i + 1] ?? 0) >= 0x80) paired += 1;
  }
  return high > 0 && paired / high > 0.8;
};

/** UTF-16LE without a byte order mark (EasyEDA's exports): ASCII text then has a zero in every odd byte of its start. */
const looksUtf16le = (bytes: Uint8Array): boolean => {
  const n = Math.min(bytes.length, 64) & ~1;
  if (n < 8) return false;
  for (let i = 0; i < n; i += 2) if (bytes[i] === 0 || bytes[i + 1] !== 0) return false;
  return true;
};

export const decodeText = (bytes: Uint8Array): { text: string; encoding: string } => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  if (looksUtf16le(bytes)) return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  const utf8 = attempt('utf-8', body);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  const sjis = attempt('shift_jis', body);
  if (sjis !== null && /[\u3040-\u30ff]/.test(sjis)) return { text: sjis, encoding: 'shift_jis' };
  const gb = attempt('gb18030', body);
  if (gb !== null && highBytesPaired(body)) return { text: gb, encoding: 'gb18030' };
  return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
};

/** Binary content that slipped past the type check: NUL bytes or many control characters are not a CSV. */
export const looksBinary = (text: string): boolean => {
  const sample = text.slice(0, 65_536);
  if (sample.includes('\u0000')) return true;
  // \x1f is left out: Altium writes it before footprint names (HEADERS.txt).
  // eslint-disable-next-line no-control-regex
  const controls = sample.match(/[\u0001-\u0008\u000e-\u001a\u001c-\u001e]/g)?.length ?? 0;
  return controls > sample.length / 100;
};
