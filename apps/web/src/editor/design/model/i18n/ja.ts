import type { ModelCatalogue } from './en';

export const ja: ModelCatalogue = {
  intro: 'このデザインが使う 3D モデルです。',
  models: 'モデル',
  current: '現在',
  reference: '参照名：{{name}}',
  loading: 'モデルを読み込み中',
  loadingPercent: '{{percent}}%',
  loaded: 'モデルを読み込みました',
  failed: 'モデルを読み込めませんでした。',
  creationNote: '作品はベースデザインのモデルを使います。モデルはメーカーが選びます。',
  noModels: 'このベースデザインにはまだモデルがありません。',
  refreshFailed: '最新のモデル情報を読み込めませんでした。エディターにある情報を表示しています。',
};
