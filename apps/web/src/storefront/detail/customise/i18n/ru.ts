import type { DetailCustomiseCatalogue } from './en';

export const ru: DetailCustomiseCatalogue = {
  title: 'Настройка',
  extras: 'Опции +{{price}}',
  answerHighlighted: 'Ответьте на выделенные вопросы',
  signIn: 'Войти',
  uploadFailed: 'Не удалось загрузить изображение.',
  rejected: 'Некоторые ответы не приняты. Проверьте выделенные вопросы.',
};
