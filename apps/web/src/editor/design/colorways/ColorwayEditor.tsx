import {
  addGroupOption,
  changeGroupOptionPartMaterial,
  createId,
  deleteGroupOptionConfirmation,
  excludePartFromGroup,
  groupOptionThumbnailMaterial,
  includePartInGroup,
  message,
  removeGroupOption,
  selectablePartsForGroup,
  setGroupOptionThumbnail,
} from '@atelier/domain';
import type { Group, GroupOption } from '@atelier/schema';
import { Button, ConfirmDialog, EmptyState } from '@atelier/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import type { DesignPanelProps } from '../panels/contract';
import { useDesignMaterials, type MaterialLook } from './designMaterials';
import { EditOptionDialog } from './EditOptionDialog';
import { useColorwaysText } from './i18n/useColorwaysText';
import { MaterialPickerDialog } from './MaterialPickerDialog';
import { MaterialSwatch } from './MaterialSwatch';

type Picking =
  | { readonly kind: 'thumbnail'; readonly oValue: string }
  | { readonly kind: 'part'; readonly oValue: string; readonly partId: string };

/**
 * 002 §2 edit mode's body: 'Select Parts' (only parts in no other group, 002 §4) and the
 * 'Colorway Grid' (rows are options, columns are parts, plus delete), with the 'OPTION
 * MATERIAL' picker, 'Edit Option' and 'New Option'.
 */
export function ColorwayEditor({ group, ...props }: DesignPanelProps & { readonly group: Group }) {
  const { doc, change } = props;
  const m = useMessage();
  const t = useColorwaysText();
  const material = useDesignMaterials(doc);
  const config = doc.item.combination_config;
  const selectable = selectablePartsForGroup(config, group.value);
  const parts = group.includeParts.map(
    (partId) =>
      config.parts.find((part) => part.value === partId) ?? { value: partId, text: partId, materials: [] },
  );
  const [picking, setPicking] = useState<Picking | null>(null);
  const [editingOption, setEditingOption] = useState<string | null>(null);
  const [deletingOption, setDeletingOption] = useState<GroupOption | null>(null);

  const update = (operation: (current: typeof config) => typeof config, label: string) =>
    change((draft) => {
      draft.item.combination_config = operation(draft.item.combination_config);
    }, label);

  /** A part's selectable materials (all of the design's when it names none). */
  const materialsOfPart = (partId: string): MaterialLook[] => {
    const ids = config.parts.find((part) => part.value === partId)?.materials ?? [];
    return ids.map((id) => material(id)).filter((look): look is MaterialLook => look !== null);
  };
  const groupMaterials = (): MaterialLook[] => {
    const ids = [
      ...new Set(
        group.includeParts.flatMap((partId) => config.parts.find((p) => p.value === partId)?.materials ?? []),
      ),
    ];
    return ids.map((id) => material(id)).filter((look): look is MaterialLook => look !== null);
  };

  const pickingOption = group.options.find((option) => option.oValue === picking?.oValue);
  const pickingPart =
    picking?.kind === 'part' ? parts.find((part) => part.value === picking.partId) : undefined;
  const editOption = group.options.find((option) => option.oValue === editingOption) ?? null;

  return (
    <>
      <fieldset className="design-parts">
        <legend className="design-section__title">{m(message('colorway.selectParts'))}</legend>
        {config.parts.length === 0 ? (
          <p className="design-muted">{m(message('empty.noParts'))}</p>
        ) : selectable.length === 0 ? (
          <p className="design-muted">{t('noSelectableParts')}</p>
        ) : (
          selectable.map((part) => (
            <label key={part.value} className="design-check design-check--chip">
              <input
                type="checkbox"
                checked={group.includeParts.includes(part.value)}
                onChange={(event) => {
                  const include = event.target.checked;
                  update(
                    (current) =>
                      include
                        ? includePartInGroup(current, group.value, part.value)
                        : excludePartFromGroup(current, group.value, part.value),
                    include ? 'Include part in colorway' : 'Exclude part from colorway',
                  );
                }}
              />
              <span>{part.text}</span>
            </label>
          ))
        )}
      </fieldset>

      <h4 className="design-section__title" id="colorway-grid-title">
        {m(message('colorway.grid'))}
      </h4>
      {parts.length === 0 ? (
        <EmptyState level={3} title={m(message('empty.selectPartsForColorways'))} />
      ) : (
        <>
          <div className="design-grid" role="region" aria-labelledby="colorway-grid-title" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('option')}</th>
                  {parts.map((part) => (
                    <th scope="col" key={part.value}>
                      {part.text}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="ui-visually-hidden">{t('delete')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.options.map((option) => {
                  const thumbnail = material(groupOptionThumbnailMaterial(option));
                  return (
                    <tr key={option.oValue}>
                      <th scope="row">
                        <span className="design-grid__option">
                          <button
                            type="button"
                            className="design-grid__swatch"
                            aria-label={t('thumbnail', {
                              option: option.oName,
                              material: thumbnail?.name ?? t('noMaterial'),
                            })}
                            onClick={() => setPicking({ kind: 'thumbnail', oValue: option.oValue })}
                          >
                            <MaterialSwatch look={thumbnail} size={28} />
                          </button>
                          <button
                            type="button"
                            className="design-grid__name"
                            onClick={() => setEditingOption(option.oValue)}
                          >
                            {option.oName}
                          </button>
                        </span>
                      </th>
                      {parts.map((part) => {
                        const look = material(
                          option.oParts.find((entry) => entry.value === part.value)?.default,
                        );
                        return (
                          <td key={part.value}>
                            <button
                              type="button"
                              className="design-grid__swatch"
                              aria-label={t('cell', {
                                part: part.text,
                                option: option.oName,
                                material: look?.name ?? t('noMaterial'),
                              })}
                              onClick={() =>
                                setPicking({ kind: 'part', oValue: option.oValue, partId: part.value })
                              }
                            >
                              <MaterialSwatch look={look} size={28} />
                            </button>
                          </td>
                        );
                      })}
                      <td>
                        <Button
                          size="sm"
                          variant="ghost"
                          icon={<Trash2 />}
                          aria-label={t('remove', { name: option.oName })}
                          onClick={() => setDeletingOption(option)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {group.options.length === 0 && <p className="design-muted">{m(message('empty.noCombinations'))}</p>}
          <Button
            size="sm"
            icon={<Plus />}
            onClick={() => {
              const oValue = createId('option_', Date.now(), Math.random);
              update(
                (current) =>
                  addGroupOption(current, group.value, { oValue, oName: m(message('colorway.newOption')) }),
                'Add colorway option',
              );
            }}
          >
            {t('addOption')}
          </Button>
        </>
      )}

      <MaterialPickerDialog
        open={picking !== null && pickingOption !== undefined}
        onOpenChange={(open) => !open && setPicking(null)}
        title={picking?.kind === 'part' ? (pickingPart?.text ?? '') : m(message('colorway.optionMaterial'))}
        materials={picking?.kind === 'part' ? materialsOfPart(picking.partId) : groupMaterials()}
        current={
          picking?.kind === 'part'
            ? pickingOption?.oParts.find((entry) => entry.value === picking.partId)?.default
            : pickingOption && groupOptionThumbnailMaterial(pickingOption)
        }
        empty={t('noMaterials')}
        onPick={(materialId) => {
          if (!picking) return;
          if (picking.kind === 'part')
            update(
              (current) =>
                changeGroupOptionPartMaterial(
                  current,
                  group.value,
                  picking.oValue,
                  picking.partId,
                  materialId,
                ),
              'Colorway option material',
            );
          else
            update(
              (current) => setGroupOptionThumbnail(current, group.value, picking.oValue, materialId),
              'Option material',
            );
        }}
      />

      <EditOptionDialog
        {...props}
        group={group}
        option={editOption}
        onClose={() => setEditingOption(null)}
        onDelete={(option) => setDeletingOption(option)}
        materialsOfPart={materialsOfPart}
      />

      <ConfirmDialog
        open={deletingOption !== null}
        onOpenChange={(open) => !open && setDeletingOption(null)}
        title={t('deleteOptionTitle')}
        message={m(deleteGroupOptionConfirmation())}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => {
          const oValue = deletingOption?.oValue;
          setDeletingOption(null);
          if (oValue === undefined) return;
          if (editingOption === oValue) setEditingOption(null);
          update((current) => removeGroupOption(current, group.value, oValue), 'Delete colorway option');
        }}
      />
    </>
  );
}
