import type { AiCatalogue } from './en';

export const ko: AiCatalogue = {
  title: 'AI로 이미지 생성',
  promptLabel: '이미지 설명',
  promptPlaceholder: '단색 배경 위, 리놀륨 판화 스타일의 피치 퍼즈 호랑이',
  promptCount: '{{count}} / {{max}}',
  generate: '생성',
  generating: '이미지를 생성하고 있습니다… 최대 1분 정도 걸릴 수 있습니다.',
  generated: '이미지가 준비되었습니다.',
  apply: '적용',
  again: '하나 더 생성',
  imageAlt: '생성된 이미지: {{prompt}}',
  notConfiguredTitle: 'AI 이미지가 설정되지 않았습니다',
  notConfigured:
    '이 서버에는 아직 AI 이미지 서비스가 없습니다. 관리자가 {{env}}(OpenAI 호환 이미지 엔드포인트)를 설정하고 서버를 다시 시작하면 사용할 수 있습니다.',
  signIn: '이미지를 생성하려면 로그인하세요. 만든 이미지는 모두 AI 스튜디오에 보관됩니다.',
  failed: '이미지를 만들지 못했습니다. {{message}}',
  promptRequired: '원하는 이미지를 설명해 주세요.',
  recent: '최근 이미지',
  choose: '이 이미지 사용',
  studioTitle: 'AI 스튜디오',
  studioIntro: '설명으로 데칼용 이미지를 만드세요. 만든 이미지는 모두 여기에 보관됩니다.',
  library: '생성한 이미지',
  emptyTitle: '아직 이미지가 없습니다',
  emptyText: '위에 이미지를 설명하고 생성을 누르세요.',
  open: '원본 크기로 열기',
  close: '닫기',
};
