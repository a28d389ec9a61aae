// The middleware's last resort (error-boundary.server.ts), with a context as Astro passes it.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const logged = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@/lib/platform/log.server', () => ({ log: logged }));
const { errorBoundary } = await import('./error-boundary.server');

function ctx(path: string, headers: Record<string, string> = {}, routePattern = path) {
  const url = new URL(`http://localhost${path}`);
  return {
    url,
    request: new Request(url, { headers }),
    locals: { lang: 'en' } as App.Locals,
    routePattern,
  } as never;
}
const failing = () => Promise.reject(new Error('database is gone'));

beforeEach(() => logged.error.mockReset());

describe('errorBoundary', () => {
  it('answers /api/* with the JSON error shape, status 500, and logs the request id', async () => {
    const c = ctx('/api/projects', { 'x-request-id': 'req-1' });
    const res = (await errorBoundary(c, failing)) as Response;
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      error: { code: 'internal', message: 'Some errors occurred while processing your request!' },
    });
    expect(logged.error).toHaveBeenCalledWith('unexpected error', expect.any(Error), {
      reqId: 'req-1',
      method: 'GET',
      path: '/api/projects',
    });
  });

  it('rethrows on a page (Astro renders the 500 page), logging once', async () => {
    const c = ctx('/projects');
    await expect(errorBoundary(c, failing)).rejects.toThrow('database is gone');
    expect(logged.error).toHaveBeenCalledTimes(1);
    expect((c as { locals: App.Locals }).locals.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Rendering the 500 page runs the middleware again: the same failure is not logged twice.
    await expect(errorBoundary(ctx('/projects', {}, '/500'), failing)).rejects.toThrow();
    expect(logged.error).toHaveBeenCalledTimes(1);
  });

  it('keeps the id the server gave the request and passes answers through', async () => {
    const c = ctx('/');
    (c as { locals: App.Locals }).locals.requestId = 'from-serve';
    const res = (await errorBoundary(c, () => Promise.resolve(new Response('ok')))) as Response;
    expect(await res.text()).toBe('ok');
    expect((c as { locals: App.Locals }).locals.requestId).toBe('from-serve');
    expect(logged.error).not.toHaveBeenCalled();
  });
});
