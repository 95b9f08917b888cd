import type { DetailCustomiseCatalogue } from './en';

export const zhCN: DetailCustomiseCatalogue = {
  title: '定制',
  extras: '选项 +{{price}}',
  answerHighlighted: '请回答标示的问题',
  signInToUpload: '登录后即可上传你自己的图片。',
  signIn: '登录',
  uploadFailed: '图片无法上传。',
  rejected: '部分答案未被接受，请检查标示的问题。',
  'message.customerForm.required': '请回答这个问题',
  'message.formInput.min': '请输入至少 {{min}} 的数值',
  'message.formInput.max': '请输入最多 {{max}} 的数值',
  'message.formInput.maxSelections': '最多只能选择 {{max}} 个选项',
  'message.formInput.notANumber': '请输入数字',
  'message.customerForm.notAccepted': '这个答案未被接受：{{reason}}',
};
