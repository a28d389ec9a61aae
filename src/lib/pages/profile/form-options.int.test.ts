// The profile forms' options: only the chosen region comes with its districts (the form fetches the
// others' from GET /api/regions), and the options are made once per reference load, language and
// region, registered as constant island props (docs/performance.md#account-pages).
import { describe, expect, it } from 'vitest';
import { clearReferenceCache } from '@/lib/catalog/reference-cache.server';
import { isConstantIslandProp } from '@/lib/i18n/island-constants';
import { listRegions } from '@/lib/catalog/list-regions.server';
import { profileRefs } from '@tests/factories/profile-refs';
import { loadProfileFormOptions } from './form-options.server';

describe('loadProfileFormOptions', () => {
  it("sends the chosen region's districts and no other region's", async () => {
    const refs = await profileRefs();
    const { regions } = await loadProfileFormOptions('ru', refs.regionId);
    const all = await listRegions('ru');
    expect(regions.map((r) => [r.id, r.name])).toEqual(all.map((r) => [r.id, r.name]));
    for (const r of regions) {
      if (r.id === refs.regionId)
        expect(r.districts).toEqual(
          all.find((x) => x.id === r.id)!.districts.map((d) => ({ id: d.id, name: d.name })),
        );
      else expect(r.districts).toBeUndefined();
    }
    expect(regions.find((r) => r.id === refs.regionId)!.districts).toContainEqual(
      expect.objectContaining({ id: refs.districtId }),
    );
  });

  it('sends no districts without a region', async () => {
    const { regions } = await loadProfileFormOptions('uz', null);
    expect(regions.length).toBeGreaterThan(0);
    expect(regions.every((r) => r.districts === undefined)).toBe(true);
  });

  it('makes the options once per language and region, as constants, and again after a reload', async () => {
    const refs = await profileRefs();
    const first = await loadProfileFormOptions('en', refs.regionId);
    expect(await loadProfileFormOptions('en', refs.regionId)).toBe(first);
    expect(isConstantIslandProp(first.regions)).toBe(true);
    expect(isConstantIslandProp(first.services)).toBe(true);
    expect(await loadProfileFormOptions('uz', refs.regionId)).not.toBe(first);
    expect(await loadProfileFormOptions('en', null)).not.toBe(first);
    clearReferenceCache();
    const reloaded = await loadProfileFormOptions('en', refs.regionId);
    expect(reloaded).not.toBe(first);
    expect(reloaded).toEqual(first);
  });
});
