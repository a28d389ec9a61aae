import { describe, expect, it } from 'vitest';
import { ChangeContactSchema, makeProfileSchema } from './profile.schema';

const base = {
  fullName: 'Aziz Karimov',
  regionId: '3',
  districtId: '',
  serviceIds: ['4', '5'],
  social: { telegram: 'https://t.me/aziz' },
};

describe('makeProfileSchema', () => {
  it('coerces the form values (select strings, checkbox strings) and trims', () => {
    expect(
      makeProfileSchema({ specialist: true, company: false }).parse({ ...base, about: '  Salom ' }),
    ).toMatchObject({
      regionId: 3,
      districtId: null,
      serviceIds: [4, 5],
      about: 'Salom',
      address: '',
      social: { telegram: 'https://t.me/aziz' },
    });
  });

  it('at least one service for a specialist or company, none needed otherwise', () => {
    const result = makeProfileSchema({ specialist: true, company: false }).safeParse({
      ...base,
      serviceIds: [],
    });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(
      'validation:serviceRequired',
    );
    expect(
      makeProfileSchema({ specialist: false, company: false }).safeParse({
        ...base,
        serviceIds: [],
      }).success,
    ).toBe(true);
  });

  it('limits: 100 for names and address, 1000 for about', () => {
    const s = makeProfileSchema({ specialist: false, company: false });
    const r = s.safeParse({ ...base, address: 'x'.repeat(101), about: 'x'.repeat(1001) });
    const msgs = r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}=${i.message}`);
    expect(msgs).toEqual([
      'address=errors:maxLength|{"max":100}',
      'about=errors:maxLength|{"max":1000}',
    ]);
  });

  it('a company must send valid company info; its phone and e-mail are normalised', () => {
    const schema = makeProfileSchema({ specialist: true, company: true });
    expect(schema.safeParse(base).success).toBe(false);
    const ok = schema.parse({
      ...base,
      company: {
        tin: '123456789',
        companyName: 'Qurilish',
        email: 'A@B.UZ',
        phone: '90 123 45 67',
      },
    });
    expect(ok.company).toMatchObject({
      email: 'a@b.uz',
      phone: '+998901234567',
      fullAddress: '',
      directorName: '',
    });
    const bad = schema.safeParse({
      ...base,
      company: { tin: '123456789', companyName: 'Qurilish', email: 'abc', phone: '12' },
    });
    expect(
      bad.success ? [] : bad.error.issues.map((i) => `${i.path.join('.')}=${i.message}`),
    ).toEqual(['company.email=validation:email', 'company.phone=validation:phone']);
  });
});

describe('ChangeContactSchema', () => {
  it('validates the value by its kind', () => {
    expect(
      ChangeContactSchema.parse({ kind: 'phone', value: '(90) 123-45-67', password: 'x' }),
    ).toEqual({ kind: 'phone', value: '+998901234567', password: 'x' });
    expect(
      ChangeContactSchema.safeParse({ kind: 'phone', value: 'a@b.uz', password: 'x' }).success,
    ).toBe(false);
    expect(ChangeContactSchema.parse({ kind: 'email', value: 'A@B.uz', password: 'x' }).value).toBe(
      'a@b.uz',
    );
    const r = ChangeContactSchema.safeParse({ kind: 'fax', value: '1', password: 'x' });
    expect(r.success ? null : r.error.issues[0]!.message).toBe('errors:invalidValue');
  });
});
