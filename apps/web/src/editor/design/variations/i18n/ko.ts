import type { VariationsCatalogueData } from './en';

export const ko: VariationsCatalogueData = {
  texts: {
    add: '베리에이션 추가',
    deleteMode: '베리에이션 삭제',
    settings: '베리에이션 설정',
    enableForCreatorHint:
      '이 기본 디자인으로 작품을 만드는 크리에이터가 베리에이션을 추가하고 삭제할 수 있습니다.',
    summary: '부품: {{parts}} · 옵션: {{options}}',
    remove: '{{name}} 삭제',
    cancel: '취소',
    delete: '삭제',
    deleteTitle: '베리에이션 삭제',
    back: '모든 베리에이션',
    save: '저장',
    name: '이름',
    permissions: '권한',
    locked: '제작사가 이 베리에이션을 고정했습니다.',
    parts: '부품',
    partsHint: '이 베리에이션에서 보이거나 숨길 부품을 고르세요.',
    noSelectableParts: '모든 부품이 이미 다른 베리에이션에 있습니다.',
    options: '옵션',
    addOption: '옵션 추가',
    optionName: '옵션 이름',
    isDefault: '기본값',
    show: '{{option}}에서 {{part}} 표시',
    removeOption: '옵션 {{name}} 삭제',
  },
  messages: {
    'variation.title': '베리에이션',
    'variation.newVariant': '새 베리에이션',
    'variation.newOption': '새 옵션',
    'variation.confirmDelete': '이 베리에이션을 삭제하시겠습니까?',
    'variation.enableForCreator': '크리에이터에게 베리에이션 허용',
    'empty.noVariant': '베리에이션이 없습니다',
    'empty.noOptions': '사용할 수 있는 옵션이 없습니다',
    'permission.enableCreatorEdit': '크리에이터 편집 허용',
    'permission.enableConsumerEdit': '구매자 편집 허용',
    'empty.noParts':
      '사용할 수 있는 부품이 없습니다. combination_config.parts가 올바르게 설정되었는지 확인하세요.',
  },
};
