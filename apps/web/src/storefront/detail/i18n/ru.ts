import type { DetailPhoneCatalogue } from './en';

export const ru: DetailPhoneCatalogue = {
  carousel: 'карусель',
  slide: 'слайд',
  slideLabel: '{{index}} из {{total}}',
  previous: 'Предыдущее изображение',
  next: 'Следующее изображение',
  showImage: 'Показать изображение {{index}}',
  buyBar: 'Быстрый заказ',
  onlySize: 'Только один размер',
  ended: 'Этот предзаказ завершён.',
  answerFirst: 'Сначала ответьте на выделенные вопросы.',
};
