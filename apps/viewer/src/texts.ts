import type { ViewerErrorCode } from '@atelier/protocol';

/**
 * The viewer page's own texts in Atelier's eight languages (the web app's list, English
 * first as the fallback). The page is embedded in partners' sites and must stay small, so
 * it carries this one table instead of the web app's i18n runtime. Hosts get the English
 * text in the protocol's `error` event, for their logs; they show their own by `code`.
 */
export const VIEWER_LANGUAGES = ['en', 'zh-TW', 'zh-CN', 'ja', 'ko', 'ru', 'de', 'fr'] as const;
export type ViewerLanguage = (typeof VIEWER_LANGUAGES)[number];

/** Why a model failed (the engine's `reason`), each with its own words. */
export type ModelFailureText = 'model_not_found' | 'model_http' | 'model_network' | 'model_unreadable';

export type ViewerTextKey =
  | ViewerErrorCode
  | ModelFailureText
  | 'model_missing'
  | 'server_unreachable'
  | 'retry'
  | 'restoring'
  | 'canvas_label'
  | 'progress_label';

export type ViewerTexts = Readonly<Record<ViewerTextKey, string>>;

const en: ViewerTexts = {
  canvas_label: '3D view of the creation',
  progress_label: 'Loading the 3D model',
  retry: 'Try again',
  restoring: 'Restoring the 3D view…',
  webgl_unavailable: 'This browser cannot show 3D: WebGL 2 is unavailable or turned off.',
  model_failed: 'The 3D model could not be loaded.',
  model_not_found: 'The 3D model could not be found on the server.',
  model_http: 'The server could not send the 3D model. Try again in a moment.',
  model_network: 'The 3D model could not be downloaded. Check your connection and try again.',
  model_unreadable: 'The 3D model file is damaged or in a format the viewer cannot read.',
  model_missing: 'This creation has no 3D model.',
  texture_failed: 'Some textures could not be loaded.',
  creation_not_found: 'This creation does not exist.',
  creation_private: 'This creation is not public.',
  design_invalid: 'This design cannot be shown.',
  internal: 'The 3D view stopped working.',
  server_unreachable: 'The viewer could not reach the Atelier server.',
};

export const VIEWER_TEXTS: Readonly<Record<ViewerLanguage, ViewerTexts>> = {
  en,
  'zh-TW': {
    canvas_label: '作品的 3D 檢視',
    progress_label: '正在載入 3D 模型',
    retry: '再試一次',
    restoring: '正在還原 3D 檢視…',
    webgl_unavailable: '此瀏覽器無法顯示 3D：WebGL 2 無法使用或已關閉。',
    model_failed: '無法載入 3D 模型。',
    model_not_found: '伺服器上找不到這個 3D 模型。',
    model_http: '伺服器無法傳送 3D 模型，請稍後再試。',
    model_network: '無法下載 3D 模型。請檢查網路連線後再試一次。',
    model_unreadable: '3D 模型檔案已損毀，或是檢視器無法讀取的格式。',
    model_missing: '這個作品沒有 3D 模型。',
    texture_failed: '部分材質無法載入。',
    creation_not_found: '這個作品不存在。',
    creation_private: '這個作品未公開。',
    design_invalid: '無法顯示這個設計。',
    internal: '3D 檢視已停止運作。',
    server_unreachable: '檢視器無法連線到 Atelier 伺服器。',
  },
  'zh-CN': {
    canvas_label: '作品的 3D 视图',
    progress_label: '正在加载 3D 模型',
    retry: '重试',
    restoring: '正在恢复 3D 视图…',
    webgl_unavailable: '此浏览器无法显示 3D：WebGL 2 不可用或已关闭。',
    model_failed: '无法加载 3D 模型。',
    model_not_found: '服务器上找不到该 3D 模型。',
    model_http: '服务器无法发送 3D 模型，请稍后重试。',
    model_network: '无法下载 3D 模型。请检查网络连接后重试。',
    model_unreadable: '3D 模型文件已损坏，或是查看器无法读取的格式。',
    model_missing: '该作品没有 3D 模型。',
    texture_failed: '部分纹理无法加载。',
    creation_not_found: '该作品不存在。',
    creation_private: '该作品未公开。',
    design_invalid: '无法显示该设计。',
    internal: '3D 视图已停止工作。',
    server_unreachable: '查看器无法连接到 Atelier 服务器。',
  },
  ja: {
    canvas_label: '作品の 3D ビュー',
    progress_label: '3D モデルを読み込み中',
    retry: '再試行',
    restoring: '3D ビューを復元しています…',
    webgl_unavailable:
      'このブラウザーでは 3D を表示できません。WebGL 2 が利用できないか、オフになっています。',
    model_failed: '3D モデルを読み込めませんでした。',
    model_not_found: 'サーバー上に 3D モデルが見つかりませんでした。',
    model_http: 'サーバーが 3D モデルを送信できませんでした。しばらくしてから再試行してください。',
    model_network: '3D モデルをダウンロードできませんでした。接続を確認して再試行してください。',
    model_unreadable: '3D モデルのファイルが壊れているか、ビューアーで読み取れない形式です。',
    model_missing: 'この作品には 3D モデルがありません。',
    texture_failed: '一部のテクスチャを読み込めませんでした。',
    creation_not_found: 'この作品は存在しません。',
    creation_private: 'この作品は公開されていません。',
    design_invalid: 'このデザインは表示できません。',
    internal: '3D ビューが動作しなくなりました。',
    server_unreachable: 'ビューアーが Atelier サーバーに接続できませんでした。',
  },
  ko: {
    canvas_label: '작품 3D 보기',
    progress_label: '3D 모델을 불러오는 중',
    retry: '다시 시도',
    restoring: '3D 보기를 복원하는 중…',
    webgl_unavailable: '이 브라우저는 3D를 표시할 수 없습니다. WebGL 2를 사용할 수 없거나 꺼져 있습니다.',
    model_failed: '3D 모델을 불러오지 못했습니다.',
    model_not_found: '서버에서 3D 모델을 찾을 수 없습니다.',
    model_http: '서버가 3D 모델을 보내지 못했습니다. 잠시 후 다시 시도하세요.',
    model_network: '3D 모델을 내려받지 못했습니다. 연결을 확인한 뒤 다시 시도하세요.',
    model_unreadable: '3D 모델 파일이 손상되었거나 뷰어가 읽을 수 없는 형식입니다.',
    model_missing: '이 작품에는 3D 모델이 없습니다.',
    texture_failed: '일부 텍스처를 불러오지 못했습니다.',
    creation_not_found: '이 작품은 존재하지 않습니다.',
    creation_private: '이 작품은 공개되지 않았습니다.',
    design_invalid: '이 디자인은 표시할 수 없습니다.',
    internal: '3D 보기가 작동을 멈췄습니다.',
    server_unreachable: '뷰어가 Atelier 서버에 연결하지 못했습니다.',
  },
  ru: {
    canvas_label: '3D-вид изделия',
    progress_label: 'Загружаем 3D-модель',
    retry: 'Повторить',
    restoring: 'Восстанавливаем 3D-вид…',
    webgl_unavailable: 'Этот браузер не может показать 3D: WebGL 2 недоступен или отключён.',
    model_failed: 'Не удалось загрузить 3D-модель.',
    model_not_found: '3D-модель не найдена на сервере.',
    model_http: 'Сервер не смог отправить 3D-модель. Повторите попытку чуть позже.',
    model_network: 'Не удалось скачать 3D-модель. Проверьте подключение и повторите попытку.',
    model_unreadable: 'Файл 3D-модели повреждён или имеет формат, который просмотрщик не умеет читать.',
    model_missing: 'У этого изделия нет 3D-модели.',
    texture_failed: 'Некоторые текстуры не удалось загрузить.',
    creation_not_found: 'Такого изделия нет.',
    creation_private: 'Это изделие не опубликовано.',
    design_invalid: 'Этот дизайн невозможно показать.',
    internal: '3D-вид перестал работать.',
    server_unreachable: 'Просмотрщику не удалось связаться с сервером Atelier.',
  },
  de: {
    canvas_label: '3D-Ansicht der Kreation',
    progress_label: '3D-Modell wird geladen',
    retry: 'Erneut versuchen',
    restoring: '3D-Ansicht wird wiederhergestellt…',
    webgl_unavailable:
      'Dieser Browser kann kein 3D anzeigen: WebGL 2 ist nicht verfügbar oder ausgeschaltet.',
    model_failed: 'Das 3D-Modell konnte nicht geladen werden.',
    model_not_found: 'Das 3D-Modell wurde auf dem Server nicht gefunden.',
    model_http: 'Der Server konnte das 3D-Modell nicht senden. Versuchen Sie es gleich noch einmal.',
    model_network:
      'Das 3D-Modell konnte nicht heruntergeladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    model_unreadable:
      'Die Datei des 3D-Modells ist beschädigt oder in einem Format, das der Viewer nicht lesen kann.',
    model_missing: 'Diese Kreation hat kein 3D-Modell.',
    texture_failed: 'Einige Texturen konnten nicht geladen werden.',
    creation_not_found: 'Diese Kreation gibt es nicht.',
    creation_private: 'Diese Kreation ist nicht öffentlich.',
    design_invalid: 'Dieses Design kann nicht angezeigt werden.',
    internal: 'Die 3D-Ansicht funktioniert nicht mehr.',
    server_unreachable: 'Der Viewer konnte den Atelier-Server nicht erreichen.',
  },
  fr: {
    canvas_label: 'Vue 3D de la création',
    progress_label: 'Chargement du modèle 3D',
    retry: 'Réessayer',
    restoring: 'Rétablissement de la vue 3D…',
    webgl_unavailable: 'Ce navigateur ne peut pas afficher la 3D : WebGL 2 est indisponible ou désactivé.',
    model_failed: 'Le modèle 3D n’a pas pu être chargé.',
    model_not_found: 'Le modèle 3D est introuvable sur le serveur.',
    model_http: 'Le serveur n’a pas pu envoyer le modèle 3D. Réessayez dans un instant.',
    model_network: 'Le modèle 3D n’a pas pu être téléchargé. Vérifiez votre connexion et réessayez.',
    model_unreadable:
      'Le fichier du modèle 3D est endommagé ou dans un format que la visionneuse ne sait pas lire.',
    model_missing: 'Cette création n’a pas de modèle 3D.',
    texture_failed: 'Certaines textures n’ont pas pu être chargées.',
    creation_not_found: 'Cette création n’existe pas.',
    creation_private: 'Cette création n’est pas publique.',
    design_invalid: 'Ce design ne peut pas être affiché.',
    internal: 'La vue 3D a cessé de fonctionner.',
    server_unreachable: 'La visionneuse n’a pas pu joindre le serveur Atelier.',
  },
};

/** Traditional Chinese is written in Taiwan, Hong Kong and Macau; Simplified elsewhere (as the web app). */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i;

function matchLanguage(rawTag: string): ViewerLanguage | undefined {
  const tag = rawTag.trim().replaceAll('_', '-');
  const exact = VIEWER_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const primary = tag.split('-')[0]?.toLowerCase();
  if (primary === 'zh') return TRADITIONAL_CHINESE.test(tag) ? 'zh-TW' : 'zh-CN';
  return VIEWER_LANGUAGES.find((language) => language === primary);
}

/**
 * The page's language: the address's `lang` (a host that knows its reader's choice passes
 * it), else the browser's preferences, else English.
 */
export function viewerLanguage(address: string, preferred: readonly string[] = []): ViewerLanguage {
  const asked = new URL(address, 'http://viewer.invalid').searchParams.get('lang');
  for (const tag of [...(asked ? [asked] : []), ...preferred]) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

/** The English words for a failed model's reason (the engine's `reason`), for the host's event. */
export function modelFailureText(
  reason: 'not-found' | 'http' | 'network' | 'unreadable' | undefined,
): ModelFailureText | 'model_failed' {
  switch (reason) {
    case 'not-found':
      return 'model_not_found';
    case 'http':
      return 'model_http';
    case 'network':
      return 'model_network';
    case 'unreadable':
      return 'model_unreadable';
    default:
      return 'model_failed';
  }
}
