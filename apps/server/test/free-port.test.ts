import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.ts';

/** The ports the tests' own servers listen on (portals, eID simulators, PostgreSQL servers, nginx). */
describe('freePort', () => {
  const kernelRangeStart = Number(
    fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
  );

  it('names a port below the range the kernel hands out itself, and a different one each time', async () => {
    const ports = [];
    for (let i = 0; i < 50; i++) ports.push(await freePort());
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(kernelRangeStart);
    }
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('names a port one can listen on', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
