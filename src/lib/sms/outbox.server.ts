// The `log` providers' outbox: one JSON line per message in DATA_DIR/outbox.jsonl. Development and
// the end-to-end tests read codes from it; it lives outside the upload folder, so it is never served.
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config.server';

export type OutboxLine = {
  to: string;
  text: string;
  purpose: string;
  at: string;
  subject?: string;
  headers?: Record<string, string>;
};

export function outboxPath(): string {
  return path.join(config().dataDir, 'outbox.jsonl');
}

export async function appendOutbox(line: OutboxLine): Promise<void> {
  const file = outboxPath();
  await fs.mkdir(path.dirname(file), { recursive: true });
  // One appendFile call per line: concurrent writers never interleave inside a line this short.
  await fs.appendFile(file, `${JSON.stringify(line)}\n`, { encoding: 'utf8', mode: 0o600 });
}

export async function readOutbox(): Promise<OutboxLine[]> {
  try {
    const text = await fs.readFile(outboxPath(), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as OutboxLine);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
}
