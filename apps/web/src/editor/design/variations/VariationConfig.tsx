import {
  addPartToVariant,
  addVariantOption,
  canEditVariant,
  changeVariantOptionPartVisible,
  chooseVariantOption,
  createId,
  editorOf,
  isPartVisibleInOption,
  message,
  removePartFromVariant,
  removeVariantOption,
  renameVariant,
  renameVariantOption,
  saveVariant,
  selectablePartsForVariant,
  setVariantEditRole,
} from '@atelier/domain';
import type { CombinationConfig, Variant } from '@atelier/schema';
import { Button, EmptyState, TextField } from '@atelier/ui';
import { ArrowLeft, Check, Eye, EyeOff, Lock, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import { useEditor } from '../../store/EditorStoreContext';
import { PermissionsPopover } from '../colorways/PermissionsPopover';
import type { DesignPanelProps } from '../panels/contract';
import { useVariationsText } from './i18n/useVariationsText';

export interface VariationConfigProps extends DesignPanelProps {
  readonly variant: Variant;
  readonly onClose: () => void;
}

/**
 * One variation (001 §4, 002 §2, §4): its name, its parts (none of another variation's), and
 * its options, each showing or hiding those parts. Choosing an option makes it the default
 * (and shows it); choosing it again clears the default. 'Save' applies 001 §4's rule for a
 * variation with no options. Whoever may not edit it (002 §6) sees it read-only.
 */
export function VariationConfig({ variant, onClose, doc, change }: VariationConfigProps) {
  const m = useMessage();
  const t = useVariationsText();
  const beginGesture = useEditor((state) => state.beginGesture);
  const endGesture = useEditor((state) => state.endGesture);
  const config = doc.item.combination_config;
  const editable = canEditVariant(variant, editorOf(doc.kind));
  const selectable = selectablePartsForVariant(config, variant.id);
  const partName = (partId: string) => config.parts.find((part) => part.value === partId)?.text ?? partId;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const update = (operation: (current: CombinationConfig) => CombinationConfig, label: string) =>
    change((draft) => {
      draft.item.combination_config = operation(draft.item.combination_config);
    }, label);

  const save = () => {
    if (editable) update((current) => saveVariant(current, variant.id), 'Save variation');
    onClose();
  };

  return (
    <section className="design-config" aria-labelledby="variation-config-title">
      <Button size="sm" variant="ghost" icon={<ArrowLeft />} onClick={save} className="design-config__back">
        {t('back')}
      </Button>
      <div className="design-config__bar">
        <h3 id="variation-config-title" className="design-config__title" ref={heading} tabIndex={-1}>
          {variant.name}
        </h3>
        <div className="design-list__actions">
          {editable && (
            <PermissionsPopover
              label={t('permissions')}
              editType={doc.kind}
              roles={variant.enabledEditForRoles}
              onToggle={(role, enabled) =>
                update(
                  (current) => setVariantEditRole(current, variant.id, role, enabled),
                  'Variation permissions',
                )
              }
            />
          )}
          {editable && (
            <Button size="sm" variant="primary" icon={<Check />} onClick={save}>
              {t('save')}
            </Button>
          )}
        </div>
      </div>
      {editable ? (
        <>
          <TextField
            label={t('name')}
            value={variant.name}
            maxLength={80}
            onFocus={beginGesture}
            onBlur={endGesture}
            onChange={(event) => {
              const name = event.target.value;
              update((current) => renameVariant(current, variant.id, name), 'Rename variation');
            }}
          />
          <fieldset className="design-parts">
            <legend className="design-section__title">{t('parts')}</legend>
            {config.parts.length === 0 ? (
              <p className="design-muted">{m(message('empty.noParts'))}</p>
            ) : selectable.length === 0 ? (
              <p className="design-muted">{t('noSelectableParts')}</p>
            ) : (
              selectable.map((part) => (
                <label key={part.value} className="design-check design-check--chip">
                  <input
                    type="checkbox"
                    checked={variant.includeParts.includes(part.value)}
                    onChange={(event) => {
                      const include = event.target.checked;
                      update(
                        (current) =>
                          include
                            ? addPartToVariant(current, variant.id, part.value)
                            : removePartFromVariant(current, variant.id, part.value),
                        include ? 'Add part to variation' : 'Remove part from variation',
                      );
                    }}
                  />
                  <span>{part.text}</span>
                </label>
              ))
            )}
          </fieldset>
          {variant.includeParts.length === 0 && <p className="design-muted">{t('partsHint')}</p>}
        </>
      ) : (
        <p className="design-note">
          <Lock aria-hidden="true" />
          {t('locked')}
        </p>
      )}

      <h4 className="design-section__title">{t('options')}</h4>
      {variant.options.length === 0 ? (
        <EmptyState level={3} title={m(message('empty.noOptions'))} />
      ) : (
        <ul className="design-variant-options">
          {variant.options.map((option) => {
            const isDefault = variant.defaultOptionId === option.optionId;
            return (
              <li
                key={option.optionId}
                className="design-variant-option"
                data-default={isDefault || undefined}
              >
                <div className="design-variant-option__head">
                  <button
                    type="button"
                    className="design-variant-option__choose"
                    aria-pressed={isDefault}
                    aria-disabled={!editable || undefined}
                    onClick={() => {
                      if (!editable) return;
                      update(
                        (current) => chooseVariantOption(current, variant.id, option.optionId),
                        'Choose variation option',
                      );
                    }}
                  >
                    <span className="design-variant-option__radio" aria-hidden="true" />
                    <span className="design-variant-option__name">{option.name}</span>
                    {isDefault && (
                      <span className="design-combination__chosen" aria-hidden="true">
                        {t('isDefault')}
                      </span>
                    )}
                  </button>
                  {editable && (
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Trash2 />}
                      aria-label={t('removeOption', { name: option.name })}
                      onClick={() =>
                        update(
                          (current) => removeVariantOption(current, variant.id, option.optionId),
                          'Delete variation option',
                        )
                      }
                    />
                  )}
                </div>
                {editable && (
                  <TextField
                    label={t('optionName')}
                    value={option.name}
                    maxLength={80}
                    onFocus={beginGesture}
                    onBlur={endGesture}
                    onChange={(event) => {
                      const name = event.target.value;
                      update(
                        (current) => renameVariantOption(current, variant.id, option.optionId, name),
                        'Rename variation option',
                      );
                    }}
                  />
                )}
                {variant.includeParts.length > 0 && (
                  <ul className="design-variant-option__parts">
                    {variant.includeParts.map((partId) => {
                      const visible = isPartVisibleInOption(option, partId);
                      return (
                        <li key={partId}>
                          <Button
                            size="sm"
                            variant="ghost"
                            icon={visible ? <Eye /> : <EyeOff />}
                            aria-pressed={visible}
                            aria-disabled={!editable || undefined}
                            aria-label={t('show', { part: partName(partId), option: option.name })}
                            onClick={() =>
                              update(
                                (current) =>
                                  changeVariantOptionPartVisible(
                                    current,
                                    variant.id,
                                    option.optionId,
                                    partId,
                                    !visible,
                                  ),
                                'Variation part visibility',
                              )
                            }
                          >
                            <span aria-hidden="true" data-hidden={!visible || undefined}>
                              {partName(partId)}
                            </span>
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editable && (
        <Button
          size="sm"
          icon={<Plus />}
          onClick={() => {
            const optionId = createId('voption_', Date.now(), Math.random);
            update(
              (current) =>
                addVariantOption(current, variant.id, { optionId, name: m(message('variation.newOption')) }),
              'Add variation option',
            );
          }}
        >
          {t('addOption')}
        </Button>
      )}
    </section>
  );
}
