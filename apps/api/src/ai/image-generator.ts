import OpenAI from 'openai';
import type { AiImageSettings } from './ai-settings';

/** The endpoint failed or answered no image; the message is safe to show (no key, no body). */
export class ImageGenerationFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageGenerationFailed';
  }
}

/** Makes one image from a prompt and answers its bytes. */
export type ImageGenerator = (prompt: string) => Promise<Buffer>;

/** The largest image the endpoint may answer by address (what is fetched from `url`). */
const MAX_FETCHED_BYTES = 25 * 1024 * 1024;

/**
 * The generator over the official `openai` client pointed at the configured address. An
 * answer may carry the image as `b64_json` (GPT image models) or as a `url` (DALL·E style,
 * fetched here at once: those addresses expire). No `response_format` is sent, since GPT
 * image models refuse it and the others default to a url, which is read either way.
 */
export function openAiImageGenerator(
  settings: AiImageSettings,
  fetchImpl: typeof fetch = fetch,
): ImageGenerator {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    maxRetries: 1,
    fetch: fetchImpl,
  });
  return async (prompt) => {
    let answer;
    try {
      answer = await client.images.generate({
        model: settings.model,
        prompt,
        n: 1,
        size: settings.size as never,
      });
    } catch (error) {
      const status = error instanceof OpenAI.APIError ? ` (${error.status ?? 'no answer'})` : '';
      throw new ImageGenerationFailed(`The image service did not make the image${status}.`, { cause: error });
    }
    const image = answer.data?.[0];
    if (image?.b64_json) return Buffer.from(image.b64_json, 'base64');
    if (image?.url) {
      const response = await fetchImpl(image.url).catch((error: unknown) => {
        throw new ImageGenerationFailed('The generated image could not be downloaded.', { cause: error });
      });
      if (!response.ok) throw new ImageGenerationFailed('The generated image could not be downloaded.');
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > MAX_FETCHED_BYTES)
        throw new ImageGenerationFailed('The generated image is too large.');
      return bytes;
    }
    throw new ImageGenerationFailed('The image service answered without an image.');
  };
}
