import type { Catalogue } from '../catalogue';

export const ja: Catalogue = {
  common: {
    tagline: '受注生産。デザインするのは、あなた。',
    loading: '読み込み中…',
    tryAgain: '再試行',
    shopNow: 'ショッピングを始める',
    theme: {
      label: 'テーマ',
      light: 'ライト',
      dark: 'ダーク',
      system: 'システム設定',
    },
    language: {
      label: '言語',
    },
  },
};
