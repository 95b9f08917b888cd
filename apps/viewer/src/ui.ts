import type { ViewerErrorCode } from '@atelier/protocol';
import {
  BASIC_TEXTS_EN,
  say,
  type BasicTexts,
  type ViewerLanguage,
  type ViewerTextKey,
  type ViewerTexts,
} from './texts';

/**
 * The viewer page's state, on `#viewer[data-state]` (tests and hosts' screenshots read it):
 * `booting` until the engine runs, `waiting` for a design (editor mode), `loading` while
 * the model downloads, `ready` once the design is shown, `error` with `data-error` set.
 */
export type ViewerState = 'booting' | 'waiting' | 'loading' | 'ready' | 'error';

/** The poster image's class, as the server writes it (apps/api/src/web/viewer-page.ts). */
export const POSTER_CLASS = 'viewer-poster';

/**
 * The page's chrome around the canvas: the progress bar, the error panel (its words, and
 * a retry button when the failure can be retried) and the notice shown while the WebGL
 * context is lost, all in the page's language.
 */
export class ViewerChrome {
  readonly canvas: HTMLCanvasElement;
  private words: BasicTexts | ViewerTexts = BASIC_TEXTS_EN;
  /** What the error panel says, to say it again in another language. */
  private errorText: ViewerTextKey | null = null;
  private readonly progress: HTMLDivElement;
  private readonly bar: HTMLDivElement;
  private readonly error: HTMLDivElement;
  private readonly errorMessage: HTMLParagraphElement;
  private readonly retryButton: HTMLButtonElement;
  private readonly restoring: HTMLDivElement;
  private retry: (() => void) | null = null;
  /** The creation's picture shown until the 3D's first frame (issue 20); null when none. */
  private poster: HTMLImageElement | null;

  constructor(readonly root: HTMLElement) {
    // The server writes the poster into the page, so it shows before this script runs.
    this.poster = root.querySelector<HTMLImageElement>(`img.${POSTER_CLASS}`);
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'viewer-canvas';
    this.canvas.style.cssText = 'display: block; width: 100%; height: 100%';
    this.progress = document.createElement('div');
    this.progress.className = 'viewer-progress';
    this.progress.setAttribute('role', 'progressbar');
    this.progress.setAttribute('aria-valuemin', '0');
    this.progress.setAttribute('aria-valuemax', '100');
    this.progress.hidden = true;
    this.bar = document.createElement('div');
    this.bar.className = 'viewer-progress-bar';
    this.progress.append(this.bar);
    this.error = document.createElement('div');
    this.error.className = 'viewer-error';
    this.error.hidden = true;
    this.errorMessage = document.createElement('p');
    this.errorMessage.setAttribute('role', 'alert');
    this.retryButton = document.createElement('button');
    this.retryButton.className = 'viewer-retry';
    this.retryButton.hidden = true;
    this.retryButton.addEventListener('click', () => this.retry?.());
    this.error.append(this.errorMessage, this.retryButton);
    this.restoring = document.createElement('div');
    this.restoring.className = 'viewer-restoring';
    this.restoring.setAttribute('role', 'status');
    this.restoring.hidden = true;
    // The poster lies over the canvas, under the progress bar and the error panel.
    root.replaceChildren(
      ...[this.canvas, this.poster, this.progress, this.error, this.restoring].filter(
        (node) => node !== null,
      ),
    );
    this.setTexts(BASIC_TEXTS_EN, 'en');
    this.setState('booting');
  }

  /** Says everything on the page in `language`, what is already shown included. */
  setTexts(texts: BasicTexts | ViewerTexts, language: ViewerLanguage): void {
    this.words = texts;
    this.root.ownerDocument.documentElement.lang = language;
    this.canvas.setAttribute('aria-label', texts.canvas_label);
    this.progress.setAttribute('aria-label', texts.progress_label);
    this.retryButton.textContent = texts.retry;
    if (this.errorText) this.errorMessage.textContent = say(texts, this.errorText);
    this.restoring.textContent = texts.restoring;
  }

  get state(): ViewerState {
    return (this.root.dataset.state as ViewerState | undefined) ?? 'booting';
  }

  setState(state: Exclude<ViewerState, 'error'>): void {
    this.root.dataset.state = state;
    delete this.root.dataset.error;
    this.error.hidden = true;
    this.errorText = null;
    this.retry = null;
    this.retryButton.hidden = true;
    this.progress.hidden = state !== 'loading';
    if (state === 'loading') this.setProgress(null);
  }

  /** Download progress, 0-1, or null while the size is unknown (an indeterminate bar). */
  setProgress(ratio: number | null): void {
    if (ratio === null) {
      this.progress.removeAttribute('aria-valuenow');
      this.progress.dataset.indeterminate = '';
      this.bar.style.width = '30%';
    } else {
      const percent = Math.round(Math.min(1, Math.max(0, ratio)) * 100);
      this.progress.setAttribute('aria-valuenow', String(percent));
      delete this.progress.dataset.indeterminate;
      this.bar.style.width = `${percent}%`;
    }
  }

  /**
   * Shows the error panel saying `text` (the words for `code` by default) and, given
   * `retry`, a button that runs it.
   */
  showError(code: ViewerErrorCode, text: ViewerTextKey = code, retry?: () => void): void {
    this.root.dataset.state = 'error';
    this.root.dataset.error = code;
    this.progress.hidden = true;
    this.errorText = text;
    this.errorMessage.textContent = say(this.words, text);
    this.retry = retry ?? null;
    this.retryButton.hidden = !retry;
    this.error.hidden = false;
  }

  /**
   * Shows the creation's poster while the 3D loads, when the page did not carry one already
   * (the viewer asked for its context itself). Positioned over the canvas, it shifts nothing.
   */
  showPoster(poster: { src: string; srcset?: string }): void {
    if (this.poster) return;
    const image = document.createElement('img');
    image.className = POSTER_CLASS;
    image.alt = '';
    if (poster.srcset) {
      image.srcset = poster.srcset;
      image.sizes = '100vw';
    }
    image.src = poster.src;
    this.poster = image;
    this.canvas.after(image);
  }

  /**
   * The first frame showing the model is drawn: `data-drawn="model"` on the root tells
   * tests and benchmarks (bench:bytes times the first frame by it), and the poster fades out
   * to the 3D (`data-poster="gone"` starts the fade; the style hides the image once it is
   * over, index.html).
   */
  modelDrawn(): void {
    this.root.dataset.drawn = 'model';
    if (this.poster) this.poster.dataset.poster = 'gone';
  }

  /**
   * While the WebGL context is lost the canvas shows nothing (or garbage on some GPUs):
   * it is hidden behind the page's backdrop with a short notice, until the engine has
   * drawn the design again. `data-context="lost"` tells tests and hosts' screenshots.
   */
  setContextLost(lost: boolean): void {
    if (lost) this.root.dataset.context = 'lost';
    else delete this.root.dataset.context;
    this.canvas.style.visibility = lost ? 'hidden' : '';
    this.restoring.hidden = !lost;
  }
}
