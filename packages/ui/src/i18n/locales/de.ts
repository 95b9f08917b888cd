import type { Catalogue } from '../catalogue';

export const de: Catalogue = {
  common: {
    tagline: 'Auf Bestellung gefertigt. Von dir entworfen.',
    loading: 'Wird geladen…',
    tryAgain: 'Erneut versuchen',
    shopNow: 'Jetzt einkaufen',
    theme: {
      label: 'Farbschema',
      light: 'Hell',
      dark: 'Dunkel',
      system: 'System',
    },
    language: {
      label: 'Sprache',
    },
  },
};
