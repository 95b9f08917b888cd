import type { Catalogue } from '../catalogue';

export const ru: Catalogue = {
  common: {
    tagline: 'Сшито на заказ. По вашему дизайну.',
    loading: 'Загрузка…',
    tryAgain: 'Повторить',
    shopNow: 'Перейти к покупкам',
    theme: {
      label: 'Тема',
      light: 'Светлая',
      dark: 'Тёмная',
      system: 'Системная',
    },
    language: {
      label: 'Язык',
    },
  },
};
