import type { DetailCustomiseCatalogue } from './en';

export const ru: DetailCustomiseCatalogue = {
  title: 'Настройка',
  extras: 'Опции +{{price}}',
  answerHighlighted: 'Ответьте на выделенные вопросы',
  signInToUpload: 'Войдите, чтобы загрузить своё изображение.',
  signIn: 'Войти',
  uploadFailed: 'Не удалось загрузить изображение.',
  rejected: 'Некоторые ответы не приняты. Проверьте выделенные вопросы.',
};
