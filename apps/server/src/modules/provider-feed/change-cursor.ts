import type { FeedPosition } from './provider-feed.repository.ts';

/** Where a feed without a cursor starts: before every row. */
export const FEED_START: FeedPosition = { txid: '0', id: 0 };

const POSITION = /^(\d{1,20})\.(\d{1,19})$/;

/** The cursor a consumer keeps: the feed position, opaque (base64url), so that no one builds one by hand. */
export const encodeCursor = (position: FeedPosition) =>
  Buffer.from(`${position.txid}.${position.id}`).toString('base64url');

/** The position of a cursor this server made, or undefined for anything else. */
export function decodeCursor(cursor: string): FeedPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(cursor)) return undefined;
  const match = Buffer.from(cursor, 'base64url').toString('latin1').match(POSITION);
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || BigInt(match[1]) > 2n ** 64n - 1n) return undefined;
  return { txid: match[1], id };
}
