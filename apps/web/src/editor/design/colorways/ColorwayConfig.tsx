import {
  canEditGroup,
  chooseGroupOption,
  editorOf,
  groupOptionThumbnailMaterial,
  message,
  renameGroup,
  setGroupEditRole,
} from '@atelier/domain';
import type { Group } from '@atelier/schema';
import { Button, EmptyState, TextField } from '@atelier/ui';
import { ArrowLeft, Check, Lock, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import { useEditor } from '../../store/EditorStoreContext';
import type { DesignPanelProps } from '../panels/contract';
import { ColorwayEditor } from './ColorwayEditor';
import { useDesignMaterials } from './designMaterials';
import { useColorwaysText } from './i18n/useColorwaysText';
import { MaterialSwatch } from './MaterialSwatch';
import { PermissionsPopover } from './PermissionsPopover';

export interface ColorwayConfigProps extends DesignPanelProps {
  readonly group: Group;
  readonly onClose: () => void;
}

/**
 * 002 §2 the colorway config panel: view mode shows the name and the 'Combinations' tiles
 * (choosing one applies it, 002 §4); edit mode, for whoever may edit it (002 §6), the name,
 * 'Select Parts' and the 'Colorway Grid'.
 */
export function ColorwayConfig({ group, onClose, ...props }: ColorwayConfigProps) {
  const { doc, change } = props;
  const m = useMessage();
  const t = useColorwaysText();
  const material = useDesignMaterials(doc);
  const beginGesture = useEditor((state) => state.beginGesture);
  const endGesture = useEditor((state) => state.endGesture);
  const editable = canEditGroup(group, editorOf(doc.kind));
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [editing]);
  const mode = editing && editable ? 'edit' : 'view';

  return (
    <section className="design-config" aria-labelledby="colorway-config-title" data-mode={mode}>
      <Button
        size="sm"
        variant="ghost"
        icon={<ArrowLeft />}
        onClick={onClose}
        className="design-config__back"
      >
        {t('back')}
      </Button>
      <div className="design-config__bar">
        <h3 id="colorway-config-title" className="design-config__title" ref={heading} tabIndex={-1}>
          {group.name}
        </h3>
        <div className="design-list__actions">
          {editable && (
            <PermissionsPopover
              label={t('permissions')}
              editType={doc.kind}
              roles={group.enabledEditForRoles}
              onToggle={(role, enabled) =>
                change((draft) => {
                  draft.item.combination_config = setGroupEditRole(
                    draft.item.combination_config,
                    group.value,
                    role,
                    enabled,
                  );
                }, 'Colorway permissions')
              }
            />
          )}
          {editable &&
            (mode === 'edit' ? (
              <Button size="sm" variant="primary" icon={<Check />} onClick={() => setEditing(false)}>
                {t('done')}
              </Button>
            ) : (
              <Button size="sm" icon={<Pencil />} onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            ))}
        </div>
      </div>
      {mode === 'edit' ? (
        <>
          <TextField
            label={t('name')}
            value={group.name}
            maxLength={80}
            onFocus={beginGesture}
            onBlur={endGesture}
            onChange={(event) => {
              const name = event.target.value;
              change((draft) => {
                draft.item.combination_config = renameGroup(draft.item.combination_config, group.value, name);
              }, 'Rename colorway');
            }}
          />
          <ColorwayEditor group={group} {...props} />
        </>
      ) : (
        <>
          {!editable && (
            <p className="design-note">
              <Lock aria-hidden="true" />
              {t('locked')}
            </p>
          )}
          <h4 className="design-section__title">{m(message('colorway.combinations'))}</h4>
          {group.options.length === 0 ? (
            <EmptyState level={3} title={m(message('empty.noCombinations'))} />
          ) : (
            <ul className="design-combinations">
              {group.options.map((option) => {
                const chosen = group.defaultOption === option.oValue;
                return (
                  <li key={option.oValue}>
                    <button
                      type="button"
                      className="design-combination"
                      aria-pressed={chosen}
                      aria-disabled={!editable || undefined}
                      onClick={() => {
                        if (!editable || chosen) return;
                        change((draft) => {
                          draft.item.combination_config = chooseGroupOption(
                            draft.item.combination_config,
                            group.value,
                            option.oValue,
                          );
                        }, 'Choose combination');
                      }}
                    >
                      <MaterialSwatch look={material(groupOptionThumbnailMaterial(option))} size={48} />
                      <span className="design-combination__name">{option.oName}</span>
                      {chosen && <span className="design-combination__chosen">{t('chosen')}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
