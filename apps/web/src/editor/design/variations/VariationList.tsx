import {
  addVariant,
  canAddRemoveVariants,
  createId,
  deleteVariant,
  deleteVariantConfirmation,
  isVariationEnabledForCreator,
  message,
  setVariationEnabledForCreator,
} from '@atelier/domain';
import type { Variant } from '@atelier/schema';
import { Button, ConfirmDialog, EmptyState, Popover } from '@atelier/ui';
import { Plus, Settings, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import type { DesignPanelProps } from '../panels/contract';
import { useVariationsText } from './i18n/useVariationsText';

export interface VariationListProps extends DesignPanelProps {
  readonly onOpen: (variantId: string) => void;
  /** The variation whose tile takes focus when the list shows (the one just left). */
  readonly focusVariant?: string | null;
}

/**
 * 002 §2 the variation initializer: 'Variation' tiles with settings ('Enable Variation for
 * Creator', prebuild only), a delete mode and add; 'No variant found' without variations.
 * Adding and removing follow 002 §6 (domain `canAddRemoveVariants`).
 */
export function VariationList({ doc, change, onOpen, focusVariant = null }: VariationListProps) {
  const m = useMessage();
  const t = useVariationsText();
  const config = doc.item.combination_config;
  const addRemove = canAddRemoveVariants(config, doc.kind);
  const [deleting, setDeleting] = useState(false);
  const [asked, setAsked] = useState<Variant | null>(null);
  const list = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusVariant === null) return;
    const tiles = list.current?.querySelectorAll<HTMLElement>('[data-variant]') ?? [];
    [...tiles].find((tile) => tile.dataset.variant === focusVariant)?.focus();
  }, [focusVariant]);

  const add = () => {
    const id = createId('variant_', Date.now(), Math.random);
    change((draft) => {
      draft.item.combination_config = addVariant(draft.item.combination_config, {
        id,
        name: m(message('variation.newVariant')),
      });
    }, 'Add variation');
    onOpen(id);
  };

  return (
    <section className="design-list" aria-labelledby="variations-title" ref={list}>
      <div className="design-list__bar">
        <h3 id="variations-title" className="design-list__title">
          {m(message('variation.title'))}
        </h3>
        <div className="design-list__actions">
          {doc.kind === 'prebuild' && (
            <Popover
              label={t('settings')}
              width={320}
              trigger={<Button size="sm" variant="ghost" icon={<Settings />} aria-label={t('settings')} />}
            >
              <label className="design-check">
                <input
                  type="checkbox"
                  checked={isVariationEnabledForCreator(config)}
                  onChange={(event) => {
                    const enabled = event.target.checked;
                    change((draft) => {
                      draft.item.combination_config = setVariationEnabledForCreator(
                        draft.item.combination_config,
                        enabled,
                      );
                    }, 'Variation settings');
                  }}
                />
                <span>{m(message('variation.enableForCreator'))}</span>
              </label>
              <p className="design-muted">{t('enableForCreatorHint')}</p>
            </Popover>
          )}
          {addRemove && config.variant.length > 0 && (
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 />}
              aria-label={t('deleteMode')}
              aria-pressed={deleting}
              onClick={() => setDeleting((on) => !on)}
            />
          )}
          {addRemove && (
            <Button size="sm" variant="ghost" icon={<Plus />} aria-label={t('add')} onClick={add} />
          )}
        </div>
      </div>
      {config.variant.length === 0 ? (
        <EmptyState level={3} title={m(message('empty.noVariant'))} />
      ) : (
        <ul className="design-tiles">
          {config.variant.map((variant) => {
            const chosen = variant.options.find((option) => option.optionId === variant.defaultOptionId);
            return (
              <li key={variant.id} className="design-tile">
                <button
                  type="button"
                  className="design-tile__open"
                  data-variant={variant.id}
                  onClick={() => onOpen(variant.id)}
                >
                  <span className="design-tile__name">{variant.name}</span>
                  <span className="design-tile__meta">
                    {t('summary', { parts: variant.includeParts.length, options: variant.options.length })}
                  </span>
                  {chosen && <span className="design-combination__chosen">{chosen.name}</span>}
                </button>
                {deleting && addRemove && (
                  <Button
                    size="sm"
                    variant="danger"
                    icon={<Trash2 />}
                    aria-label={t('remove', { name: variant.name })}
                    onClick={() => setAsked(variant)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={t('deleteTitle')}
        message={m(deleteVariantConfirmation())}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => {
          const id = asked?.id;
          setAsked(null);
          if (id === undefined) return;
          change((draft) => {
            draft.item.combination_config = deleteVariant(draft.item.combination_config, id);
          }, 'Delete variation');
        }}
      />
    </section>
  );
}
