import { describe, expect, it } from 'vitest';
import { readAiImageSettings } from './ai-settings';

describe('readAiImageSettings', () => {
  it('is off unless the address, the key and the model are all set', () => {
    expect(readAiImageSettings({})).toBeNull();
    expect(readAiImageSettings({ AI_IMAGES_URL: 'https://x/v1', AI_IMAGES_KEY: 'k' })).toBeNull();
    expect(readAiImageSettings({ AI_IMAGES_URL: ' ', AI_IMAGES_KEY: 'k', AI_IMAGES_MODEL: 'm' })).toBeNull();
  });

  it('reads the endpoint, with 1024x1024 and 20 an hour by default', () => {
    expect(
      readAiImageSettings({
        AI_IMAGES_URL: 'https://api.example/v1/',
        AI_IMAGES_KEY: 'k',
        AI_IMAGES_MODEL: 'gpt-image-1',
      }),
    ).toEqual({
      baseUrl: 'https://api.example/v1',
      apiKey: 'k',
      model: 'gpt-image-1',
      size: '1024x1024',
      perUser: { count: 20, windowMs: 3_600_000 },
      timeoutMs: 120_000,
    });
    const custom = readAiImageSettings({
      AI_IMAGES_URL: 'http://127.0.0.1:9/v1',
      AI_IMAGES_KEY: 'k',
      AI_IMAGES_MODEL: 'm',
      AI_IMAGES_SIZE: '512x512',
      AI_IMAGES_PER_HOUR: '5',
    });
    expect([custom?.size, custom?.perUser.count]).toEqual(['512x512', 5]);
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    const env = { AI_IMAGES_URL: 'u', AI_IMAGES_KEY: 'k', AI_IMAGES_MODEL: 'm' };
    expect(() => readAiImageSettings({ ...env, AI_IMAGES_PER_HOUR: '0' })).toThrow(
      "AI_IMAGES_PER_HOUR must be a whole number of at least 1, not '0'",
    );
    expect(() => readAiImageSettings({ ...env, AI_IMAGES_PER_HOUR: 'lots' })).toThrow();
  });
});
