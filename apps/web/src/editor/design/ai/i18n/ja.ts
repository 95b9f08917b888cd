import type { AiCatalogue } from './en';

export const ja: AiCatalogue = {
  title: 'AI で画像を生成',
  promptLabel: '画像の説明',
  promptPlaceholder: '無地の背景に、リノカット風のピーチファズ色のトラ',
  promptCount: '{{count}} / {{max}}',
  generate: '生成',
  generating: '画像を生成しています… 最大で 1 分ほどかかります。',
  generated: '画像ができました。',
  apply: '適用',
  again: 'もう一枚生成',
  imageAlt: '生成された画像：{{prompt}}',
  notConfiguredTitle: 'AI 画像は設定されていません',
  notConfigured:
    'このサーバーには AI 画像サービスがまだありません。管理者が {{env}}（OpenAI 互換の画像エンドポイント）を設定してサーバーを再起動すると有効になります。',
  signIn: '画像を生成するにはログインしてください。作った画像はすべて AI スタジオに保存されます。',
  failed: '画像を作れませんでした。{{message}}',
  promptRequired: '欲しい画像を説明してください。',
  recent: '最近の画像',
  choose: 'この画像を使う',
  studioTitle: 'AI スタジオ',
  studioIntro: '説明からデカール用の画像を作れます。作った画像はすべてここに保存されます。',
  library: '生成した画像',
  emptyTitle: 'まだ画像がありません',
  emptyText: '上で画像を説明して「生成」を押してください。',
  open: '原寸で開く',
  close: '閉じる',
};
