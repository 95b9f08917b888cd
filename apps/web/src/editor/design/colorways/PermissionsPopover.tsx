import { editRolesSetOn, isEditAllowed, message } from '@atelier/domain';
import type { EditRole, EditType } from '@atelier/schema';
import { Button, Popover } from '@atelier/ui';
import { ShieldCheck } from 'lucide-react';
import { useMessage } from '../../../i18n/storefrontI18n';

const LABELS = {
  creator: message('permission.enableCreatorEdit'),
  consumer: message('permission.enableConsumerEdit'),
} as const;

export interface PermissionsPopoverProps {
  /** The button's and the popup's name ('Permissions'). */
  readonly label: string;
  readonly editType: EditType;
  /** The colorway's or variation's enabledEditForRoles (missing means allowed, 002 §6). */
  readonly roles: readonly EditRole[] | undefined;
  readonly onToggle: (role: EditRole, enabled: boolean) => void;
}

/**
 * 002 §2, §6 the permissions popup of one colorway or variation: 'Enable Creator Edit' on a
 * prebuild, 'Enable Consumer Edit' on a creation (domain `editRolesSetOn`).
 */
export function PermissionsPopover({ label, editType, roles, onToggle }: PermissionsPopoverProps) {
  const m = useMessage();
  return (
    <Popover
      label={label}
      width={300}
      trigger={
        <Button size="sm" variant="ghost" icon={<ShieldCheck />}>
          {label}
        </Button>
      }
    >
      <div className="design-permissions">
        {editRolesSetOn(editType).map((role) => (
          <label key={role} className="design-check">
            <input
              type="checkbox"
              checked={isEditAllowed(roles, role)}
              onChange={(event) => onToggle(role, event.target.checked)}
            />
            <span>{m(LABELS[role])}</span>
          </label>
        ))}
      </div>
    </Popover>
  );
}
