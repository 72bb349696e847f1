import { DrizzleQueryError } from 'drizzle-orm/errors';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, type LoggerOptions, pino } from 'pino';
import { withoutEmailAddresses } from './personal-data.ts';

/** Paths that carry a secret or a national id in the URL itself; the log shows only their prefix. */
const SENSITIVE_PATH_PREFIXES = ['/api/access/', '/api/clerk/check/'];

/** The URL as it may be logged: no query string (codes, states) and no secrets in sensitive paths. */
export function loggableUrl(url: string) {
  const pathOnly = url.split('?')[0] ?? '';
  const sensitive = SENSITIVE_PATH_PREFIXES.find((prefix) => pathOnly.startsWith(prefix));
  return sensitive ? `${sensitive}[skjult]` : pathOnly;
}

/**
 * What the log says of a statement: its verb and first table ("insert case_parties", "delete uploads"). The text
 * itself is left out, since a statement written with sql.raw may hold values.
 */
export function queryName(query: string) {
  const verb = query.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** An error from PostgreSQL itself (node-postgres and PGlite alike): a SQLSTATE and where it arose. */
interface DatabaseError extends Error {
  code: string;
  severity: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

const isDatabaseError = (error: Error): error is DatabaseError =>
  typeof (error as { code?: unknown }).code === 'string' && 'severity' in error;

/** The stack's frames without its first lines, which repeat the message. */
const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

const MAX_CAUSES = 5;

/**
 * An error as the log keeps it (every logger of the server, through pino's `err` serializer): its kind, code and
 * stack frames, and where a query failed, never what it carried. A failed query (DrizzleQueryError) is logged by
 * its statement's verb and table, without its text and parameters; PostgreSQL's error by its SQLSTATE, table,
 * column and constraint, without its message and detail, which name row values ("Key (email)=(…) already
 * exists"). Other messages keep their text without e-mail addresses (an SMTP server's answer names them).
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause =
    error.cause !== undefined && depth < MAX_CAUSES ? { cause: loggableError(error.cause, depth + 1) } : {};
  const stack = { stack: stackFrames(error.stack) };
  if (error instanceof DrizzleQueryError) {
    return { type: 'DrizzleQueryError', query: queryName(error.query), ...stack, ...cause };
  }
  if (isDatabaseError(error)) {
    const { code, schema, table, column, constraint } = error;
    return { type: 'DatabaseError', code, schema, table, column, constraint, ...stack, ...cause };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: withoutEmailAddresses(error.message),
    ...(typeof code === 'string' && { code }),
    ...(error instanceof AggregateError &&
      depth < MAX_CAUSES && { errors: error.errors.map((each) => loggableError(each, depth + 1)) }),
    ...stack,
    ...cause,
  };
}

/** The same in one line of Norwegian, for the admin command's error output. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let entry: Record<string, unknown> | undefined = loggableError(error); entry; ) {
    const { query, message, code, table, constraint } = entry;
    if (query) parts.push(`Databasespørringen «${query}» feilet`);
    else if (entry.type === 'DatabaseError') {
      parts.push(
        [`SQLSTATE ${code}`, table && `i tabellen ${table}`, constraint && `(${constraint})`]
          .filter(Boolean)
          .join(' '),
      );
    } else parts.push(String(message ?? entry.type));
    entry = entry.cause as Record<string, unknown> | undefined;
  }
  return parts.join(': ');
}

/** Whether a person reads the log at a terminal (npm start, npm run dev), not a collector that wants JSON lines. */
const logsToTerminal = (stream?: DestinationStream) => !stream && process.stdout.isTTY === true;

/** At a terminal each entry is one readable line; pino applies the redaction and serializers below first. */
const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' },
};

/**
 * The server's pino options: JSON lines to standard output, or to `stream` (tests read what was logged); at a
 * terminal, readable lines.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream && { stream }),
    ...(logsToTerminal(stream) && { transport: PRETTY_TRANSPORT }),
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-xsrf-token"]',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      err: loggableError,
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        url: loggableUrl(request.url),
      }),
    },
  };
}

const isHealthCheck = (url: string) => /^\/api\/health(\/|$)/.test(loggableUrl(url));

/**
 * Fastify's request log for a person at a terminal: one line per answered request ("GET /api/caselist 200 12 ms")
 * instead of two JSON entries, and none for the health checks that the start script and load balancers poll.
 */
export class TerminalRequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => isHealthCheck(request.url) });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${loggableUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** Fastify's logging options: the server's logger, and at a terminal its one-line request log. */
export const serverLogging = (level: string, stream?: DestinationStream) => ({
  logger: loggerOptions(level, stream),
  ...(logsToTerminal(stream) && { logController: new TerminalRequestLog() }),
});

/** A logger like the server's, for what happens before the server exists (the start: migrations, demo data). */
export const startLogger = (level: string) => pino(loggerOptions(level));
