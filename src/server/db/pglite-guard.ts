// Keeps the embedded database's socket server answering when PGlite itself throws (not an SQL error, which PGlite
// answers as a protocol ErrorResponse, but a JavaScript exception: the data folder's sync failing when the disk is
// full, say). pglite-socket 0.2's query queue rejects that one query and then never runs another: every later query
// would wait forever. This wrapper turns such a throw into an ErrorResponse and then behaves as a PostgreSQL backend
// does after an error: the rest of that request is skipped up to its Sync, which answers ReadyForQuery, so the
// client gets one error and the next query runs. (The skip state is shared: the app's pool has one connection.)
import type { PGlite } from '@electric-sql/pglite';

const utf8 = new TextEncoder();

/** A protocol ErrorResponse ('E') with severity ERROR, SQLSTATE XX000 (internal error) and the message. */
const errorResponse = (message: string): Uint8Array => {
  const fields = [
    ['S', 'ERROR'],
    ['V', 'ERROR'],
    ['C', 'XX000'],
    ['M', `embedded database: ${message}`],
  ].map(([code, value]) => utf8.encode(`${code}${value}\0`));
  const length = 4 + fields.reduce((n, f) => n + f.length, 0) + 1;
  const out = new Uint8Array(1 + length);
  const view = new DataView(out.buffer);
  out[0] = 'E'.charCodeAt(0);
  view.setInt32(1, length);
  let at = 5;
  for (const f of fields) {
    out.set(f, at);
    at += f.length;
  }
  out[at] = 0;
  return out;
};

/** ReadyForQuery ('Z') with transaction status idle. */
const READY = Uint8Array.from([0x5a, 0, 0, 0, 5, 0x49]);

/** Message types after which the client waits for ReadyForQuery: Sync and a simple Query. */
const ENDS_REQUEST = new Set(['S'.charCodeAt(0), 'Q'.charCodeAt(0)]);

type RawStream = PGlite['execProtocolRawStream'];

const SYNC = 'S'.charCodeAt(0);

export const guardPglite = (pglite: PGlite): PGlite => {
  let skippingToSync = false;
  const guarded: RawStream = async (message, options) => {
    const type = message[0] ?? 0;
    if (skippingToSync && type !== SYNC) return;
    try {
      await pglite.execProtocolRawStream(message, options);
      skippingToSync = false;
    } catch (err) {
      const ends = ENDS_REQUEST.has(type);
      // a Sync that fails after our own error only owes the ReadyForQuery
      if (!(skippingToSync && type === SYNC)) options.onRawData(errorResponse(err instanceof Error ? err.message : String(err)));
      if (ends) options.onRawData(READY);
      skippingToSync = !ends;
    }
  };
  return new Proxy(pglite, {
    get(target, prop, receiver) {
      if (prop === 'execProtocolRawStream') return guarded;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
};
