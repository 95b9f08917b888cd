import type { FrameScheduler } from '../services/services';

/**
 * Render on demand: nothing is drawn until something calls {@link invalidate}; then one
 * frame is requested from the injected scheduler, however many invalidations arrive
 * before it runs. `beforeRender` may ask for another frame (orbit damping, drags).
 */
export class FrameLoop {
  private handle: number | null = null;
  private disposed = false;

  constructor(
    private readonly scheduler: FrameScheduler,
    /** Runs once per frame; answers true when another frame is needed right after. */
    private readonly drawFrame: (time: number) => boolean,
  ) {}

  /** Whether a frame is requested and not drawn yet. */
  get pending(): boolean {
    return this.handle !== null;
  }

  invalidate(): void {
    if (this.handle !== null || this.disposed) return;
    this.handle = this.scheduler.requestFrame(this.onFrame);
  }

  /** Draws now if a frame is pending (tests and captures use it to settle the view). */
  flush(time = 0): void {
    if (this.handle === null) return;
    this.scheduler.cancelFrame(this.handle);
    this.onFrame(time);
  }

  dispose(): void {
    this.disposed = true;
    if (this.handle !== null) this.scheduler.cancelFrame(this.handle);
    this.handle = null;
  }

  private readonly onFrame = (time: number): void => {
    this.handle = null;
    if (this.disposed) return;
    if (this.drawFrame(time)) this.invalidate();
  };
}
