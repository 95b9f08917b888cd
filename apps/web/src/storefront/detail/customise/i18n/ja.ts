import type { DetailCustomiseCatalogue } from './en';

export const ja: DetailCustomiseCatalogue = {
  title: 'カスタマイズ',
  extras: 'オプション +{{price}}',
  answerHighlighted: '強調表示された質問に回答してください',
  signIn: 'ログイン',
  uploadFailed: '画像をアップロードできませんでした。',
  rejected: '一部の回答が受け付けられませんでした。強調表示された質問を確認してください。',
};
