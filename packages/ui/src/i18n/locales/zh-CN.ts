import type { Catalogue } from '../catalogue';

export const zhCN: Catalogue = {
  common: {
    tagline: '定制商品，由你设计。',
    loading: '加载中…',
    tryAgain: '重试',
    shopNow: '立即选购',
    theme: {
      label: '主题',
      light: '浅色',
      dark: '深色',
      system: '跟随系统',
    },
    language: {
      label: '语言',
    },
  },
};
