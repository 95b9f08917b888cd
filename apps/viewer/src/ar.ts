import { type ArViewer, detectArViewer, type Viewer } from '@atelier/engine';
import type { ViewerLanguage } from './texts';

/**
 * Issue 20, "View in your space": on a phone that can show AR, a button over the garment
 * exports the design as it is shown (decals baked) in the engine's AR worker and opens it
 * in Android's Scene Viewer (the GLB uploaded to the API for an https address) or iOS
 * Quick Look (the USDZ as a blob URL, through `<a rel="ar">`). A chunk of its own, loaded
 * once a garment shows: the first frame carries none of it. Desktops get no button here:
 * the creation page offers a QR code that opens the design on a phone.
 */

type ArWords = Record<'view' | 'preparing' | 'open' | 'failed' | 'uploadFailed', string>;

const WORDS: Readonly<Record<ViewerLanguage, ArWords>> = {
  en: {
    view: 'View in your space',
    preparing: 'Preparing the 3D model for AR…',
    open: 'Open in AR',
    failed: 'The 3D model could not be prepared for AR. Try again.',
    uploadFailed: 'The 3D model could not be sent for AR. Check your connection and try again.',
  },
  'zh-TW': {
    view: '在你的空間中檢視',
    preparing: '正在為 AR 準備 3D 模型…',
    open: '以 AR 開啟',
    failed: '無法為 AR 準備 3D 模型，請再試一次。',
    uploadFailed: '無法傳送 AR 用的 3D 模型。請檢查網路連線後再試一次。',
  },
  'zh-CN': {
    view: '在你的空间中查看',
    preparing: '正在为 AR 准备 3D 模型…',
    open: '以 AR 打开',
    failed: '无法为 AR 准备 3D 模型，请重试。',
    uploadFailed: '无法发送 AR 用的 3D 模型。请检查网络连接后重试。',
  },
  ja: {
    view: 'あなたの空間で見る',
    preparing: 'AR 用の 3D モデルを準備しています…',
    open: 'AR で開く',
    failed: 'AR 用の 3D モデルを準備できませんでした。もう一度お試しください。',
    uploadFailed: 'AR 用の 3D モデルを送信できませんでした。接続を確認してもう一度お試しください。',
  },
  ko: {
    view: '내 공간에서 보기',
    preparing: 'AR용 3D 모델을 준비하는 중…',
    open: 'AR로 열기',
    failed: 'AR용 3D 모델을 준비하지 못했습니다. 다시 시도해 주세요.',
    uploadFailed: 'AR용 3D 모델을 보내지 못했습니다. 연결을 확인하고 다시 시도해 주세요.',
  },
  ru: {
    view: 'Посмотреть у себя',
    preparing: 'Готовим 3D-модель для AR…',
    open: 'Открыть в AR',
    failed: 'Не удалось подготовить 3D-модель для AR. Попробуйте ещё раз.',
    uploadFailed: 'Не удалось отправить 3D-модель для AR. Проверьте подключение и попробуйте ещё раз.',
  },
  de: {
    view: 'In deinem Raum ansehen',
    preparing: 'Das 3D-Modell wird für AR vorbereitet …',
    open: 'In AR öffnen',
    failed: 'Das 3D-Modell konnte nicht für AR vorbereitet werden. Bitte versuche es erneut.',
    uploadFailed:
      'Das 3D-Modell konnte nicht für AR gesendet werden. Prüfe deine Verbindung und versuche es erneut.',
  },
  fr: {
    view: 'Voir dans votre espace',
    preparing: 'Préparation du modèle 3D pour la RA…',
    open: 'Ouvrir en RA',
    failed: 'Le modèle 3D n’a pas pu être préparé pour la RA. Réessayez.',
    uploadFailed: 'Le modèle 3D n’a pas pu être envoyé pour la RA. Vérifiez votre connexion et réessayez.',
  },
};

/**
 * Google's Scene Viewer intent (developers.google.com/ar/develop/scene-viewer): AR when the
 * phone can, the 3D viewer otherwise (`mode=ar_preferred`, served by the Google app), and
 * back to `fallback` where neither is installed.
 */
export function sceneViewerIntent(glbUrl: string, fallback: string, title?: string): string {
  const query = new URLSearchParams({ file: glbUrl, mode: 'ar_preferred' });
  if (title) query.set('title', title);
  return (
    `intent://arvr.google.com/scene-viewer/1.0?${query}#Intent;scheme=https;` +
    'package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;' +
    `S.browser_fallback_url=${encodeURIComponent(fallback)};end;`
  );
}

/** Whether the page (or, for Atelier's own page around the iframe, its host) asks to start AR at once (`ar=1`). */
function askedAtOnce(address: string, referrer: string): boolean {
  const asks = (url: string) => {
    try {
      return new URL(url).searchParams.get('ar') === '1';
    } catch {
      return false;
    }
  };
  // Only Atelier's own pages: a partner's address is not ours to read.
  const sameOrigin = referrer !== '' && new URL(referrer, address).origin === new URL(address).origin;
  return asks(address) || (sameOrigin && asks(referrer));
}

export interface ArOptions {
  /** The page's language (default: the one the page says, `<html lang>`, which boot sets). */
  language?: ViewerLanguage;
  fetch?: typeof fetch;
  /** Overrides for tests: the device's AR, the page's and its referrer's addresses. */
  arViewer?: ArViewer;
  address?: string;
  referrer?: string;
}

const BUTTON_STYLE =
  'position:absolute;left:12px;bottom:12px;z-index:2;display:inline-flex;align-items:center;gap:6px;' +
  'min-height:40px;padding:8px 14px;border:0;border-radius:6px;background:#fff;color:#1f1f1f;' +
  'font:600 14px system-ui,sans-serif;box-shadow:0 1px 3px rgb(0 0 0/25%);text-decoration:none;cursor:pointer';

/** Shows the "View in your space" button when the device can show AR; answers whether it did. */
export function offerAr(root: HTMLElement, viewer: Viewer | null, options: ArOptions = {}): boolean {
  if (!viewer) return false;
  const lang = root.ownerDocument.documentElement.lang;
  const words = WORDS[options.language ?? (lang in WORDS ? (lang as ViewerLanguage) : 'en')];
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const arViewer =
    options.arViewer !== undefined
      ? options.arViewer
      : detectArViewer(
          navigator.userAgent,
          navigator.maxTouchPoints,
          document.createElement('a').relList.supports('ar'),
        );
  if (!arViewer) return false;
  // The button waits for a garment: `designapplied` shows it (and resets it on a new design).
  const address = options.address ?? location.href;

  const panel = document.createElement('div');
  panel.className = 'viewer-ar';
  panel.dataset.state = 'idle';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'viewer-ar-button';
  button.style.cssText = BUTTON_STYLE;
  button.textContent = words.view;
  // The link that opens AR; a tap on it is the user gesture Scene Viewer and Quick Look need.
  const open = document.createElement('a');
  open.className = 'viewer-ar-open';
  open.style.cssText = BUTTON_STYLE;
  open.textContent = words.open;
  open.hidden = true;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.cssText =
    'position:absolute;left:12px;bottom:56px;z-index:2;margin:0;padding:6px 10px;border-radius:6px;' +
    'background:rgb(0 0 0/70%);color:#fff;font:13px system-ui,sans-serif;max-width:calc(100% - 24px)';
  status.hidden = true;
  panel.append(button, open, status);
  panel.hidden = viewer.parts.length === 0;
  root.append(panel);

  let objectUrl: string | null = null;
  const say = (state: 'idle' | 'preparing' | 'ready' | 'failed', text: string | null) => {
    panel.dataset.state = state;
    status.textContent = text ?? '';
    status.hidden = text === null;
    status.setAttribute('role', state === 'failed' ? 'alert' : 'status');
    button.hidden = state === 'ready';
    button.disabled = state === 'preparing';
    button.setAttribute('aria-busy', String(state === 'preparing'));
    open.hidden = state !== 'ready';
  };

  const prepare = async (): Promise<string> => {
    const { exportArModel, AR_MIME_TYPES } = await import('@atelier/engine/ar');
    const format = arViewer === 'quick-look' ? 'usdz' : 'glb';
    const bytes = await exportArModel(viewer, { format });
    if (format === 'usdz') {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      objectUrl = URL.createObjectURL(new Blob([bytes], { type: AR_MIME_TYPES.usdz }));
      return objectUrl;
    }
    let response: Response;
    try {
      response = await fetchFn(new URL('/api/ar-models', location.origin), {
        method: 'POST',
        headers: { 'content-type': AR_MIME_TYPES.glb, accept: 'application/json' },
        body: bytes,
      });
    } catch {
      throw new UploadFailed();
    }
    if (!response.ok) throw new UploadFailed();
    const { data } = (await response.json()) as { data: { url: string } };
    return sceneViewerIntent(data.url, address);
  };

  const start = async (): Promise<void> => {
    say('preparing', words.preparing);
    try {
      const href = await prepare();
      open.href = href;
      // The intent opens from the top page: in the frame it would be a navigation of the frame,
      // which the host page's CSP (`frame-src`) may refuse before Android sees the intent.
      if (arViewer === 'scene-viewer') open.target = '_top';
      if (arViewer === 'quick-look') {
        // Quick Look opens a `rel="ar"` link whose first child is an image.
        open.rel = 'ar';
        if (!open.querySelector('img'))
          open.prepend(Object.assign(document.createElement('img'), { alt: '' }));
      }
      say('ready', null);
      // Still within the tap's activation: open at once; otherwise the link waits for a tap.
      if (navigator.userActivation?.isActive) open.click();
      else open.focus();
    } catch (error) {
      console.warn('viewer: AR export failed', error);
      say('failed', error instanceof UploadFailed ? words.uploadFailed : words.failed);
    }
  };

  button.addEventListener('click', () => void start());
  // A changed design makes the prepared model stale: the button asks again.
  viewer.on('designapplied', () => {
    panel.hidden = false;
    if (panel.dataset.state !== 'preparing') say('idle', null);
  });
  if (askedAtOnce(address, options.referrer ?? document.referrer)) {
    // Asked from a QR code: the model is prepared as soon as the garment shows.
    if (!panel.hidden) void start();
    else {
      const stop = viewer.on('designapplied', () => {
        stop();
        void start();
      });
    }
  }
  return true;
}

class UploadFailed extends Error {}
