/**
 * The English catalogue is the reference: its keys are the translation keys, and every other
 * locale is typed against it (see `Catalogue`), so a missing or extra key is a type error.
 */
export const en = {
  common: {
    tagline: 'Made to order. Designed by you.',
    loading: 'Loading…',
    tryAgain: 'Try again',
    shopNow: 'Shop Now',
    theme: {
      label: 'Theme',
      light: 'Light',
      dark: 'Dark',
      system: 'System',
    },
    language: {
      label: 'Language',
    },
  },
};
