import type { ModelCatalogue } from './en';

export const zhTW: ModelCatalogue = {
  intro: '此設計使用的 3D 模型。',
  models: '模型',
  current: '目前',
  reference: '參考名稱：{{name}}',
  loading: '正在載入模型',
  loadingPercent: '{{percent}}%',
  loaded: '模型已載入',
  failed: '無法載入模型。',
  creationNote: '作品使用其基礎款的模型，由製造商選擇。',
  noModels: '此基礎款還沒有模型。',
  refreshFailed: '無法載入最新的模型資料，現正顯示編輯器已有的資料。',
};
