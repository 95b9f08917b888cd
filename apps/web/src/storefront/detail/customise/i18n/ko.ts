import type { DetailCustomiseCatalogue } from './en';

export const ko: DetailCustomiseCatalogue = {
  title: '맞춤 설정',
  extras: '옵션 +{{price}}',
  answerHighlighted: '강조 표시된 질문에 답해 주세요',
  signIn: '로그인',
  uploadFailed: '이미지를 업로드하지 못했습니다.',
  rejected: '일부 답변이 받아들여지지 않았습니다. 강조 표시된 질문을 확인해 주세요.',
};
