// The public service tree (home page, directory filters): only active services and sub-services.
import { describe, expect, it } from 'vitest';
import { listActiveServices } from './active-services.server';

describe('listActiveServices', () => {
  it('lists active top-level services with active sub-services only', async () => {
    const s = await listActiveServices('en');
    expect(s.length).toBeGreaterThan(3);
    expect(s.every((x) => x.isActive && x.subServices.every((c) => c.isActive))).toBe(true);
  });
});
