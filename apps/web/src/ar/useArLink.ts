import { creationDetailPath, designPath } from '@atelier/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useViewer } from '../api/queries';
import type { CreationDetail } from '../api/types';
import { designToShare } from '../designs/shareDesign';
import type { Customisation } from '../storefront/detail/customise/useCustomisation';
import { arLink } from './arDevice';
import { qrDataUrl } from './qrImage';

/** The link is made first (a save, when needed); then its code. Without a code the link still shows. */
export type ArLinkState =
  | { kind: 'idle' }
  | { kind: 'making' }
  | { kind: 'ready'; link: string; image: string | null }
  | { kind: 'failed'; invalidAnswers: boolean };

/**
 * Issue 20 on a desktop: the link that opens this design on a phone, in AR, and its QR code.
 * It is the Share button's link (`designToShare`: answers not saved as they are are saved
 * first, so the link names a design's id, never its answers; a design already showing them is
 * linked as it is; with nothing chosen, the creation itself) with `ar=1`. `make` runs on a click.
 */
export function useArLink(
  creation: Pick<CreationDetail, 'id' | 'user'>,
  customisation: Customisation | null,
  capture: () => Promise<string | null>,
) {
  const queryClient = useQueryClient();
  const signedIn = Boolean(useViewer());
  const [state, setState] = useState<ArLinkState>({ kind: 'idle' });
  const make = useCallback(async () => {
    setState({ kind: 'making' });
    try {
      let path = creationDetailPath(creation.user.at_name, creation.id);
      if (customisation && (customisation.design || Object.keys(customisation.own).length > 0)) {
        const input = { creationId: creation.id, answers: customisation.answers, signedIn, capture };
        const design = await designToShare({ ...input, current: customisation.design }, queryClient);
        customisation.setDesign(design);
        path = designPath(creation.user.at_name, creation.id, design.id);
      }
      const link = arLink(path);
      const image = await qrDataUrl(link).catch((error: unknown) => {
        console.warn('AR: the QR code could not be drawn', error);
        return null;
      });
      setState({ kind: 'ready', link, image });
    } catch (error) {
      console.warn('AR: the phone link could not be made', error);
      const invalidAnswers =
        typeof error === 'object' && error !== null && 'code' in error && error.code === 'invalid_answers';
      if (invalidAnswers) customisation?.revealFirstProblem();
      setState({ kind: 'failed', invalidAnswers });
    }
  }, [creation.user.at_name, creation.id, customisation, signedIn, capture, queryClient]);
  return { state, make };
}
