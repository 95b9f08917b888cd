import type { DetailCustomiseCatalogue } from './en';

export const ko: DetailCustomiseCatalogue = {
  title: '맞춤 설정',
  extras: '옵션 +{{price}}',
  answerHighlighted: '강조 표시된 질문에 답해 주세요',
  signInToUpload: '내 이미지를 업로드하려면 로그인하세요.',
  signIn: '로그인',
  uploadFailed: '이미지를 업로드하지 못했습니다.',
  rejected: '일부 답변이 받아들여지지 않았습니다. 강조 표시된 질문을 확인해 주세요.',
  'message.customerForm.required': '이 질문에 답해 주세요',
  'message.formInput.min': '{{min}} 이상의 값을 입력해 주세요',
  'message.formInput.max': '{{max}} 이하의 값을 입력해 주세요',
  'message.formInput.maxSelections': '최대 {{max}}개까지 선택할 수 있습니다',
  'message.formInput.notANumber': '숫자를 입력해 주세요',
  'message.customerForm.notAccepted': '이 답변은 받아들여지지 않았습니다: {{reason}}',
};
