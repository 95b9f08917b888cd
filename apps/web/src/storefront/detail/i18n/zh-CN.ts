import type { DetailPhoneCatalogue } from './en';

export const zhCN: DetailPhoneCatalogue = {
  carousel: '轮播',
  slide: '图片',
  slideLabel: '第 {{index}} 张，共 {{total}} 张',
  previous: '上一张图片',
  next: '下一张图片',
  showImage: '显示第 {{index}} 张图片',
  buyBar: '快速下单',
  onlySize: '仅有一个尺码',
  ended: '此预购已结束。',
  answerFirst: '请先回答标出的问题。',
};
