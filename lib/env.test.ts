import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('environment', () => {
  it('runs everything embedded and in sandbox mode when nothing is set', () => {
    const env = parseEnv({});
    expect(env.modes).toEqual({
      database: 'pglite',
      auth: 'local',
      storage: 'local',
      payments: 'sandbox',
      postcards: 'sandbox',
      maps: 'sandbox',
      telephony: 'sandbox',
      mail: 'sandbox',
    });
    expect(env.TRUSTED_PROXIES).toBe(0);
    expect(env.adminEmail).toBe('admin@inkpost.local');
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.INKPOST_DATA_DIR).toBe('.data');
  });

  it('treats empty values as unset and follows PORT for the default origin', () => {
    const env = parseEnv({ DATABASE_URL: '', NODE_ENV: '', STRIPE_SECRET_KEY: '', PORT: '4000' });
    expect(env.modes.database).toBe('pglite');
    expect(env.modes.payments).toBe('sandbox');
    expect(env.APP_URL).toBe('http://localhost:4000');
  });

  it('switches each real provider on with its credentials', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://localhost/inkpost',
      NEXT_PUBLIC_SUPABASE_URL: 'https://proj.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
      STRIPE_SECRET_KEY: 'sk_test_x',
      THANKSIO_API_TOKEN: 't',
      GOOGLE_MAPS_API_KEY: 'g',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'tok',
      ADMIN_EMAIL: 'Boss@Example.com',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      TRUSTED_PROXIES: '2',
    });
    expect(env.modes).toEqual({
      database: 'postgres',
      auth: 'supabase',
      storage: 'supabase',
      payments: 'stripe',
      postcards: 'thanksio',
      maps: 'google',
      telephony: 'twilio',
      mail: 'smtp',
    });
    expect(env.TRUSTED_PROXIES).toBe(2);
    expect(env.adminEmail).toBe('boss@example.com');
  });

  it('refuses half a configuration with a clear message', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SUPABASE_URL: 'https://proj.supabase.co' })).toThrow(
      'Set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY, or neither',
    );
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow('Set both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
    expect(() => parseEnv({ ADMIN_EMAIL: 'not-an-email' })).toThrow('ADMIN_EMAIL');
    expect(() => parseEnv({ ADMIN_PASSWORD: 'short' })).toThrow('ADMIN_PASSWORD must be at least 8 characters long');
    expect(() => parseEnv({ TRUSTED_PROXIES: '-1' })).toThrow('TRUSTED_PROXIES');
  });
});
