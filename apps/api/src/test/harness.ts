/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp, type AppOptions } from '../app';
import { migrateToLatest } from '../db/migrate';
import {
  postgresTestDatabase,
  postgresUnavailableReason,
  sqliteTestDatabase,
  type TestDatabase,
  type TestDatabaseOptions,
} from './databases';
import { type OpenApiPaths, undeclaredAnswer } from './declared-statuses';

const postgresReason = await postgresUnavailableReason();
if (postgresReason) console.warn(`Skipping the PostgreSQL run: ${postgresReason}`);

/**
 * log2 of scrypt's N for the passwords tests make: production's 2^17 costs 128 MiB and a few
 * hundred milliseconds per hash, too much for suites that sign up hundreds of accounts. A suite
 * that passes its own `settings.passwordHashCost` (the default's test) keeps it.
 */
export const TEST_PASSWORD_HASH_COST = 10;

export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  open: (options?: TestDatabaseOptions) => Promise<TestDatabase> | TestDatabase;
  skip: boolean;
}

/** The two databases every integration suite runs on. */
export const targets: DatabaseTarget[] = [
  { name: 'sqlite', open: sqliteTestDatabase, skip: false },
  { name: 'postgres', open: postgresTestDatabase, skip: postgresReason !== null },
];

export type TestApp = ReturnType<typeof createApp>;

export interface Suite {
  database: TestDatabase;
  app: TestApp;
  client: TestClient;
}

/**
 * Runs `body` once per database (SQLite file and PostgreSQL schema), each with a freshly
 * migrated database and an app on it. A PostgreSQL run that cannot happen is skipped
 * with the printed reason.
 */
export function describeOnDatabases(
  title: string,
  body: (suite: () => Suite, target: DatabaseTarget) => void,
  options: Omit<AppOptions, 'db'> = {},
): void {
  describe.each(targets)(`${title} on $name`, (target) => {
    let suite: Suite | null = null;
    let opened: TestDatabase | null = null;
    beforeAll(async () => {
      if (target.skip) return;
      opened = await target.open();
      await migrateToLatest(opened.db);
      const app = createApp({
        db: opened.db,
        ...options,
        settings: { passwordHashCost: TEST_PASSWORD_HASH_COST, ...options.settings },
      });
      suite = { database: opened, app, client: new TestClient(app) };
    });
    afterAll(async () => {
      // Dropped even when the set-up failed half-way, so no schema is left behind.
      await opened?.dispose();
    });
    describe.skipIf(target.skip)(target.name, () => {
      body(() => {
        if (!suite) throw new Error('suite not ready');
        return suite;
      }, target);
    });
  });
}

export interface CallOptions {
  body?: unknown;
  cookie?: string | null;
  headers?: Record<string, string>;
  /** Raw body text (sent as is). */
  raw?: string;
}

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

let userCounter = 0;

/**
 * Calls the app through `app.request()` and reads JSON answers. Every answer of a
 * documented route must carry a status its OpenAPI document declares (the call throws
 * otherwise), so no test can observe an undocumented answer without failing.
 */
export class TestClient {
  private document: Promise<OpenApiPaths> | null = null;

  constructor(readonly app: TestApp) {}

  private async checkDeclared(method: string, path: string, status: number): Promise<void> {
    this.document ??= (async () => {
      const answer = await this.app.request('/api/openapi.json');
      if (answer.status !== 200) throw new Error(`GET /api/openapi.json answered ${answer.status}`);
      return (await answer.json()) as OpenApiPaths;
    })();
    const problem = undeclaredAnswer(await this.document, method, path, status);
    if (problem) throw new Error(problem);
  }

  async call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await this.app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    await this.checkDeclared(method, path, response.status);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get = <T = any>(path: string, options?: CallOptions) => this.call<T>('GET', path, options);
  post = <T = any>(path: string, body?: unknown, options?: CallOptions) =>
    this.call<T>('POST', path, { ...options, body });
  put = <T = any>(path: string, body?: unknown, options?: CallOptions) =>
    this.call<T>('PUT', path, { ...options, body });
  patch = <T = any>(path: string, body?: unknown, options?: CallOptions) =>
    this.call<T>('PATCH', path, { ...options, body });
  delete = <T = any>(path: string, body?: unknown, options?: CallOptions) =>
    this.call<T>('DELETE', path, { ...options, body });

  /** Signs up a new user and answers their cookie and session. */
  async signUp(fields: { email?: string; at_name?: string; name?: string; password?: string } = {}) {
    userCounter += 1;
    const tag = `${process.pid}${userCounter}${Math.random().toString(36).slice(2, 6)}`;
    const body = {
      email: fields.email ?? `user${tag}@example.test`,
      at_name: fields.at_name ?? `user_${tag}`,
      name: fields.name ?? `User ${tag}`,
      password: fields.password ?? 'correct horse battery',
    };
    const answer = await this.post('/api/auth/sign-up', body);
    if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${answer.text}`);
    return {
      ...body,
      cookie: cookieFrom(answer.headers),
      id: answer.body.session.user.id as string,
      session: answer.body.session,
    };
  }
}

/** `name=value` of the Set-Cookie header, for the next request's Cookie header. */
export function cookieFrom(headers: Headers): string {
  // A sign-in also sets the device cookie; the session's is the one the next request needs.
  const cookies = headers.getSetCookie();
  const setCookie = cookies.find((cookie) => cookie.startsWith('atelier_session=')) ?? cookies[0] ?? '';
  return setCookie.split(';')[0] ?? '';
}
