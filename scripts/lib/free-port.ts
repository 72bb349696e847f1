import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';

/** The lowest port handed out: above the well-known and the end-to-end portals' (3100 and up). */
const LOWEST = 10_000;

/** Where the kernel takes the ports it gives itself (Linux's default when the file cannot be read). */
const KERNEL_RANGE_START = (() => {
  try {
    const [start] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(start) || 32_768;
  } catch {
    return 32_768;
  }
})();

/** Handed out by this process, so that two calls in a row never name the same port. */
const handedOut = new Set<number>();

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A port free to listen on, for a server whose address must be known before it starts (a portal's public URL in
 * its eID provider's redirect, a PostgreSQL server of a test's own). Never one of the kernel's own range: a port
 * the kernel chose and got back is free for it to hand out again, to the next server asking for any port or to an
 * outgoing connection, before the server meant for it listens, which then fails with EADDRINUSE (CI of `3bb7ff8`,
 * the PostgreSQL tier's portal on 127.0.0.1:37437). Below that range only these tests choose ports, at random.
 */
export async function freePort(): Promise<number> {
  if (KERNEL_RANGE_START <= LOWEST)
    throw new Error(
      `The kernel hands out ports from ${KERNEL_RANGE_START}: no range left below it for tests`,
    );
  for (;;) {
    const port = randomInt(LOWEST, KERNEL_RANGE_START);
    if (!handedOut.has(port) && (await canListen(port))) {
      handedOut.add(port);
      return port;
    }
  }
}
