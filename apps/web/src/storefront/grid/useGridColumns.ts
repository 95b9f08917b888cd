import { GRID_NARROW_MAX_WIDTH } from '@atelier/domain';
import { useEffect } from 'react';
import { useAppStore } from '../../store/store';

/** 000 §9 the grid's columns: from session storage, else 3 at 768 px or narrower, else 7. */
export function useGridColumns(): number {
  const columns = useAppStore((state) => state.gridColumns);
  const fit = useAppStore((state) => state.fitGridColumns);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${GRID_NARROW_MAX_WIDTH}px)`);
    const onChange = () => fit(window.innerWidth);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [fit]);
  return columns;
}
