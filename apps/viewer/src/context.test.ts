import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_TYPES_META, PAGE_CONTEXT_ID, readImageTypes, readPageContext } from './context';

const written: HTMLElement[] = [];
function writeIntoPage(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_CONTEXT_ID;
  script.textContent = text;
  document.body.append(script);
  written.push(script);
}
afterEach(() => {
  for (const element of written.splice(0)) element.remove();
});

describe('readPageContext', () => {
  it('reads the context the server wrote into the page, escapes and all', () => {
    const context = {
      trustedOrigins: ['https://atelier.example'],
      creation: { id: 'cr_1', name: '</script> & \u2028', model: { url: '/assets/models/tee.glb' } },
    };
    // As the server writes it (apps/api/src/web/html.ts jsonForScript).
    writeIntoPage(
      JSON.stringify(context).replace(
        /[<>&\u2028]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
    );
    expect(readPageContext(document)).toEqual(context);
  });

  it('is null without one, or when what is there is not a context, so the viewer asks the API', () => {
    expect(readPageContext(document)).toBeNull();
    writeIntoPage('{"trustedOrigins": "everyone"}');
    expect(readPageContext(document)).toBeNull();
    written.splice(0).forEach((element) => element.remove());
    writeIntoPage('{not json');
    expect(readPageContext(document)).toBeNull();
  });
});

describe('readImageTypes', () => {
  it('reads the image types the server wrote, and only AVIF and WebP', () => {
    const meta = document.createElement('meta');
    meta.name = IMAGE_TYPES_META;
    meta.content = 'image/avif,image/webp';
    document.head.append(meta);
    try {
      expect(readImageTypes(document)).toBe('image/avif,image/webp');
      meta.content = 'image/webp,text/html';
      expect(readImageTypes(document)).toBe('image/webp');
      meta.content = 'text/html';
      expect(readImageTypes(document)).toBeNull();
    } finally {
      meta.remove();
    }
    expect(readImageTypes(document)).toBeNull();
  });
});
