import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import type { AppliedDesign } from '../storefront/detail/customise/useCustomisation';
import { designKeys } from './designsApi';
import { loadDesignsTexts } from './i18n';
import { appliedDesign, sameAnswers, saveDesign, type SaveDesignInput } from './saveDesign';

/**
 * Issue 20: the design a creation page's Share button shares. Links carry a design's id, never
 * its answers (docs/decisions.md), so answers not saved as they are (none saved yet, or changed
 * since) are saved first, as "Save design" would; a design already showing these answers is
 * shared as it is. Loaded on the first share, so the page's first load carries none of it.
 */
export async function designToShare(input: SaveDesignInput, client: QueryClient): Promise<AppliedDesign> {
  if (input.current && sameAnswers(input.current.answers, input.answers)) return input.current;
  const design = await saveDesign(input);
  client.setQueryData(designKeys.one(design.id), { data: design });
  void client.invalidateQueries({ queryKey: designKeys.saved });
  return appliedDesign(design);
}

/** Why sharing failed, in `language`, and whether the answers need the shopper first. */
export async function shareFailure(
  error: unknown,
  language: string,
): Promise<{ message: string; invalidAnswers: boolean }> {
  return {
    message: (await loadDesignsTexts(language)).saveFailed ?? 'The design could not be saved.',
    invalidAnswers: error instanceof ApiError && error.code === 'invalid_answers',
  };
}
