import { useToast } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import { useViewer } from '../api/queries';
import type { CreationDetail } from '../api/types';
import type { Customisation } from '../storefront/detail/customise/useCustomisation';
import { rememberDesign } from './deviceDesigns';
import { designKeys, designsApi } from './designsApi';
import { useDesignsText } from './i18n/useDesignsText';

/**
 * Issue 20: saves the shopper's answers as a design: to the account when signed in, by link
 * (remembered on this device) when not; the shopper's own design is updated, someone else's
 * copied. One path for the design bar's "Save design" and the AR dialog's phone link, so both
 * share the same saved design. Answers the saved design.
 */
export function useSaveDesign(
  creation: Pick<CreationDetail, 'id'>,
  customisation: Customisation | null,
  /** The 3D view as a data URL, or null when it is not on screen. */
  capture: () => Promise<string | null>,
) {
  const { t } = useDesignsText();
  const toast = useToast();
  const client = useQueryClient();
  const session = useViewer();
  return useMutation({
    mutationFn: async () => {
      if (!customisation) throw new Error('Nothing to save: the creation has no customer form');
      const current = customisation.design;
      const answers = customisation.answers;
      const saved =
        current?.mine === true
          ? await designsApi.update(current.id, answers)
          : await designsApi.create(creation.id, answers);
      const writeToken = 'writeToken' in saved ? (saved.writeToken as string | undefined) : undefined;
      if (!session) rememberDesign(creation.id, saved.data.id, writeToken);
      // The capture is a bonus: a design is saved without one when the 3D view is not on screen.
      const image = await capture().catch(() => null);
      const withCapture = image ? await designsApi.capture(saved.data.id, image).catch(() => null) : null;
      return withCapture?.data ?? saved.data;
    },
    onSuccess: (design) => {
      customisation?.setDesign({
        id: design.id,
        answers: design.answers as never,
        mine: true,
        captureUrl: design.captureUrl,
      });
      client.setQueryData(designKeys.one(design.id), { data: design });
      void client.invalidateQueries({ queryKey: designKeys.saved });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'invalid_answers') customisation?.revealFirstProblem();
      toast.show({ tone: 'error', message: t('saveFailed') });
    },
  });
}
