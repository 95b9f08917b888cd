import { createBrowserServices, type EngineServices, type FrameScheduler } from '../services/services';

/** A frame scheduler driven by the test: frames run only when the test says so. */
export class ManualScheduler implements FrameScheduler {
  private callbacks = new Map<number, (time: number) => void>();
  private nextHandle = 1;
  requested = 0;

  requestFrame(callback: (time: number) => void): number {
    const handle = this.nextHandle++;
    this.callbacks.set(handle, callback);
    this.requested++;
    return handle;
  }

  cancelFrame(handle: number): void {
    this.callbacks.delete(handle);
  }

  get pending(): number {
    return this.callbacks.size;
  }

  /** Runs the callbacks requested so far (not those they request). */
  runFrame(time = 0): void {
    const callbacks = [...this.callbacks.values()];
    this.callbacks.clear();
    for (const callback of callbacks) callback(time);
  }
}

export interface TestLog {
  warnings: string[];
  errors: string[];
}

/** Browser services with a recording logger, no resize observer and an optional manual scheduler. */
export function createTestServices(
  overrides: Partial<EngineServices> = {},
): EngineServices & { logged: TestLog } {
  const logged: TestLog = { warnings: [], errors: [] };
  const services = createBrowserServices({
    log: {
      warn: (message) => logged.warnings.push(message),
      error: (message) => logged.errors.push(message),
    },
    observeResize: () => () => {},
    ...overrides,
  });
  return Object.assign(services, { logged });
}

/** Awaits a promise while running the manual scheduler's frames (so frame waits resolve). */
export async function settleWithFrames<T>(promise: Promise<T>, scheduler: ManualScheduler): Promise<T> {
  let done = false;
  const tracked = promise.finally(() => {
    done = true;
  });
  while (!done) {
    scheduler.runFrame();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return tracked;
}

/** Counts fetches per url (to prove what was and was not reloaded). */
export function countingFetch(): { fetch: EngineServices['fetch']; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    fetch: (url, init) => {
      counts.set(url, (counts.get(url) ?? 0) + 1);
      return globalThis.fetch(url, init);
    },
  };
}
