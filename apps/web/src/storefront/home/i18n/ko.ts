import type { HomeCatalogue } from './en';

export const ko: HomeCatalogue = {
  heroEyebrow: '주문 제작, 대량 생산은 하지 않습니다',
  heroHeadline: '크리에이터가 디자인하고, 주문하시면 만드는 옷',
  heroPitch: '작품과 사이즈를 고르면 공방이 오직 당신을 위해 재단하고 봉제합니다.',
  heroShop: '지금 쇼핑하기',
  heroDesign: '디자인 시작하기',
  heroImageAlt: 'Atelier 스튜디오의 포레스트 그린 후디와 러스트 코듀로이 캡',
  trendExplore: '둘러보기',
  trendVideo: '동영상: {{title}}',
};
