import type { DetailCustomiseCatalogue } from './en';

export const zhTW: DetailCustomiseCatalogue = {
  title: '客製化',
  extras: '選項 +{{price}}',
  answerHighlighted: '請回答標示的問題',
  signInToUpload: '登入後即可上載你自己的圖片。',
  signIn: '登入',
  uploadFailed: '圖片無法上載。',
  rejected: '部分答案未被接受，請檢查標示的問題。',
  'message.customerForm.required': '請回答這個問題',
  'message.formInput.min': '請輸入至少 {{min}} 的數值',
  'message.formInput.max': '請輸入最多 {{max}} 的數值',
  'message.formInput.maxSelections': '最多只可選擇 {{max}} 個選項',
  'message.formInput.notANumber': '請輸入數字',
  'message.customerForm.notAccepted': '這個答案未被接受：{{reason}}',
};
