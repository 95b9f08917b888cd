import { setPartSelectTargets } from '@atelier/domain';
import { SELECTION_MODES, type PartSelectField } from '@atelier/schema';
import { Select, TextField } from '@atelier/ui';
import { JsonBox } from '../JsonBox';
import { PartChecklist } from '../PartChecklist';
import { ToggleSetting } from '../ToggleSetting';
import type { TypeSettingsProps } from '../types';

const MODE_TEXT = { toggle: 'modeToggle', exclusive: 'modeExclusive', variations: 'modeVariations' } as const;

/**
 * 002 §3 partSelect: target parts with display names (unchecking a part drops its name, 002
 * §4), selection mode, a JSON box for variations (invalid JSON ignored, 002 §5), part names
 * and opacity control.
 */
export function PartSelectSettings({ field, commit, config, t }: TypeSettingsProps<'partSelect'>) {
  return (
    <>
      <PartChecklist
        label={t('targetParts')}
        parts={config.parts}
        checked={field.targetParts}
        onChange={(targetParts) => commit(setPartSelectTargets(field, targetParts))}
        renderChecked={(part) => (
          <TextField
            label={t('displayNameOf', { part: part.text || part.value })}
            placeholder={part.text}
            value={field.partDisplayNames[part.value] ?? ''}
            onChange={(event) =>
              commit({
                ...field,
                partDisplayNames: { ...field.partDisplayNames, [part.value]: event.target.value },
              })
            }
          />
        )}
      />
      <Select
        label={t('selectionMode')}
        value={field.selectionMode}
        options={SELECTION_MODES.map((mode) => ({ value: mode, label: t(MODE_TEXT[mode]) }))}
        onChange={(mode) => commit({ ...field, selectionMode: mode as PartSelectField['selectionMode'] })}
      />
      <JsonBox
        label={t('variationsJson')}
        value={field.variations}
        ignoredText={t('jsonIgnored')}
        onValue={(variations) => commit({ ...field, variations })}
      />
      <ToggleSetting
        label={t('showPartNames')}
        checked={field.showPartNames}
        onChange={(showPartNames) => commit({ ...field, showPartNames })}
      />
      <ToggleSetting
        label={t('enableOpacityControl')}
        checked={field.enableOpacityControl}
        onChange={(enableOpacityControl) => commit({ ...field, enableOpacityControl })}
      />
    </>
  );
}
