import type { DetailPhoneCatalogue } from './en';

export const ko: DetailPhoneCatalogue = {
  carousel: '캐러셀',
  slide: '슬라이드',
  slideLabel: '{{total}}개 중 {{index}}번째',
  previous: '이전 이미지',
  next: '다음 이미지',
  showImage: '{{index}}번째 이미지 보기',
  buyBar: '빠른 주문',
  onlySize: '단일 사이즈',
  ended: '이 사전 주문은 종료되었습니다.',
  answerFirst: '먼저 표시된 질문에 답해 주세요.',
};
