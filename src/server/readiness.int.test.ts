// /api/ready on a real database (PGlite or PostgreSQL): the migrated test database is ready; the
// SQL reads drizzle's own migration table on both.
import { expect, it } from 'vitest';
import { GET } from '@/pages/api/ready';

it('answers 200 ready on a migrated database, no-store', async () => {
  const res = await GET();
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ status: 'ready' });
});
