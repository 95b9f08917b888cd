import type { AiCatalogue } from './en';

export const zhCN: AiCatalogue = {
  title: '用 AI 生成图片',
  promptLabel: '描述图片',
  promptPlaceholder: '一只柔和桃色的老虎，版画风格，纯色背景',
  promptCount: '{{count}} / {{max}}',
  generate: '生成',
  generating: '正在生成你的图片… 最多可能需要一分钟。',
  generated: '你的图片已完成。',
  apply: '应用',
  again: '再生成一张',
  imageAlt: '生成的图片：{{prompt}}',
  notConfiguredTitle: '尚未设置 AI 图片',
  notConfigured:
    '此服务器尚未设置 AI 图片服务。管理员可设置 {{env}}（兼容 OpenAI 的图片端点）并重启服务器来启用。',
  signIn: '登录后即可生成图片。你生成的每张图片都会保存在你的 AI 工作室。',
  failed: '无法生成图片。{{message}}',
  promptRequired: '请描述你想要的图片。',
  recent: '你最近的图片',
  choose: '使用这张图片',
  studioTitle: 'AI 工作室',
  studioIntro: '用文字描述为你的贴图制作图片。你生成的每张图片都会保存在这里。',
  library: '你生成的图片',
  emptyTitle: '还没有图片',
  emptyText: '在上方描述一张图片，然后点击“生成”。',
  open: '打开原尺寸',
  close: '关闭',
};
