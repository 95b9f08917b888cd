import type { Decorator } from '@storybook/react-vite';
import type { AtelierViewer } from '@atelier/embed';
import type { MediaPlate } from '@atelier/schema';
import { storyI18n } from '../../../stories-support/i18n';
import { storefront, type StorefrontSetup } from '../../../stories-support/storefront';
import { categoriesQueryKey } from '../info/useCategories';
import { addEditorStepsBundles } from './catalogues';
import { CATEGORIES, pictureUrl } from './fixtures';

/** Adds the steps' texts to the story's i18n (the storefront decorator around it provides it). */
export const withEditorSteps: Decorator = (Story, context) => {
  addEditorStepsBundles(storyI18n(String(context.globals.locale ?? 'en')));
  return <Story />;
};

/** The editor's right panel is 400 px wide (001 §2): steps are shown at that width. */
export const inPanelWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 400 }}>
    <Story />
  </div>
);

/** The storefront setup of a step's story: the categories answered from the seed's list. */
export const stepStory = (setup: StorefrontSetup = {}) =>
  storefront({ ...setup, queries: [[categoriesQueryKey, CATEGORIES], ...(setup.queries ?? [])] });

/** A viewer that answers captures with a drawn picture (stories load nothing over the network). */
export const storyViewer = {
  captureMediaPlates: async ({ plates }: { plates: MediaPlate[] }) =>
    plates.map((plate) => ({
      id: plate.id,
      image: {
        dataUrl: pictureUrl(`Capture ${plate.id}`, '#9fb4c7'),
        width: 400,
        height: 300,
        mimeType: 'image/png',
      },
    })),
  getCameraPosRot: async () => ({ position: [0, 1, 6], rotation: [0, 0, 0], target: [0, 0, 0], fov: 75 }),
} as unknown as AtelierViewer;
