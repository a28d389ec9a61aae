import { describe, expect, it } from 'vitest';
import { checkoutOrigins, ConfigError, parseConfig, paymentProviders } from './config.server';
import { setWebhookHint, telegramSettings } from './telegram/settings.server';

describe('parseConfig', () => {
  it('gives defaults for an empty environment', () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(4321);
    expect(c.HOST).toBe('localhost');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PRO_DAYS).toBe(365);
    expect(c.SMS_ALLOWED_PREFIXES).toEqual(['+998']);
    expect(c.uploadDir.endsWith('data/uploads')).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ PUBLIC_GA_MEASUREMENT_ID: 'UA-1' }, 'PUBLIC_GA_MEASUREMENT_ID'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('reads lists and numbers', () => {
    const c = parseConfig({
      SMS_ALLOWED_PREFIXES: '+998, +7',
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(c.SMS_ALLOWED_PREFIXES).toEqual(['+998', '+7']);
    expect(c.PORT).toBe(8080);
    expect(c.DATABASE_URL).toBe('postgres://u@h/db');
  });

  it('takes S3 settings only with both keys, and a public URL only with a bucket', () => {
    expect(parseConfig({}).S3_BUCKET).toBeUndefined();
    const c = parseConfig({
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.uz/media/',
    });
    expect(c.S3_REGION).toBe('us-east-1');
    expect(c.S3_FORCE_PATH_STYLE).toBe(true);
    expect(c.S3_PUBLIC_URL).toBe('https://cdn.example.uz/media');
    expect(() => parseConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    expect(() => parseConfig({ S3_PUBLIC_URL: 'https://cdn.example.uz' })).toThrow(
      /S3_PUBLIC_URL: needs S3_BUCKET/,
    );
    expect(() => parseConfig({ S3_BUCKET: 'Bad_Name' })).toThrow(/S3_BUCKET:/);
  });

  it('has no payment provider by default; each one is on only with its settings complete', () => {
    expect(paymentProviders(parseConfig({}))).toEqual([]);
    expect(parseConfig({}).PAYME_CHECKOUT_URL).toBe('https://checkout.paycom.uz');
    expect(parseConfig({}).CLICK_CHECKOUT_URL).toBe('https://my.click.uz/services/pay');
    const both = parseConfig({
      PAYME_MERCHANT_ID: 'm',
      PAYME_TEST_KEY: 't',
      CLICK_SERVICE_ID: '1',
      CLICK_MERCHANT_ID: '2',
      CLICK_SECRET_KEY: 's',
    });
    expect(paymentProviders(both)).toEqual(['payme', 'click']);
    expect(checkoutOrigins(both)).toEqual(['https://checkout.paycom.uz', 'https://my.click.uz']);
    expect(checkoutOrigins(parseConfig({}))).toEqual([]);
    expect(paymentProviders(parseConfig({ PAYME_MERCHANT_ID: '', PAYME_KEY: ' ' }))).toEqual([]);
  });

  it.each([
    [{ PAYME_MERCHANT_ID: 'm' }, 'PAYME_KEY'],
    [{ PAYME_KEY: 'k' }, 'PAYME_MERCHANT_ID'],
    [{ CLICK_SERVICE_ID: '1', CLICK_MERCHANT_ID: '2' }, 'CLICK_SECRET_KEY'],
  ])('refuses half a payment provider: %o names %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  const TG = {
    TELEGRAM_BOT_TOKEN: '123456789:AAH-test_token-abcdefghijklmnop',
    TELEGRAM_BOT_USERNAME: '@quruvchi_test_bot',
    TELEGRAM_WEBHOOK_SECRET: 'secret-secret-secret',
  };

  it('has no Telegram bot by default; with its settings complete, the bot and its webhook hint', () => {
    expect(telegramSettings(parseConfig({}))).toBeNull();
    expect(setWebhookHint(parseConfig({}))).toBeNull();
    expect(parseConfig({}).TELEGRAM_API_ROOT).toBe('https://api.telegram.org');
    const c = parseConfig({ ...TG, SITE_URL: 'https://quruvchi.uz/' });
    expect(telegramSettings(c)).toEqual({
      token: TG.TELEGRAM_BOT_TOKEN,
      username: 'quruvchi_test_bot',
      secret: TG.TELEGRAM_WEBHOOK_SECRET,
      apiRoot: 'https://api.telegram.org',
      botId: 123456789,
    });
    const hint = setWebhookHint(c)!;
    expect(hint.command).toContain('url=https://quruvchi.uz/api/telegram/webhook');
    expect(hint.command).toContain('secret_token="$TELEGRAM_WEBHOOK_SECRET"');
    // The secrets themselves stay out of the log.
    expect(JSON.stringify(hint)).not.toContain(TG.TELEGRAM_WEBHOOK_SECRET);
    expect(JSON.stringify(hint)).not.toContain(TG.TELEGRAM_BOT_TOKEN);
  });

  it.each([
    [{ TELEGRAM_BOT_TOKEN: TG.TELEGRAM_BOT_TOKEN }, 'TELEGRAM_BOT_USERNAME'],
    [{ ...TG, TELEGRAM_WEBHOOK_SECRET: '' }, 'TELEGRAM_WEBHOOK_SECRET'],
    [{ TELEGRAM_WEBHOOK_SECRET: TG.TELEGRAM_WEBHOOK_SECRET }, 'TELEGRAM_WEBHOOK_SECRET'],
    [{ ...TG, TELEGRAM_WEBHOOK_SECRET: 'short' }, 'TELEGRAM_WEBHOOK_SECRET'],
    [{ ...TG, TELEGRAM_BOT_TOKEN: 'not-a-token' }, 'TELEGRAM_BOT_TOKEN'],
  ])('refuses half a Telegram bot: %o names %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
