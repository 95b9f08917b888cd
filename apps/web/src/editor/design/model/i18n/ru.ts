import type { ModelCatalogue } from './en';

export const ru: ModelCatalogue = {
  intro: '3D-модель, на которой строится этот дизайн.',
  models: 'Модели',
  current: 'Текущая',
  reference: 'Исходное название: {{name}}',
  loading: 'Загрузка модели',
  loadingPercent: '{{percent}}%',
  loaded: 'Модель загружена',
  failed: 'Не удалось загрузить модель.',
  creationNote: 'Изделие использует модель своей базовой модели: её выбирает производитель.',
  noModels: 'У этой базовой модели пока нет 3D-модели.',
  refreshFailed: 'Не удалось загрузить свежие данные модели; показаны те, что есть в редакторе.',
};
