import { FormSchema, type FormAnswerMap } from '@atelier/schema';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreviewAnswers, type Compose } from './usePreviewAnswers';

const form = FormSchema.parse({
  fields: [
    { id: 'field_name', type: 'decalLayerConfig', title: 'Name', allowTextOverlay: true },
    { id: 'field_size', type: 'sizeSelect', title: 'Size' },
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe('usePreviewAnswers (issue 17: a decal’s text overlay in the 3D view)', () => {
  it('sends the 3D view the decal drawn with its words, and releases drawings no longer wanted', async () => {
    let made = 0;
    const revoked: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => `blob:drawing-${++made}`,
        revokeObjectURL: (url: string) => revoked.push(url),
      }),
    );
    const drawn: string[] = [];
    // The worker's drawing cannot run in jsdom (no OffscreenCanvas): this stands in for it.
    const compose: Compose = async (image, text) => {
      drawn.push(`${image === null ? 'no image' : 'image'}:${text.value}:${text.color ?? ''}`);
      return new Blob(['png'], { type: 'image/png' });
    };
    const answers = { field_name: { url: '', text: { value: 'MLC', color: '#ff0000' } }, field_size: 'M' };
    const { result, rerender } = renderHook(({ given }) => usePreviewAnswers(form, given, compose), {
      initialProps: { given: answers as FormAnswerMap },
    });
    // Before the drawing is ready the decal goes without its words.
    expect(result.current.field_name).toEqual({ url: '' });
    await waitFor(() => expect(result.current.field_name).toEqual({ url: 'blob:drawing-1' }));
    expect(result.current.field_size).toBe('M');
    expect(drawn).toEqual(['no image:MLC:#ff0000']);

    rerender({ given: { field_size: 'L' } as FormAnswerMap });
    expect(result.current).toEqual({ field_size: 'L' });
    await waitFor(() => expect(revoked).toEqual(['blob:drawing-1']));
  });

  it('leaves answers without a text overlay as they are', () => {
    const answers = { field_name: { url: '/api/img/original/a.png' }, field_size: 'M' };
    const compose: Compose = () => Promise.reject(new Error('nothing to draw'));
    const { result } = renderHook(() => usePreviewAnswers(form, answers as never, compose));
    expect(result.current).toBe(answers);
  });
});
