import 'server-only';
import { z } from 'zod';

const optional = z.string().optional();
const optionalUrl = z.url().optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
    // The public origin of the app: links in emails, QR codes, provider callbacks.
    APP_URL: optionalUrl,
    ADMIN_EMAIL: z.email().default('admin@inkpost.local'),
    // The admin account's password when the app creates it at first start; unset, one is generated
    // and printed once.
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters long').optional(),
    // How many proxies stand in front of the app and append to X-Forwarded-For; 0: the client is
    // the socket address and X-Forwarded-For is ignored (docs/decisions/026).
    TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
    // SMTP server of outgoing mail (smtp://user:pass@host:587 or smtps://…); unset, the sandbox
    // outbox at /sandbox/mail keeps every message.
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Inkpost <no-reply@inkpost.local>'),
    INKPOST_DATA_DIR: z.string().default('.data'),
    DATABASE_URL: optionalUrl,

    NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: optional,
    SUPABASE_SERVICE_ROLE_KEY: optional,

    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,

    THANKSIO_API_TOKEN: optional,
    // thanks.io signs nothing: its webhook URL carries this secret (?token=…) instead.
    THANKSIO_WEBHOOK_SECRET: optional,
    // Sandbox postcards: how long an accepted order takes to be "mailed".
    SANDBOX_POSTCARD_DELAY_MS: z.coerce.number().int().min(0).default(4000),
    GOOGLE_MAPS_API_KEY: optional,
    TWILIO_ACCOUNT_SID: optional,
    TWILIO_AUTH_TOKEN: optional,
    // Sandbox telephony signs its simulated webhooks with this key; unset, a random key per process.
    SANDBOX_TELEPHONY_TOKEN: optional,
    // The invite link of Inkpost's Zapier app, once it is published; unset, the Integrations tab
    // links to the API page's Zapier section instead.
    ZAPIER_INVITE_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    if (!!env.NEXT_PUBLIC_SUPABASE_URL !== !!env.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXT_PUBLIC_SUPABASE_ANON_KEY'],
        message: 'Set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY, or neither',
      });
    }
    if (env.NEXT_PUBLIC_SUPABASE_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: "Supabase mode needs DATABASE_URL pointing at the project's Postgres",
      });
    }
    if (!!env.TWILIO_ACCOUNT_SID !== !!env.TWILIO_AUTH_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_AUTH_TOKEN'],
        message: 'Set both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or neither',
      });
    }
  });

export type RawEnv = z.infer<typeof EnvSchema>;

export type Modes = {
  database: 'pglite' | 'postgres';
  auth: 'local' | 'supabase';
  storage: 'local' | 'supabase';
  payments: 'sandbox' | 'stripe';
  postcards: 'sandbox' | 'thanksio';
  maps: 'sandbox' | 'google';
  telephony: 'sandbox' | 'twilio';
  mail: 'sandbox' | 'smtp';
};

export type Env = Omit<RawEnv, 'APP_URL'> & { APP_URL: string; modes: Modes; adminEmail: string };

/** Parses an environment once and decides which adapter every capability uses. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value (NAME= in a .env file) means "not set".
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  const supabase = !!raw.NEXT_PUBLIC_SUPABASE_URL;
  return {
    ...raw,
    APP_URL: raw.APP_URL ?? `http://localhost:${raw.PORT}`,
    adminEmail: raw.ADMIN_EMAIL.toLowerCase(),
    modes: {
      database: raw.DATABASE_URL ? 'postgres' : 'pglite',
      auth: supabase ? 'supabase' : 'local',
      storage: supabase && raw.SUPABASE_SERVICE_ROLE_KEY ? 'supabase' : 'local',
      payments: raw.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
      postcards: raw.THANKSIO_API_TOKEN ? 'thanksio' : 'sandbox',
      maps: raw.GOOGLE_MAPS_API_KEY ? 'google' : 'sandbox',
      telephony: raw.TWILIO_ACCOUNT_SID ? 'twilio' : 'sandbox',
      // Supabase sends its own reset mails; our mail port carries only the local adapter's.
      mail: raw.SMTP_URL ? 'smtp' : 'sandbox',
    },
  };
}

let cached: Env | undefined;

/** The process environment, parsed on first use. Tests may replace it with `setEnvForTests`. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function setEnvForTests(overrides: Record<string, string | undefined>): Env {
  cached = parseEnv({ ...process.env, ...overrides });
  return cached;
}

export function sandboxCapabilities(modes: Modes): string[] {
  const names: Record<string, string> = {
    payments: 'Payments',
    postcards: 'Postcards',
    maps: 'Maps',
    telephony: 'Telephony',
    mail: 'Mail',
  };
  return Object.entries(names)
    .filter(([key]) => modes[key as keyof Modes] === 'sandbox')
    .map(([, label]) => label);
}
