import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Clock } from '../lib/clock';
import type { NotificationBus } from '../notifications/bus';
import type { BlobStorage } from '../storage/blob-storage';
import type { AiImageSettings } from '../ai/ai-settings';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';
import { defaultPaymentSettings, type PaymentSettings } from '../payments/payment-settings';
import type { MailSettings } from '../mail/mail-settings';
import { PASSWORD_HASH_COST } from '../auth/password';

/** Limits and switches of the HTTP layer. */
export interface ApiSettings {
  /** Secure cookies (production). */
  secureCookies: boolean;
  /** Trusted proxy hops that append to X-Forwarded-For (0: use the socket's address). */
  trustProxy: number;
  /** Origins besides the request's own that may send cookie-authenticated unsafe requests. */
  allowedOrigins: string[];
  /**
   * The product's own origins the 3D viewer trusts (PUBLIC_ORIGINS); empty: the origin
   * of the request (plus `http://localhost:*` host pages outside production).
   */
  publicOrigins: string[];
  /** Whether the main site is in production (the host scope of listings depends on it). */
  production: boolean;
  /**
   * Failed sign-ins allowed in a window (auth/sign-in-limits.ts): per account from browsers it
   * has not signed in on (the window doubles after each lockout), per account and client
   * address, per client address, and per trusted browser (device cookie).
   */
  signInLimit: {
    perAccount: number;
    perAccountAddress: number;
    perAddress: number;
    perDevice: number;
    windowMs: number;
  };
  /** Sign-ups allowed per client address in a window. */
  signUpLimit: { perAddress: number; windowMs: number };
  /** Largest JSON body in bytes (image uploads have their own, larger limit). */
  maxJsonBytes: number;
  /** Largest decoded image upload in bytes. */
  maxImageBytes: number;
  /**
   * Largest image in pixels (width x height, all frames): a guard against decompression
   * bombs and against renders that take seconds. 4096 x 4096, the largest texture.
   */
  maxImagePixels: number;
  /** Longest side of an image in px (001 §5: larger ones are downscaled by the client). */
  maxImageSide: number;
  /**
   * Image decoding and resizing (uploads and variants): at most `concurrency` sharp jobs at
   * once (kept below the libuv thread pool's size, which sign-in and file reads share), each
   * on `threadsPerJob` libvips threads; past `maxQueued` waiting jobs a request answers 503
   * with Retry-After `retryAfterSeconds`.
   */
  imageJobs: { concurrency: number; threadsPerJob: number; maxQueued: number; retryAfterSeconds: number };
  /** Uploads allowed per user in a window, by count and by decoded bytes (429 past them). */
  uploadQuota: { count: number; bytes: number; windowMs: number };
  /** Session lifetime. */
  sessionTtlMs: number;
  /** A session unused this long ends before its lifetime (docs/decisions.md). */
  sessionIdleMs: number;
  /** log2 of scrypt's N for new password hashes: 17 in production; tests lower it to stay fast. */
  passwordHashCost: number;
  /** at_name of the platform's own producer (the main site in production lists its creations). */
  platformProducer: string;
  /** How long a storefront page waits for its first screen's data, and the viewer's page for its context, before it goes without (ms). */
  firstScreenTimeoutMs: number;
  /** The OpenAI-compatible images endpoint (AI_IMAGES_*); null: AI image generation is off. */
  aiImages: AiImageSettings | null;
  /** Which provider takes payments (PAYMENT_PROVIDER, STRIPE_*, FPS_ID, BANK_ACCOUNT). */
  payments: PaymentSettings;
  /** SMTP for order e-mails (SMTP_URL, MAIL_FROM); null: the local outbox. */
  mail: MailSettings | null;
  /** Where the contact form's messages go (CONTACT_INBOX); the help page shows the same address. */
  contactInbox: string;
  /** Contact form messages allowed per client address in a window. */
  contactLimit: { perAddress: number; windowMs: number };
  /** Design saves (create, update, capture) per member, or per client address for guests, in a window. */
  designLimit: { perClient: number; windowMs: number };
  /** Largest AR model (GLB) the viewer may upload for Scene Viewer, in bytes (issue 20). */
  maxArModelBytes: number;
  /** AR model uploads per member, or per client address for guests, in a window. */
  arModelLimit: { perClient: number; windowMs: number };
  /** Trust a viewer host page on any `http://localhost:PORT` (VIEWER_TRUST_LOCALHOST, development only). */
  trustLocalhostPages: boolean;
}

export const defaultSettings = (overrides: Partial<ApiSettings> = {}): ApiSettings => ({
  secureCookies: false,
  trustProxy: 0,
  allowedOrigins: [],
  publicOrigins: [],
  production: false,
  signInLimit: {
    perAccount: 10,
    perAccountAddress: 5,
    perAddress: 30,
    perDevice: 10,
    windowMs: 15 * 60 * 1000,
  },
  signUpLimit: { perAddress: 20, windowMs: 60 * 60 * 1000 },
  maxJsonBytes: 1024 * 1024,
  maxImageBytes: 10 * 1024 * 1024,
  maxImagePixels: 4096 * 4096,
  maxImageSide: 8192,
  imageJobs: { concurrency: 2, threadsPerJob: 1, maxQueued: 16, retryAfterSeconds: 5 },
  uploadQuota: { count: 60, bytes: 200 * 1024 * 1024, windowMs: 60 * 60 * 1000 },
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  sessionIdleMs: 7 * 24 * 60 * 60 * 1000,
  passwordHashCost: PASSWORD_HASH_COST,
  platformProducer: 'atelier_studio',
  firstScreenTimeoutMs: 1500,
  aiImages: null,
  payments: defaultPaymentSettings(),
  mail: null,
  contactInbox: 'hello@atelier.hk',
  contactLimit: { perAddress: 5, windowMs: 15 * 60 * 1000 },
  designLimit: { perClient: 120, windowMs: 60 * 60 * 1000 },
  maxArModelBytes: 32 * 1024 * 1024,
  arModelLimit: { perClient: 60, windowMs: 60 * 60 * 1000 },
  trustLocalhostPages: false,
  ...overrides,
});

/** Everything a route needs, built once per process and passed to each resource. */
export interface Services {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  storage: BlobStorage;
  bus: NotificationBus;
  clock: Clock;
  logger: Logger;
  settings: ApiSettings;
  /** Draining on shutdown (http/lifecycle.ts); the app makes one, other users of Services need none. */
  lifecycle?: Lifecycle;
}

/** The signed-in user as a request sees it. */
export interface SessionUser {
  id: string;
  name: string;
  at_name: string;
  is_creator: boolean;
  visibility: string;
  profile_image: string | null;
  profile_banner: string | null;
  /** The saved interface language (issue 18: notifications are written in it). */
  language?: string;
}

export interface AuthState {
  sessionId: string;
  role: string;
  user: SessionUser;
}

export interface AppEnv {
  Variables: {
    auth: AuthState | null;
    requestId: string;
  };
}
