import type { DetailPhoneCatalogue } from './en';

export const ja: DetailPhoneCatalogue = {
  carousel: 'カルーセル',
  slide: 'スライド',
  slideLabel: '{{total}}枚中{{index}}枚目',
  previous: '前の画像',
  next: '次の画像',
  showImage: '{{index}}枚目の画像を表示',
  buyBar: 'クイック注文',
  onlySize: 'ワンサイズのみ',
  ended: 'この予約受付は終了しました。',
  answerFirst: '先に強調表示された質問に答えてください。',
};
