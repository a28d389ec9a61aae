// The project form's fields, read as the browser sends them (text, ticked boxes, lists), become the
// body the API takes: what react-hook-form's per-field conversions made before (empty number →
// missing, "no district" → null, two empty coordinates → no location).
import { describe, expect, it } from 'vitest';
import { formFields } from '@/lib/http/form-state';
import { projectFormSchema } from '@/lib/projects/project-form.schema';
import { PROJECT_FIELDS, toProjectInput } from './values';

const FILLED = {
  title: 'Zamonaviy uy',
  description: '',
  categoryId: '4',
  status: 'sale',
  propertyType: 'house',
  price: '450000000',
  regionId: '2',
  districtId: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  'location.latitude': '',
  'location.longitude': '',
  area: '180.5',
  totalArea: '',
  width: '',
  length: '',
  storeys: 'two',
  rooms: '',
  bedrooms: '3',
  bathrooms: '',
  buildingAge: '',
  wallMaterial: 'brick',
  style: 'modern',
  foundation: 'strip',
  flooring: '',
  contactName: 'Aziz',
  contactPhone: '90 123 45 67',
  contactEmail: '',
  gdprConsent: 'on',
  isActive: 'on',
};

function read(fields: Record<string, string>, lists: [string, string][] = []) {
  const form = new URLSearchParams([...Object.entries(fields), ...lists]);
  return toProjectInput(formFields(form, PROJECT_FIELDS).data);
}

describe('toProjectInput', () => {
  it('turns the filled form into the body the schema accepts', () => {
    const input = read(FILLED, [
      ['features', 'terrace'],
      ['features', 'wifi'],
      ['imageIds', '12'],
      ['imageIds', '9'],
    ]);
    const out = projectFormSchema.parse(input);
    expect(out).toMatchObject({
      categoryId: 4,
      price: 450_000_000,
      regionId: 2,
      districtId: null,
      location: null,
      area: 180.5,
      totalArea: 0,
      bedrooms: 3,
      buildingAge: null,
      flooring: null,
      isNegotiable: false,
      isActive: true,
      gdprConsent: true,
      features: ['terrace', 'wifi'],
      imageIds: [12, 9],
      contactPhone: '+998901234567',
    });
  });

  it('leaves empty required fields missing, so the schema says "required" beside them', () => {
    const r = projectFormSchema.safeParse(
      read({ ...FILLED, price: '', categoryId: '', status: '', 'location.latitude': '41.3' }),
    );
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toMatchObject({
      price: 'errors:required',
      categoryId: 'errors:required',
      status: 'errors:required',
      'location.longitude': 'errors:required',
      imageIds: 'projectForm:errors.imagesMin',
    });
  });

  it('reads a disabled district select (absent) and an unticked consent box', () => {
    const { districtId: _d, gdprConsent: _g, ...rest } = FILLED;
    const input = read(rest);
    expect(input.districtId).toBeNull();
    expect(input.gdprConsent).toBe(false);
  });
});
