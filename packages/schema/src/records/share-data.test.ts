import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { ShareDataSchema } from './share-data';

describe('Share data (000 §2, §9)', () => {
  it('000 §9: dots default to black on white; no wallpaper; empty bottom texts', () => {
    expect(parseValid(ShareDataSchema, { text: 'https://atelier.example/mei_lin' })).toEqual({
      text: 'https://atelier.example/mei_lin',
      dotColor: '#000000',
      backgroundColor: '#ffffff',
      bottomText1: '',
      bottomText2: '',
      wallpaper: false,
    });
  });

  it('000 §2: the QR needs its text or link', () => {
    expect(rejectedPaths(ShareDataSchema, { ...fixtures.shareData, text: '' })).toEqual(['text']);
  });

  it('001 §4: colours are #rrggbb', () => {
    expect(rejectedPaths(ShareDataSchema, { ...fixtures.shareData, dotColor: 'black' })).toEqual([
      'dotColor',
    ]);
  });
});
