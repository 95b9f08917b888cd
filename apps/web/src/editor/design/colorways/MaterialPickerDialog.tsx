import { Dialog } from '@atelier/ui';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MaterialLook } from './designMaterials';
import { MaterialSwatch } from './MaterialSwatch';

export interface MaterialPickerDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly materials: readonly MaterialLook[];
  readonly current: string | undefined;
  readonly empty: string;
  readonly onPick: (materialId: string) => void;
}

/**
 * A list of materials to pick one from ('OPTION MATERIAL', or one part's material in an
 * option): the current one is pressed; picking closes the popup.
 */
export function MaterialPickerDialog({
  open,
  onOpenChange,
  title,
  materials,
  current,
  empty,
  onPick,
}: MaterialPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="sm">
      {materials.length === 0 ? (
        <p className="design-muted">{empty}</p>
      ) : (
        <ul className="design-materials">
          {materials.map((look) => (
            <li key={look.id}>
              <button
                type="button"
                className="design-material"
                aria-pressed={look.id === current}
                onClick={() => {
                  onPick(look.id);
                  onOpenChange(false);
                }}
              >
                <MaterialSwatch look={look} size={40} />
                <span>{look.name}</span>
                {look.id === current && <Check aria-hidden="true" className="design-material__check" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
