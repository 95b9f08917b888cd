import type { DetailCustomiseCatalogue } from './en';

export const zhCN: DetailCustomiseCatalogue = {
  title: '定制',
  extras: '选项 +{{price}}',
  answerHighlighted: '请回答标示的问题',
  signIn: '登录',
  uploadFailed: '图片无法上传。',
  rejected: '部分答案未被接受，请检查标示的问题。',
};
