import type { Catalogue } from '../catalogue';

export const ko: Catalogue = {
  common: {
    tagline: '주문 제작. 디자인은 당신이.',
    loading: '불러오는 중…',
    tryAgain: '다시 시도',
    shopNow: '지금 쇼핑하기',
    theme: {
      label: '테마',
      light: '라이트',
      dark: '다크',
      system: '시스템 설정',
    },
    language: {
      label: '언어',
    },
  },
};
