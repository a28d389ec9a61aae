// Everything a fresh database gets: reference data, the Admin, then the demo content (optional).
// The Admin comes before the demo so demo accounts never take the Admin's phone number.
import type { Db } from '../db/client.server';
import type { FileStorage } from '../uploads/storage.server';
import { ensureAdmin } from './admin.server';
import { seedDemoData } from './demo.server';
import { seedReferenceData } from './reference.server';

export type SeedOptions = {
  log: (msg: string) => void;
  adminPhone?: string | undefined;
  adminPassword?: string | undefined;
  /** false skips the demo content (SEED_DEMO=false); reference data and the Admin are always made. */
  demo?: boolean;
  store?: FileStorage;
};

export async function seedAll(
  db: Db,
  opts: SeedOptions,
): Promise<{ demoCreated: boolean; adminCreated: boolean }> {
  await seedReferenceData(db);
  const admin = await ensureAdmin(db, {
    phone: opts.adminPhone,
    password: opts.adminPassword,
    log: opts.log,
  });
  const demo =
    opts.demo === false
      ? { created: false }
      : await seedDemoData(db, { log: opts.log, ...(opts.store ? { store: opts.store } : {}) });
  return { demoCreated: demo.created, adminCreated: admin.created };
}
