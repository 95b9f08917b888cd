import type { Catalogue } from '../catalogue';

export const zhTW: Catalogue = {
  common: {
    tagline: '訂製商品，由你設計。',
    loading: '載入中…',
    tryAgain: '再試一次',
    shopNow: '立即選購',
    theme: {
      label: '主題',
      light: '淺色',
      dark: '深色',
      system: '跟隨系統',
    },
    language: {
      label: '語言',
    },
  },
};
