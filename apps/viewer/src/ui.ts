import type { ViewerErrorCode } from '@atelier/protocol';

/**
 * The viewer page's state, on `#viewer[data-state]` (tests and hosts' screenshots read it):
 * `booting` until the engine runs, `waiting` for a design (editor mode), `loading` while
 * the model downloads, `ready` once the design is shown, `error` with `data-error` set.
 */
export type ViewerState = 'booting' | 'waiting' | 'loading' | 'ready' | 'error';

/** What the error panel says for each code (hosts get the code and show their own text). */
export const ERROR_TEXT: Record<ViewerErrorCode, string> = {
  webgl_unavailable: 'This browser cannot show 3D: WebGL 2 is unavailable or turned off.',
  model_failed: 'The 3D model could not be loaded.',
  texture_failed: 'Some textures could not be loaded.',
  creation_not_found: 'This creation does not exist.',
  creation_private: 'This creation is not public.',
  design_invalid: 'This design cannot be shown.',
  internal: 'The 3D view stopped working.',
};

/** The page's chrome around the canvas: the progress bar and the error panel. */
export class ViewerChrome {
  readonly canvas: HTMLCanvasElement;
  private readonly progress: HTMLDivElement;
  private readonly bar: HTMLDivElement;
  private readonly error: HTMLDivElement;

  constructor(readonly root: HTMLElement) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'viewer-canvas';
    this.canvas.style.cssText = 'display: block; width: 100%; height: 100%';
    this.canvas.setAttribute('aria-label', '3D view of the creation');
    this.progress = document.createElement('div');
    this.progress.className = 'viewer-progress';
    this.progress.setAttribute('role', 'progressbar');
    this.progress.setAttribute('aria-label', 'Loading the 3D model');
    this.progress.setAttribute('aria-valuemin', '0');
    this.progress.setAttribute('aria-valuemax', '100');
    this.progress.hidden = true;
    this.bar = document.createElement('div');
    this.bar.className = 'viewer-progress-bar';
    this.progress.append(this.bar);
    this.error = document.createElement('div');
    this.error.className = 'viewer-error';
    this.error.setAttribute('role', 'alert');
    this.error.hidden = true;
    root.replaceChildren(this.canvas, this.progress, this.error);
    this.setState('booting');
  }

  get state(): ViewerState {
    return (this.root.dataset.state as ViewerState | undefined) ?? 'booting';
  }

  setState(state: Exclude<ViewerState, 'error'>): void {
    this.root.dataset.state = state;
    delete this.root.dataset.error;
    this.error.hidden = true;
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

  showError(code: ViewerErrorCode, message = ERROR_TEXT[code]): void {
    this.root.dataset.state = 'error';
    this.root.dataset.error = code;
    this.progress.hidden = true;
    this.error.textContent = message;
    this.error.hidden = false;
  }
}
