import {
  addGroup,
  canAddRemoveGroups,
  createId,
  deleteGroup,
  deleteGroupConfirmation,
  groupOptionThumbnailMaterial,
  isColorwayEnabledForCreator,
  message,
  setColorwayEnabledForCreator,
} from '@atelier/domain';
import type { Group } from '@atelier/schema';
import { Button, ConfirmDialog, EmptyState, Popover } from '@atelier/ui';
import { Plus, Settings, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import type { DesignPanelProps } from '../panels/contract';
import { useDesignMaterials } from './designMaterials';
import { useColorwaysText } from './i18n/useColorwaysText';
import { MaterialSwatch } from './MaterialSwatch';

export interface ColorwayListProps extends DesignPanelProps {
  readonly onOpen: (groupValue: string) => void;
  /** The group whose tile takes focus when the list shows (the one just left). */
  readonly focusGroup?: string | null;
}

/**
 * 002 §2 the colorway initializer: 'Colorways' tiles with add, a delete mode and (on a
 * prebuild only) the settings popup; 'No group found' without groups. Adding and removing
 * follow 002 §6 (domain `canAddRemoveGroups`).
 */
export function ColorwayList({ doc, change, onOpen, focusGroup = null }: ColorwayListProps) {
  const m = useMessage();
  const t = useColorwaysText();
  const material = useDesignMaterials(doc);
  const config = doc.item.combination_config;
  const addRemove = canAddRemoveGroups(config, doc.kind);
  const [deleting, setDeleting] = useState(false);
  const [asked, setAsked] = useState<Group | null>(null);
  const list = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusGroup === null) return;
    const tiles = list.current?.querySelectorAll<HTMLElement>('[data-group]') ?? [];
    [...tiles].find((tile) => tile.dataset.group === focusGroup)?.focus();
  }, [focusGroup]);

  const add = () => {
    const value = createId('group_', Date.now(), Math.random);
    change((draft) => {
      draft.item.combination_config = addGroup(draft.item.combination_config, {
        value,
        name: m(message('colorway.newGroup')),
      });
    }, 'Add colorway');
    onOpen(value);
  };

  return (
    <section className="design-list" aria-labelledby="colorways-title" ref={list}>
      <div className="design-list__bar">
        <h3 id="colorways-title" className="design-list__title" tabIndex={-1}>
          {m(message('colorway.title'))}
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
                  checked={isColorwayEnabledForCreator(config)}
                  onChange={(event) => {
                    const enabled = event.target.checked;
                    change((draft) => {
                      draft.item.combination_config = setColorwayEnabledForCreator(
                        draft.item.combination_config,
                        enabled,
                      );
                    }, 'Colorway settings');
                  }}
                />
                <span>{t('enableForCreator')}</span>
              </label>
              <p className="design-muted">{t('enableForCreatorHint')}</p>
            </Popover>
          )}
          {addRemove && config.groups.length > 0 && (
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
      {config.groups.length === 0 ? (
        <EmptyState level={3} title={m(message('empty.noGroup'))} />
      ) : (
        <ul className="design-tiles">
          {config.groups.map((group) => (
            <li key={group.value} className="design-tile">
              <button
                type="button"
                className="design-tile__open"
                data-group={group.value}
                onClick={() => onOpen(group.value)}
              >
                <span className="design-tile__swatches" aria-hidden="true">
                  {group.options.slice(0, 4).map((option) => (
                    <MaterialSwatch
                      key={option.oValue}
                      look={material(groupOptionThumbnailMaterial(option))}
                      size={24}
                    />
                  ))}
                </span>
                <span className="design-tile__name">{group.name}</span>
                <span className="design-tile__meta">
                  {t('summary', { parts: group.includeParts.length, options: group.options.length })}
                </span>
              </button>
              {deleting && addRemove && (
                <Button
                  size="sm"
                  variant="danger"
                  icon={<Trash2 />}
                  aria-label={t('remove', { name: group.name })}
                  onClick={() => setAsked(group)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={t('deleteGroupTitle')}
        message={m(deleteGroupConfirmation())}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => {
          const value = asked?.value;
          setAsked(null);
          if (value === undefined) return;
          change((draft) => {
            draft.item.combination_config = deleteGroup(draft.item.combination_config, value);
          }, 'Delete colorway');
        }}
      />
    </section>
  );
}
