import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { EDITOR_STEPS_LOADERS, EDITOR_STEPS_NAMESPACE, loadEditorStepsMessages } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('the editor steps catalogues', () => {
  it('are the editorSteps namespace', () => {
    expect(EDITOR_STEPS_NAMESPACE).toBe('editorSteps');
  });

  it('English quotes the specification verbatim', () => {
    expect(en.addMediaPlate).toBe('Add media plate');
    expect(en.creationNamePlaceholder).toBe('Name your creation');
    expect(en.priceBelowBase).toBe('The price is lower than the base price');
    expect(en.sizeAtLeastOne).toBe('At least one size should be available');
    expect(en.purchaseTypeRequired).toBe('At least one purchase type is required');
    expect(en.refreshCaptures).toBe('Refresh all capture image');
    expect(en.videoComingSoon).toBe(MESSAGES_EN['editor.media.videoComingSoon']);
    expect(en.manufacturingTimeInvalid).toBe(MESSAGES_EN['editor.manufacturingTime.notNumeric']);
  });

  it.each(LANGUAGES)('%s has every key, non-empty, with the same placeholders', async (language) => {
    const catalogue = await loadEditorStepsMessages(language);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(catalogue[key]?.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(catalogue[key] ?? ''), `${language} ${key}`).toEqual(placeholders(text));
    }
  });

  it('has one loader per language', () => {
    expect(Object.keys(EDITOR_STEPS_LOADERS).sort()).toEqual([...LANGUAGES].sort());
  });

  it('answers English for a language without a catalogue', async () => {
    expect(await loadEditorStepsMessages('es')).toEqual({ ...en });
  });
});
