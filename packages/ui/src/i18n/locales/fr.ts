import type { Catalogue } from '../catalogue';

export const fr: Catalogue = {
  common: {
    tagline: 'Fabriqué sur commande. Dessiné par vous.',
    loading: 'Chargement…',
    tryAgain: 'Réessayer',
    shopNow: 'Acheter maintenant',
    theme: {
      label: 'Thème',
      light: 'Clair',
      dark: 'Sombre',
      system: 'Système',
    },
    language: {
      label: 'Langue',
    },
  },
};
