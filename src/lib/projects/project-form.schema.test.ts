import { describe, expect, it } from 'vitest';
import { normalizePhone, projectFormSchema, type ProjectFormInput } from './project-form.schema';

const valid: ProjectFormInput = {
  title: 'Zamonaviy uy',
  status: 'sale',
  propertyType: 'house',
  price: 100,
  categoryId: 1,
  regionId: 1,
  area: 120,
  storeys: 'two',
  wallMaterial: 'brick',
  style: 'modern',
  foundation: 'strip',
  contactName: 'Aziz',
  contactPhone: '90 123 45 67',
  gdprConsent: true,
  imageIds: [5, 3],
};

function fieldsOf(input: unknown): Record<string, string> {
  const r = projectFormSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]).reverse());
}

describe('projectFormSchema', () => {
  it('fills the defaults of optional fields and normalises phone, e-mail and features', () => {
    const out = projectFormSchema.parse({
      ...valid,
      contactEmail: ' Aziz@Mail.UZ ',
      features: ['wifi', 'wifi', 'beach'],
    });
    expect(out).toMatchObject({
      description: '',
      isNegotiable: false,
      districtId: null,
      location: null,
      flooring: null, // not chosen: empty, never a made-up "other"
      isActive: true,
      buildingAge: null,
      totalArea: 0,
      contactPhone: '+998901234567',
      contactEmail: 'aziz@mail.uz',
      features: ['wifi', 'beach'],
    });
  });

  it('keeps parking one fact: the building checkbox and the feature always agree', () => {
    const parse = (v: Partial<ProjectFormInput>) => {
      const o = projectFormSchema.parse({ ...valid, ...v });
      return [o.hasParking, o.features];
    };
    expect(parse({ hasParking: true, features: ['wifi'] })).toEqual([true, ['wifi', 'parking']]);
    expect(parse({ features: ['parking', 'wifi'] })).toEqual([true, ['parking', 'wifi']]);
    expect(parse({ hasParking: false, features: ['wifi'] })).toEqual([false, ['wifi']]);
  });

  it('says "required" for missing fields and names the wrong kind otherwise', () => {
    const fields = fieldsOf({});
    expect(fields.title).toBe('errors:required');
    expect(fields.status).toBe('errors:required');
    expect(fields.price).toBe('errors:required');
    expect(fields.gdprConsent).toBe('projectForm:errors.gdpr');
    const g = fieldsOf({ ...valid, status: 'lease', price: 'a lot', title: '  ab ' });
    expect(g).toMatchObject({
      status: 'errors:invalidEnum',
      price: 'errors:invalidNumber',
      title: 'errors:minLength|{"min":3}',
    });
  });

  it('allows price 0 only when negotiable, and refuses a footprint beyond 10 hectares', () => {
    expect(fieldsOf({ ...valid, price: 0 }).price).toBe('projectForm:errors.priceOrNegotiable');
    expect(fieldsOf({ ...valid, price: 0, isNegotiable: true })).toEqual({});
    expect(fieldsOf({ ...valid, width: 400, length: 300 }).length).toBe(
      'projectForm:errors.footprint',
    );
    expect(fieldsOf({ ...valid, width: 40, length: 30 })).toEqual({});
  });

  it('refuses duplicate image ids, no images and more than 20', () => {
    expect(fieldsOf({ ...valid, imageIds: [1, 1] }).imageIds).toBe('errors:invalidValue');
    expect(fieldsOf({ ...valid, imageIds: [] }).imageIds).toBe('projectForm:errors.imagesMin');
    expect(
      fieldsOf({ ...valid, imageIds: Array.from({ length: 21 }, (_, i) => i + 1) }).imageIds,
    ).toBe('projectForm:errors.imagesMax');
  });

  it('checks coordinates', () => {
    expect(fieldsOf({ ...valid, location: { latitude: 41.3, longitude: 69.2 } })).toEqual({});
    expect(
      fieldsOf({ ...valid, location: { latitude: 91, longitude: 69.2 } })['location.latitude'],
    ).toBe('projectForm:errors.outOfRange|{"min":-90,"max":90}');
    // A real place, but not in Uzbekistan (Almaty; Moscow): refused beside the latitude.
    for (const location of [
      { latitude: 43.24, longitude: 76.89 },
      { latitude: 55.75, longitude: 37.62 },
    ])
      expect(fieldsOf({ ...valid, location })['location.latitude']).toBe(
        'projectForm:errors.outsideUzbekistan',
      );
    expect(fieldsOf({ ...valid, location: { latitude: 42.46, longitude: 59.6 } })).toEqual({});
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+998 (90) 123-45-67', '+998901234567'],
    ['998901234567', '+998901234567'],
    ['901234567', '+998901234567'],
    ['+7 916 123 45 67', '+79161234567'],
  ])('%s → %s', (raw, e164) => expect(normalizePhone(raw)).toBe(e164));
  it.each(['+99890123456', '12345', 'call me', '+998 90 123 45 678'])('refuses %s', (raw) =>
    expect(normalizePhone(raw)).toBeNull(),
  );
});

describe('messages with numbers', () => {
  it('carry the limits the translated text needs', () => {
    const r = projectFormSchema.safeParse({ ...valid, title: 'ab', area: 1e9 });
    const messages = Object.fromEntries(
      (r.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages['title']).toBe('errors:minLength|{"min":3}');
    expect(messages['area']).toBe('projectForm:errors.tooBig|{"max":100000}');
  });
});
