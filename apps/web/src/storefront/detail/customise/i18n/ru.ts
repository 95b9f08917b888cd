import type { DetailCustomiseCatalogue } from './en';

export const ru: DetailCustomiseCatalogue = {
  title: 'Настройка',
  extras: 'Опции +{{price}}',
  answerHighlighted: 'Ответьте на выделенные вопросы',
  signInToUpload: 'Войдите, чтобы загрузить своё изображение.',
  signIn: 'Войти',
  uploadFailed: 'Не удалось загрузить изображение.',
  rejected: 'Некоторые ответы не приняты. Проверьте выделенные вопросы.',
  'message.customerForm.required': 'Пожалуйста, ответьте на этот вопрос',
  'message.formInput.min': 'Введите значение не меньше {{min}}',
  'message.formInput.max': 'Введите значение не больше {{max}}',
  'message.formInput.maxSelections': 'Можно выбрать не более {{max}} вариантов',
  'message.formInput.notANumber': 'Введите число',
  'message.customerForm.notAccepted': 'Этот ответ не принят: {{reason}}',
};
