import { useEffect } from 'react';

/** Sets the document title ('Shop · Atelier'); null keeps the plain product name. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Atelier` : 'Atelier';
  }, [title]);
}
