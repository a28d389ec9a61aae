import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { logAccess, loggedPath } from './access-log';

describe('loggedPath', () => {
  it('keeps the path and the parameter names, never their values', () => {
    expect(loggedPath('/account/reset?token=s3cret&lang=en')).toBe('/account/reset?token&lang');
    expect(loggedPath('/projects?page=2&page=3')).toBe('/projects?page');
    expect(loggedPath('/about-us')).toBe('/about-us');
    expect(loggedPath('/x?')).toBe('/x?');
  });
});

describe('logAccess', () => {
  it('writes one line per request, also when the client leaves before the answer', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const spy = vi
      .spyOn(console, 'log')
      .mockImplementation((l: string) => void lines.push(JSON.parse(l)));
    let release!: () => void;
    const server = http.createServer((req, res) => {
      logAccess(req, res, { requestId: 'r1', remoteAddress: req.socket.remoteAddress });
      if (req.url === '/slow') release = () => res.end('late');
      else res.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/a?token=x`)).text()).toBe('hello');
      const gone = new AbortController();
      const slow = fetch(`http://127.0.0.1:${port}/slow`, { signal: gone.signal });
      await vi.waitFor(() => expect(release).toBeDefined());
      gone.abort();
      await slow.catch(() => undefined);
      await vi.waitFor(() => expect(lines).toHaveLength(2));
    } finally {
      spy.mockRestore();
      server.closeAllConnections();
      server.close();
    }
    expect(lines[0]).toMatchObject({
      msg: 'request',
      reqId: 'r1',
      method: 'GET',
      path: '/a?token',
      status: 200,
      bytes: 5,
      remote: '127.0.0.1',
    });
    expect(lines[0]).not.toHaveProperty('aborted');
    expect(lines[1]).toMatchObject({ path: '/slow', aborted: true, remote: '127.0.0.1' });
  });
});
