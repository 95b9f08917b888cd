/**
 * The AI images endpoint the server talks to (issue 15): any OpenAI-compatible
 * `POST {url}/images/generations`. The key stays on the server; browsers never see it.
 */
export interface AiImageSettings {
  /** The API base address, e.g. `https://api.openai.com/v1` (the client adds `/images/generations`). */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
  /** The size asked for (default `1024x1024`, which every images model accepts). */
  readonly size: string;
  /** Images one user may generate per window (a database counter shared by every process). */
  readonly perUser: { readonly count: number; readonly windowMs: number };
  /** How long one generation may take before it is given up (ms). */
  readonly timeoutMs: number;
}

/** The environment variables that configure it, named in the "not configured" answer and the docs. */
export const AI_IMAGE_ENV = {
  url: 'AI_IMAGES_URL',
  key: 'AI_IMAGES_KEY',
  model: 'AI_IMAGES_MODEL',
  size: 'AI_IMAGES_SIZE',
  perHour: 'AI_IMAGES_PER_HOUR',
} as const;

const HOUR_MS = 60 * 60 * 1000;

/** Decision: 20 images per user per hour unless AI_IMAGES_PER_HOUR says otherwise. */
export const DEFAULT_AI_IMAGES_PER_HOUR = 20;

/**
 * Reads the settings from the environment; null (generation off) unless the address, the
 * key and the model are all set.
 */
export function readAiImageSettings(env: NodeJS.ProcessEnv): AiImageSettings | null {
  const baseUrl = env[AI_IMAGE_ENV.url]?.trim();
  const apiKey = env[AI_IMAGE_ENV.key]?.trim();
  const model = env[AI_IMAGE_ENV.model]?.trim();
  if (!baseUrl || !apiKey || !model) return null;
  const perHour = Number(env[AI_IMAGE_ENV.perHour] ?? DEFAULT_AI_IMAGES_PER_HOUR);
  if (!Number.isInteger(perHour) || perHour < 1)
    throw new Error(
      `${AI_IMAGE_ENV.perHour} must be a whole number of at least 1, not '${env[AI_IMAGE_ENV.perHour]}'`,
    );
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey,
    model,
    size: env[AI_IMAGE_ENV.size]?.trim() || '1024x1024',
    perUser: { count: perHour, windowMs: HOUR_MS },
    timeoutMs: 120_000,
  };
}
