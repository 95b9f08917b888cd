import { afterEach, describe, expect, it } from 'vitest';
import { GRID_COLUMNS_KEY, loadGridColumns } from './grid';
import { fromServerPreferences, readPreferences, toServerPreferences } from './preferences';
import { createAppStore } from './store';

afterEach(() => sessionStorage.clear());

describe('preferences', () => {
  it('reads stored values, keeping only known ones', () => {
    expect(
      readPreferences(
        { language: 'de', currency: 'USD', theme: 'dark', navPlacement: 'bottom', navStyle: 'floating' },
        [],
      ),
    ).toEqual({
      language: 'de',
      currency: 'USD',
      theme: 'dark',
      navPlacement: 'bottom',
      navStyle: 'floating',
    });
    expect(readPreferences({ language: 'xx', currency: 'BTC', theme: 'sepia' }, ['ja-JP'])).toEqual({
      language: 'ja',
      currency: 'HKD',
      theme: 'system',
      navPlacement: 'top',
      navStyle: 'docking',
    });
  });

  it('keeps a language of the selector that has no catalogue (English per key)', () => {
    expect(readPreferences({ language: 'es' }, []).language).toBe('es');
  });

  it('maps to and from the server names', () => {
    const values = fromServerPreferences({
      language: 'fr',
      currency: 'EUR',
      theme: 'dark',
      nav_bar_placement: 'bottom',
      nav_bar_style: 'floating',
    });
    expect(values).toMatchObject({
      language: 'fr',
      currency: 'EUR',
      theme: 'dark',
      navPlacement: 'bottom',
      navStyle: 'floating',
    });
    expect(toServerPreferences({ navPlacement: 'top', theme: 'system' })).toEqual({
      nav_bar_placement: 'top',
    });
  });
});

describe('grid columns (000 §9)', () => {
  it('defaults to 3 at 768 px or narrower and 7 above', () => {
    expect(loadGridColumns(768)).toBe(3);
    expect(loadGridColumns(1440)).toBe(7);
  });

  it('zooms by 2 columns a click and keeps the choice in session storage', () => {
    const store = createAppStore({ preferences: readPreferences(null, []), gridColumns: 7 });
    store.getState().zoomGrid('in', 1440);
    expect(store.getState().gridColumns).toBe(5);
    expect(sessionStorage.getItem(GRID_COLUMNS_KEY)).toBe('5');
    store.getState().zoomGrid('out', 1440);
    store.getState().zoomGrid('out', 1440);
    expect(store.getState().gridColumns).toBe(9);
    expect(loadGridColumns(1440)).toBe(9);
  });

  it('sets preferences through the store', () => {
    const store = createAppStore({ preferences: readPreferences(null, []), gridColumns: 7 });
    store.getState().setPreferences({ currency: 'JPY' });
    expect(store.getState().preferences.currency).toBe('JPY');
  });
});
