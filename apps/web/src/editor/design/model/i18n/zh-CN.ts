import type { ModelCatalogue } from './en';

export const zhCN: ModelCatalogue = {
  intro: '此设计使用的 3D 模型。',
  models: '模型',
  current: '当前',
  reference: '参考名称：{{name}}',
  loading: '正在加载模型',
  loadingPercent: '{{percent}}%',
  loaded: '模型已加载',
  failed: '无法加载模型。',
  creationNote: '作品使用其基础款的模型，由制造商选择。',
  noModels: '此基础款还没有模型。',
  refreshFailed: '无法加载最新的模型信息，正在显示编辑器已有的信息。',
};
