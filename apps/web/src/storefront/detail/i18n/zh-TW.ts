import type { DetailPhoneCatalogue } from './en';

export const zhTW: DetailPhoneCatalogue = {
  carousel: '輪播',
  slide: '圖片',
  slideLabel: '第 {{index}} 張，共 {{total}} 張',
  previous: '上一張圖片',
  next: '下一張圖片',
  showImage: '顯示第 {{index}} 張圖片',
  buyBar: '快速訂購',
  onlySize: '只有一個尺寸',
  ended: '此預購已結束。',
  answerFirst: '請先回答標示的問題。',
};
