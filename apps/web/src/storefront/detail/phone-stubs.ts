/**
 * For stories and tests of the phone layout outside a phone: a window 768 px wide or narrower
 * (matchMedia) and, optionally, an order button scrolled out of sight (IntersectionObserver
 * reporting every observed element as not intersecting). Returns the function that undoes it.
 */
export function pretendPhone({ buttonOutOfSight = false } = {}): () => void {
  const matchMedia = window.matchMedia;
  const Observer = window.IntersectionObserver;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  if (buttonOutOfSight) {
    class OutOfSight {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: false, target } as IntersectionObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    window.IntersectionObserver = OutOfSight as unknown as typeof IntersectionObserver;
  }
  return () => {
    window.matchMedia = matchMedia;
    window.IntersectionObserver = Observer;
  };
}
