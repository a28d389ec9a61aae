import { describe, expect, it } from 'vitest';
import { AGENT_COUNTRIES } from './countries';
import { countryName, countryOptions } from './country-names.server';
import { CreateAgentSchema, UpdateAgentSchema } from './agent-profile.schema';
import { isConstantIslandProp } from '@/lib/i18n/island-constants';

describe('agent countries', () => {
  it('names countries in the page language, Uzbek Cyrillic transliterated from Uzbek', () => {
    expect(countryName('KZ', 'en')).toBe('Kazakhstan');
    expect(countryName('KZ', 'ru')).toBe('Казахстан');
    expect(countryName('KZ', 'uz')).toBe('Qozogʻiston');
    expect(countryName('KZ', 'oz')).toBe('Қозоғистон');
  });

  it('lists Uzbekistan first, then the rest by name, every code once', () => {
    const options = countryOptions('en');
    expect(options[0]).toEqual({ value: 'UZ', label: 'Uzbekistan' });
    expect(options.map((o) => o.value).sort()).toEqual([...AGENT_COUNTRIES].sort());
    const rest = options.slice(1).map((o) => o.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('makes the options once per language, as an island constant', () => {
    expect(countryOptions('ru')).toBe(countryOptions('ru'));
    expect(countryOptions('ru')).not.toBe(countryOptions('oz'));
    expect(countryOptions('oz')[0]).toEqual({ value: 'UZ', label: 'Ўзбекистон' });
    expect(isConstantIslandProp(countryOptions('ru'))).toBe(true);
  });
});

describe('the agent schema', () => {
  const base = {
    designation: 'Arxitektor',
    phone: '90 123 45 67',
    regionId: '5',
    serviceIds: ['3', '3', '4'],
    gdprConsent: true,
  };

  it('normalises: country defaults to UZ, lower-case codes accepted, duplicate services dropped', () => {
    const data = CreateAgentSchema.parse(base);
    expect(data).toMatchObject({ country: 'UZ', phone: '+998901234567', regionId: 5 });
    expect(data.serviceIds).toEqual([3, 4]);
    expect(CreateAgentSchema.parse({ ...base, country: 'kz' }).country).toBe('KZ');
  });

  it('creating needs GDPR consent; editing does not', () => {
    const { gdprConsent: _, ...rest } = base;
    const refused = CreateAgentSchema.safeParse(rest);
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]).toMatchObject({
      path: ['gdprConsent'],
      message: 'agentForm:errors.gdpr',
    });
    expect(UpdateAgentSchema.safeParse(rest).success).toBe(true);
    expect(UpdateAgentSchema.safeParse({ ...rest, gdprConsent: false }).success).toBe(false);
  });
});
