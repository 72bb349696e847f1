import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a port of its own that keeps every message it accepts. It can turn away the next
 * attempts with 451 (a temporary failure), as a busy or greylisting server does.
 */
export async function startSmtpSink(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let openConnections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      openConnections += 1;
      callback();
    },
    onClose() {
      openConnections -= 1;
    },
    onRcptTo(_address, _session, callback) {
      if (refusals === 0) return callback();
      refusals -= 1;
      callback(Object.assign(new Error('Prøv igjen senere'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Whether a client is connected: a message may be on its way. */
    busy: () => openConnections > 0,
    refuseNext(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeEncodedWords = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );

/** A single-part text message as a reader sees it: decoded headers (by lower-case name) and text. */
export function readMail(raw: string) {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, separator).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  const body = raw.slice(separator).trim();
  const quoted = headers.get('content-transfer-encoding') === 'quoted-printable';
  return { headers, text: (quoted ? decodeQuotedPrintable(body) : body).replaceAll('\r\n', '\n') };
}
