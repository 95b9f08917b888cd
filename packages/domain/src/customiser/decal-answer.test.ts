import { describe, expect, it } from 'vitest';
import { decalAnswerValue, readDecalAnswer } from './decal-answer';

describe('a decal answer (issue 17)', () => {
  it('reads an image, its name and its text overlay; a bare url too', () => {
    expect(readDecalAnswer('https://cdn.example/a.png')).toEqual({ url: 'https://cdn.example/a.png' });
    expect(
      readDecalAnswer({
        url: 'a.png',
        name: 'Tiger',
        text: { value: 'MLC', font: 'Inter', color: '#ffffff' },
      }),
    ).toEqual({ url: 'a.png', name: 'Tiger', text: { value: 'MLC', font: 'Inter', color: '#ffffff' } });
    expect(readDecalAnswer({ text: { value: 'MLC', font: 3 } })).toEqual({ url: '', text: { value: 'MLC' } });
    expect(readDecalAnswer({ url: 'a.png', text: 'MLC' })).toEqual({ url: 'a.png' });
  });

  it('reads nothing from what is not a decal answer', () => {
    for (const value of [undefined, null, '', 3, ['a.png']]) expect(readDecalAnswer(value)).toBeNull();
  });

  it('writes an image or words, and no answer for neither', () => {
    expect(decalAnswerValue({ url: 'a.png', name: 'Tiger' })).toEqual({ url: 'a.png', name: 'Tiger' });
    expect(decalAnswerValue({ url: '', text: { value: 'MLC' } })).toEqual({
      url: '',
      text: { value: 'MLC' },
    });
    expect(decalAnswerValue({ url: 'a.png', text: { value: '' } })).toEqual({ url: 'a.png' });
    expect(decalAnswerValue({ url: ' ', text: { value: '' } })).toBeUndefined();
  });
});
