// Oversized bodies against the real server (docs/quality.md "Reliability and security": bodies are
// refused at their size limit while they stream). Eight parallel 500 MB bodies, chunked or with a
// declared Content-Length, each answered 413 while the client is still sending (what it has sent
// by then is socket buffers, not the body); the server then reads no more of it, and its memory
// grows by far less than one body. Node's http client, not the browser: a browser cannot stream a
// request body without a declared length.
//
// The connection is left idle (reaped by the keep-alive timeout) rather than closed at once: a
// server that closes while the client is still writing makes a third of clients lose the 413 to
// EPIPE before they read it (measured with this client).
import { expect, test, type APIRequestContext } from '@playwright/test';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { signUp } from './helpers';

const MB = 1024 * 1024;
const BODY_BYTES = 500 * MB;
const PARALLEL = 8;
/** What a client can write into a connection nobody reads: the loopback socket buffers. */
const SENT_MAX = 40 * MB;
/** How long the client keeps writing after the answer, to see whether the server still reads. */
const WRITE_ON_MS = 1_000;
const MEMORY_GROWTH_MAX_MB = 300;
const CHUNK = Buffer.alloc(64 * 1024, 0x20); // spaces: valid JSON padding, harmless in a form

type Outcome = {
  status: number;
  sentAtAnswer: number;
  /** everything the client managed to write, WRITE_ON_MS after the answer */
  sentTotal: number;
  bodyFinished: boolean;
};

function serverPid(): number {
  return Number(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'server.pid'), 'utf8'));
}

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
}

/** The server's resident memory before, and its peak while `work` runs. */
async function watchMemory(work: () => Promise<void>): Promise<{ before: number; peak: number }> {
  const pid = serverPid();
  const before = statusMb(pid, 'VmRSS');
  // Writing 5 resets the kernel's peak (VmHWM) so it counts from here; the samples back it up.
  let hwmReset = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, statusMb(pid, 'VmRSS'))), 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  if (hwmReset) peak = Math.max(peak, statusMb(pid, 'VmHWM'));
  return { before, peak };
}

/**
 * POSTs up to 500 MB and goes on writing for WRITE_ON_MS after the answer: a server that still
 * reads (or buffers) lets it send far more than the socket buffers hold.
 */
function send(
  url: string,
  { declared, headers }: { declared: boolean; headers: Record<string, string> },
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: Omit<Outcome, 'sentTotal'> | undefined;
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, ...(declared ? { 'content-length': String(BODY_BYTES) } : {}) },
    });
    req.on('response', (res) => {
      answer = { status: res.statusCode!, sentAtAnswer: sent, bodyFinished: req.writableFinished };
      res.resume();
      setTimeout(() => {
        resolve({ ...answer!, sentTotal: sent });
        req.destroy();
      }, WRITE_ON_MS);
    });
    req.on('error', (e) => {
      if (!answer) reject(new Error(`${e.message} after ${sent} bytes, before any answer`));
    });
    const pump = () => {
      while (!req.destroyed && sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

/** Eight bodies at once, half chunked and half with a declared length. */
async function flood(url: string, headers: Record<string, string>) {
  let outcomes: Outcome[] = [];
  const memory = await watchMemory(async () => {
    outcomes = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => send(url, { declared: i % 2 === 0, headers })),
    );
  });
  const growth = memory.peak - memory.before;
  test.info().annotations.push({
    type: 'memory',
    description: `${url}: RSS ${memory.before.toFixed(0)} MB before, peak ${memory.peak.toFixed(0)} MB (+${growth.toFixed(0)} MB)`,
  });
  return { outcomes, growth };
}

test.describe('oversized bodies', () => {
  // One at a time, in one worker: each measures the server's memory, and they share one account.
  test.describe.configure({ mode: 'serial' });

  test('eight parallel 500 MB JSON bodies: 413 while still sending, reading stops, bounded memory', async ({
    baseURL,
  }) => {
    const { outcomes, growth } = await flood(`${baseURL}/api/user/login`, {
      'content-type': 'application/json',
    });
    for (const o of outcomes) {
      expect(o.status).toBe(413);
      expect(o.bodyFinished).toBe(false);
      expect(o.sentTotal, 'the server stops reading at the limit').toBeLessThan(SENT_MAX);
    }
    expect(growth).toBeLessThan(MEMORY_GROWTH_MAX_MB);
  });

  test('eight parallel 500 MB uploads: 413 while still sending, reading stops, bounded memory', async ({
    baseURL,
    request,
  }) => {
    const sid = await signedIn(request);
    const { outcomes, growth } = await flood(`${baseURL}/api/accounts/me/photo`, {
      authorization: `Bearer ${sid}`,
      'content-type': 'multipart/form-data; boundary=x',
    });
    for (const o of outcomes) {
      expect(o.status).toBe(413);
      expect(o.bodyFinished).toBe(false);
      expect(o.sentTotal, 'the server stops reading at the limit').toBeLessThan(SENT_MAX);
    }
    expect(growth).toBeLessThan(MEMORY_GROWTH_MAX_MB);
  });

  test('eight parallel 500 MB form posts to a page: answered while still sending, bounded memory', async ({
    baseURL,
    request,
  }) => {
    const sid = await signedIn(request);
    const { outcomes, growth } = await flood(`${baseURL}/account/selected-projects`, {
      cookie: `sid=${sid}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    // A declared length over the limit is answered before anything is read; Node then discards
    // what still arrives (no memory), so only the answer's timing is checked here.
    for (const o of outcomes) {
      expect(o.status).toBeLessThan(500);
      expect(o.bodyFinished).toBe(false);
      expect(o.sentAtAnswer).toBeLessThan(SENT_MAX);
    }
    expect(growth).toBeLessThan(MEMORY_GROWTH_MAX_MB);
  });
});

let token: Promise<string> | undefined;

/** One account for the signed-in cases (each sign-up spends one of the address's codes). */
function signedIn(request: APIRequestContext): Promise<string> {
  token ??= signUp(request, {
    accountType: 'User',
    fullName: 'Katta Yuk',
    password: 'E2e-Body-Pass-1',
  }).then((r) => r.token);
  return token;
}
