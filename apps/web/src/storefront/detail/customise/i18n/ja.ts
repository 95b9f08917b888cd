import type { DetailCustomiseCatalogue } from './en';

export const ja: DetailCustomiseCatalogue = {
  title: 'カスタマイズ',
  extras: 'オプション +{{price}}',
  answerHighlighted: '強調表示された質問に回答してください',
  signInToUpload: 'ご自身の画像をアップロードするにはログインしてください。',
  signIn: 'ログイン',
  uploadFailed: '画像をアップロードできませんでした。',
  rejected: '一部の回答が受け付けられませんでした。強調表示された質問を確認してください。',
  'message.customerForm.required': 'この質問に回答してください',
  'message.formInput.min': '{{min}} 以上の値を入力してください',
  'message.formInput.max': '{{max}} 以下の値を入力してください',
  'message.formInput.maxSelections': '選択できるのは最大 {{max}} 個までです',
  'message.formInput.notANumber': '数値を入力してください',
  'message.customerForm.notAccepted': 'この回答は受け付けられませんでした：{{reason}}',
};
