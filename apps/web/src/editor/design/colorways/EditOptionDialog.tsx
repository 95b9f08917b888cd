import { changeGroupOptionPartMaterial, message, renameGroupOption, setGroupEditRole } from '@atelier/domain';
import type { Group, GroupOption } from '@atelier/schema';
import { Button, Dialog, TextField } from '@atelier/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import { useEditor } from '../../store/EditorStoreContext';
import type { DesignPanelProps } from '../panels/contract';
import { useDesignMaterials, type MaterialLook } from './designMaterials';
import { useColorwaysText } from './i18n/useColorwaysText';
import { MaterialPickerDialog } from './MaterialPickerDialog';
import { MaterialSwatch } from './MaterialSwatch';
import { PermissionsPopover } from './PermissionsPopover';

export interface EditOptionDialogProps extends DesignPanelProps {
  readonly group: Group;
  /** The option being edited; null closes the popup. */
  readonly option: GroupOption | null;
  readonly onClose: () => void;
  /** Asks 'Are you sure to delete this option?' (the grid's confirmation). */
  readonly onDelete: (option: GroupOption) => void;
  readonly materialsOfPart: (partId: string) => MaterialLook[];
}

/** 002 §2 'Edit Option': the option's name, each part's material, the permissions, delete. */
export function EditOptionDialog({
  doc,
  change,
  group,
  option,
  onClose,
  onDelete,
  materialsOfPart,
}: EditOptionDialogProps) {
  const m = useMessage();
  const t = useColorwaysText();
  const material = useDesignMaterials(doc);
  const beginGesture = useEditor((state) => state.beginGesture);
  const endGesture = useEditor((state) => state.endGesture);
  const [pickingPart, setPickingPart] = useState<string | null>(null);
  const config = doc.item.combination_config;
  const partName = (partId: string) => config.parts.find((part) => part.value === partId)?.text ?? partId;

  return (
    <Dialog
      open={option !== null}
      onOpenChange={(open) => !open && onClose()}
      title={m(message('colorway.editOption'))}
      size="sm"
      footer={
        option && (
          <>
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
            <Button variant="danger" icon={<Trash2 />} onClick={() => onDelete(option)}>
              {t('delete')}
            </Button>
          </>
        )
      }
    >
      {option && (
        <div className="design-edit-option">
          <TextField
            label={t('optionName')}
            value={option.oName}
            maxLength={80}
            onFocus={beginGesture}
            onBlur={endGesture}
            onChange={(event) => {
              const name = event.target.value;
              change((draft) => {
                draft.item.combination_config = renameGroupOption(
                  draft.item.combination_config,
                  group.value,
                  option.oValue,
                  name,
                );
              }, 'Rename colorway option');
            }}
          />
          <ul className="design-option-parts">
            {option.oParts.map((entry) => {
              const look = material(entry.default);
              return (
                <li key={entry.value}>
                  <span>{partName(entry.value)}</span>
                  <button
                    type="button"
                    className="design-material"
                    aria-label={t('cell', {
                      part: partName(entry.value),
                      option: option.oName,
                      material: look?.name ?? t('noMaterial'),
                    })}
                    onClick={() => setPickingPart(entry.value)}
                  >
                    <MaterialSwatch look={look} size={28} />
                    <span>{look?.name ?? t('noMaterial')}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <MaterialPickerDialog
            open={pickingPart !== null}
            onOpenChange={(open) => !open && setPickingPart(null)}
            title={pickingPart ? partName(pickingPart) : ''}
            materials={pickingPart ? materialsOfPart(pickingPart) : []}
            current={option.oParts.find((entry) => entry.value === pickingPart)?.default}
            empty={t('noMaterials')}
            onPick={(materialId) => {
              if (!pickingPart) return;
              change((draft) => {
                draft.item.combination_config = changeGroupOptionPartMaterial(
                  draft.item.combination_config,
                  group.value,
                  option.oValue,
                  pickingPart,
                  materialId,
                );
              }, 'Colorway option material');
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
