// The built server on PostgreSQL: starts on an empty database, migrates it and answers.
import { afterAll, expect, test } from 'vitest';
import { createDatabase, startServer, type RunningServer } from './support/server';

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

test('the server migrates an empty PostgreSQL database and answers health checks', async () => {
  const databaseUrl = await createDatabase();
  server = await startServer({ env: { DATABASE_URL: databaseUrl } });
  const res = await fetch(`${server.url}/api/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  const page = await fetch(`${server.url}/about-us`);
  expect(page.status).toBe(200);
});
