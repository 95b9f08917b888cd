import type { ModelCatalogue } from './en';

export const ko: ModelCatalogue = {
  intro: '이 디자인에 쓰이는 3D 모델입니다.',
  models: '모델',
  current: '현재',
  reference: '참조 이름: {{name}}',
  loading: '모델을 불러오는 중',
  loadingPercent: '{{percent}}%',
  loaded: '모델을 불러왔습니다',
  failed: '모델을 불러오지 못했습니다.',
  creationNote: '작품은 기본 디자인의 모델을 사용하며, 모델은 제조사가 고릅니다.',
  noModels: '이 기본 디자인에는 아직 모델이 없습니다.',
  refreshFailed: '최신 모델 정보를 불러오지 못해 편집기에 있는 정보를 보여 줍니다.',
};
