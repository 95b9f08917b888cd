import type { AiCatalogue } from './en';

export const zhTW: AiCatalogue = {
  title: '以 AI 生成圖片',
  promptLabel: '描述圖片',
  promptPlaceholder: '一隻柔和桃色的老虎，版畫風格，純色背景',
  promptCount: '{{count}} / {{max}}',
  generate: '生成',
  generating: '正在生成你的圖片… 最多可能需要一分鐘。',
  generated: '你的圖片已完成。',
  apply: '套用',
  again: '再生成一張',
  imageAlt: '生成的圖片：{{prompt}}',
  notConfiguredTitle: '尚未設定 AI 圖片',
  notConfigured:
    '此伺服器尚未設定 AI 圖片服務。管理員可設定 {{env}}（相容 OpenAI 的圖片端點）並重新啟動伺服器來啟用。',
  signIn: '登入後即可生成圖片。你生成的每張圖片都會保存在你的 AI 工作室。',
  failed: '無法生成圖片。{{message}}',
  promptRequired: '請描述你想要的圖片。',
  recent: '你最近的圖片',
  choose: '使用這張圖片',
  studioTitle: 'AI 工作室',
  studioIntro: '用文字描述為你的貼圖製作圖片。你生成的每張圖片都會保存在這裡。',
  library: '你生成的圖片',
  emptyTitle: '還沒有圖片',
  emptyText: '在上方描述一張圖片，然後按「生成」。',
  open: '開啟原尺寸',
  close: '關閉',
};
