// The server's log: pino, one JSON line per event on stdout (the process manager keeps it; no
// pretty-printer in production). Level from LOG_LEVEL; secrets that could reach a line through a
// logged object (passwords, tokens, cookies, the Authorization header) are redacted. Codes sent by
// SMS/e-mail never reach it: the `log` providers mask them (src/lib/sms/sms.server.ts).
// Under vitest the lines go through `console` instead, so a logged error fails the test that did
// not expect it (tests/setup/fail-on-console-error.ts) and a test can watch a warning.
import { pino, type Logger } from 'pino';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];
type Fields = Record<string, unknown>;

/** Paths pino replaces by "[Redacted]" wherever a logged object carries them. */
export const REDACT_PATHS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'authorization',
  'cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.sessionToken',
  '*.authorization',
  '*.cookie',
  '*["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

function levelFromEnv(): Level {
  const v = process.env['LOG_LEVEL'];
  return (LEVELS as readonly string[]).includes(v ?? '') ? (v as Level) : 'info';
}

/** A logger writing to `write` (tests) or stdout. */
export function createLogger(level: Level, write?: (line: string) => void): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names, not numbers: the lines stay readable in `npm start` output.
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS },
    },
    write ? { write } : undefined,
  );
}

function consoleWrite(line: string): void {
  const level = (JSON.parse(line) as { level: string }).level;
  const text = line.trimEnd();
  if (level === 'error' || level === 'fatal') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.log(text);
}

// One per process: two buffered writers on one stdout could interleave their lines.
let current: Logger | undefined;
export function logger(): Logger {
  current ??= createLogger(levelFromEnv(), process.env['VITEST'] ? consoleWrite : undefined);
  return current;
}

let access: Logger | undefined;
/**
 * The access log's logger: the process's one, without the redaction. An access line is built from
 * fixed fields (src/server/access-log.ts), none of them a secret and the path's query values
 * already left out, and pino's redaction walks every path of REDACT_PATHS on each line it writes:
 * 40 µs a line against 7, on every request (docs/performance.md#the-access-log).
 */
export function accessLogger(): Logger {
  access ??= logger().child({}, { redact: { paths: [] } });
  return access;
}

export const log = {
  debug: (msg: string, fields?: Fields) => logger().debug(fields ?? {}, msg),
  info: (msg: string, fields?: Fields) => logger().info(fields ?? {}, msg),
  warn: (msg: string, fields?: Fields) => logger().warn(fields ?? {}, msg),
  error: (msg: string, err?: unknown, fields?: Fields) =>
    logger().error({ ...fields, ...(err === undefined ? {} : { err }) }, msg),
};
