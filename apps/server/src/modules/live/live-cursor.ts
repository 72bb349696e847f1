/**
 * Where a browser is in the live stream: the last row it received, that row's transaction and the oldest
 * transaction running as it was written (`{id}.{txid}.{xmin}`, the SSE id). A replay after it is every later row
 * and every row of a transaction that was running then (live.repository.ts findLiveEventsAfter).
 */
export interface LiveCursor {
  id: number;
  txid: string;
  xmin: string;
}

const CURSOR = /^(\d{1,16})\.(\d{1,20})\.(\d{1,20})$/;
const MAX_XID8 = 2n ** 64n - 1n;

export const encodeLiveCursor = ({ id, txid, xmin }: LiveCursor) => `${id}.${txid}.${xmin}`;

/** The cursor of a Last-Event-ID, or null for anything that is not one of ours. */
export function decodeLiveCursor(text: string): LiveCursor | null {
  const match = CURSOR.exec(text);
  if (!match) return null;
  const [, id = '', txid = '', xmin = ''] = match;
  if (BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER) || BigInt(txid) > MAX_XID8 || BigInt(xmin) > MAX_XID8) {
    return null;
  }
  return { id: Number(id), txid: String(BigInt(txid)), xmin: String(BigInt(xmin)) };
}

/** The older of two transaction ids. */
export const olderXid = (a: string, b: string) => (BigInt(a) <= BigInt(b) ? a : b);
