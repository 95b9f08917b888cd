import { mediaSrc } from '@atelier/domain';
import type { PlacedDecal } from '@atelier/schema';
import { useEffect, useRef } from 'react';
import type { DecalsText } from './i18n/useDecalsText';

interface LayerListProps {
  readonly t: DecalsText;
  readonly layers: readonly PlacedDecal[];
  readonly selectedId: string | null;
  readonly renamingId: string | null;
  readonly emptyText: string;
  readonly canEdit: (decal: PlacedDecal) => boolean;
  readonly onSelect: (id: string) => void;
  readonly onStartRename: (id: string) => void;
  readonly onRename: (id: string, name: string | null) => void;
}

/** The inline name field: Enter confirms, Escape cancels, leaving the field confirms. */
function RenameField({
  t,
  initial,
  onDone,
}: {
  t: DecalsText;
  initial: string;
  onDone: (name: string | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const finish = (name: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(name);
  };
  return (
    <input
      ref={input}
      className="decals-layers__rename"
      aria-label={t('renameLabel')}
      defaultValue={initial}
      data-testid="decals-rename-input"
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(event.currentTarget.value);
        if (event.key === 'Escape') {
          event.stopPropagation();
          finish(null);
        }
      }}
      onBlur={(event) => finish(event.currentTarget.value)}
    />
  );
}

/**
 * 002 §2 the layer list (200 px high, scrolling): the top layer first, each with its image
 * and name; a click selects, a double click renames (002 §4).
 */
export function LayerList({
  t,
  layers,
  selectedId,
  renamingId,
  emptyText,
  canEdit,
  onSelect,
  onStartRename,
  onRename,
}: LayerListProps) {
  const shown = [...layers].reverse();
  return (
    <div className="decals-layers" data-testid="decals-layer-list">
      {shown.length === 0 ? (
        <p className="decals-layers__empty">{emptyText}</p>
      ) : (
        <ul aria-label={t('layers')}>
          {shown.map((decal) => (
            <li key={decal.value} data-selected={decal.value === selectedId || undefined}>
              {renamingId === decal.value ? (
                <RenameField t={t} initial={decal.text} onDone={(name) => onRename(decal.value, name)} />
              ) : (
                <button
                  type="button"
                  className="decals-layers__row"
                  aria-pressed={decal.value === selectedId}
                  data-testid="decals-layer"
                  onClick={() => onSelect(decal.value)}
                  onDoubleClick={() => canEdit(decal) && onStartRename(decal.value)}
                >
                  <span className="decals-layers__thumb" aria-hidden="true">
                    {decal.material_config.map && (
                      <img src={mediaSrc(decal.material_config.map, 100)} alt="" />
                    )}
                  </span>
                  <span className="decals-layers__name">{decal.text || decal.value}</span>
                  {decal.maskUrl && (
                    <span className="decals-layers__badge" aria-hidden="true">
                      ◐
                    </span>
                  )}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
