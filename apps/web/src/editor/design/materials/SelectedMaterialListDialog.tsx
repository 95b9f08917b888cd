import { message } from '@atelier/domain';
import { Button, Dialog, EmptyState } from '@atelier/ui';
import { useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import { useMaterialsText } from './i18n/useMaterialsText';
import { MaterialCheckList, toggled } from './MaterialCheckList';
import type { MaterialView } from './materialView';

export interface SelectedMaterialListDialogProps {
  /** The materials the prebuild allows for the part (002 §6), as tiles show them. */
  readonly allowed: readonly MaterialView[];
  readonly chosen: readonly string[];
  readonly onClose: () => void;
  readonly onConfirm: (ids: readonly string[]) => void;
}

/**
 * 002 §2 'Selected Material List' (a creation): the creator ticks, among what the prebuild allows
 * for the part, the materials her customers may choose; those already chosen are listed first.
 */
export function SelectedMaterialListDialog({
  allowed,
  chosen,
  onClose,
  onConfirm,
}: SelectedMaterialListDialogProps) {
  const m = useMessage();
  const t = useMaterialsText();
  const [selection, setSelection] = useState<string[]>(() =>
    chosen.filter((id) => allowed.some((m) => m.id === id)),
  );
  const chosenSet = new Set(chosen);
  const items = [...allowed].sort((a, b) => Number(chosenSet.has(b.id)) - Number(chosenSet.has(a.id)));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m(message('material.selectedList'))}
      description={t('allowedHint')}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="primary" disabled={selection.length === 0} onClick={() => onConfirm(selection)}>
            {m(message('material.selectedCount', { count: selection.length }))}
          </Button>
        </>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={m(message('empty.noOptions'))} level={3} />
      ) : (
        <MaterialCheckList
          label={m(message('material.selectedList'))}
          items={items}
          selected={new Set(selection)}
          chosen={chosenSet}
          onToggle={(id) => setSelection((current) => toggled(current, id))}
        />
      )}
      {selection.length === 0 && items.length > 0 && (
        <p className="materials-hint">{t('chooseAtLeastOne')}</p>
      )}
    </Dialog>
  );
}
