import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

export interface Preloadable<P extends object> extends FunctionComponent<P> {
  /** Loads the component's chunk; once loaded, new mounts render it at once, without suspending. */
  preload: () => Promise<void>;
}

/**
 * `React.lazy` that can be loaded ahead: a page whose chunk was loaded before it mounts (the
 * route of the first page, loaded alongside the app) renders directly instead of suspending
 * once and painting its fallback first. Each mount keeps what it started with, so a mounted
 * page never switches component (which would reset its state).
 */
export function preloadable<P extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<P>>>,
  name: Name,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (a deploy, a flaky network).
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function PreloadablePage(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  PreloadablePage.displayName = `Preloadable(${name})`;
  return Object.assign(PreloadablePage, { preload });
}
