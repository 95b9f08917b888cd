import type { DetailCustomiseCatalogue } from './en';

export const zhTW: DetailCustomiseCatalogue = {
  title: '客製化',
  extras: '選項 +{{price}}',
  answerHighlighted: '請回答標示的問題',
  signIn: '登入',
  uploadFailed: '圖片無法上載。',
  rejected: '部分答案未被接受，請檢查標示的問題。',
};
