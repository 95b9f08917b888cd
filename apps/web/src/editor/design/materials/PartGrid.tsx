import { isMaterialInitializerVisible, isPartLinked, message } from '@atelier/domain';
import { Button, EmptyState } from '@atelier/ui';
import { Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import type { EditorDocument } from '../../contract';
import { useEditor } from '../../store/EditorStoreContext';
import { useMaterialsText } from './i18n/useMaterialsText';
import { MaterialThumb } from './MaterialThumb';
import { materialsById, viewOf } from './materialView';

export interface PartGridProps {
  readonly doc: EditorDocument;
  readonly onOpen: (partId: string) => void;
  /** The part whose tile takes the focus (the one just left), if any. */
  readonly focusPart: string | null;
}

/**
 * 002 §2 Material initializer: a tile per part with its default material's thumbnail, name and
 * category. Parts a colorway controls show 'Linked', dimmed, and only when the 'Linked' toggle
 * is on; for a creation whose every part is in a colorway the block gives way to a pointer to
 * Colorways (decision in docs/decisions.md).
 */
export function PartGrid({ doc, onOpen, focusPart }: PartGridProps) {
  const m = useMessage();
  const t = useMaterialsText();
  const openPanel = useEditor((state) => state.openDesignPanel);
  const [showLinked, setShowLinked] = useState(false);
  const hintId = useId();
  const list = useRef<HTMLUListElement>(null);
  // Back from a part: its tile takes the focus again, once (not on every render).
  useEffect(() => {
    if (focusPart)
      list.current?.querySelector<HTMLElement>(`[data-part="${CSS.escape(focusPart)}"]`)?.focus();
  }, [focusPart]);
  const config = doc.item.combination_config;
  const materials = materialsById(doc);

  if (config.parts.length === 0) return <EmptyState title={m(message('empty.noParts'))} level={3} />;
  if (!isMaterialInitializerVisible(config, doc.kind)) {
    return (
      <EmptyState
        title={t('allLinkedTitle')}
        level={3}
        action={<Button onClick={() => openPanel('colorways')}>{t('openColorways')}</Button>}
      >
        {t('allLinkedText')}
      </EmptyState>
    );
  }

  const linkedCount = config.parts.filter((part) => isPartLinked(config, part.value)).length;
  const shown = config.parts.filter((part) => showLinked || !isPartLinked(config, part.value));
  return (
    <section className="materials-parts" aria-labelledby={`${hintId}-title`}>
      <div className="materials-parts__head">
        <h3 className="materials-heading" id={`${hintId}-title`}>
          {t('parts')}
        </h3>
        {linkedCount > 0 && (
          <button
            type="button"
            role="switch"
            aria-checked={showLinked}
            aria-describedby={hintId}
            title={t('showLinked')}
            className="materials-switch"
            onClick={() => setShowLinked((value) => !value)}
          >
            <span className="materials-switch__track" aria-hidden="true">
              <span className="materials-switch__knob" />
            </span>
            <Link2 aria-hidden="true" />
            {m(message('material.linked'))}
          </button>
        )}
      </div>
      <p className="materials-hint" id={hintId}>
        {linkedCount > 0 && !showLinked ? t('linkedHidden', { count: linkedCount }) : t('partsHint')}
      </p>
      <ul className="materials-grid" ref={list}>
        {shown.map((part) => {
          const linked = isPartLinked(config, part.value);
          const material = viewOf(materials, part.default);
          return (
            <li key={part.value}>
              <button
                type="button"
                className="materials-tile"
                data-part={part.value}
                data-linked={linked || undefined}
                onClick={() => onOpen(part.value)}
              >
                <MaterialThumb thumb={material?.thumb} size={100} />
                <span className="materials-tile__text">
                  <strong className="materials-tile__name">{part.text}</strong>
                  <span className="materials-tile__material">{material?.name ?? t('noMaterial')}</span>
                  {material?.category && (
                    <span className="materials-tile__category">{material.category}</span>
                  )}
                </span>
                {linked && <span className="materials-badge">{m(message('material.linked'))}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
