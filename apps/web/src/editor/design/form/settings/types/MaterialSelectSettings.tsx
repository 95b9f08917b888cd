import { setMaterialSelectTargets, targetPartMaterialIds } from '@atelier/domain';
import { DEFAULT_MATERIAL_CATEGORIES, MATERIAL_DISPLAY_MODES } from '@atelier/schema';
import { Select } from '@atelier/ui';
import { MaterialOptionList } from '../MaterialOptionList';
import { PartChecklist } from '../PartChecklist';
import { ListSetting } from '../ListSetting';
import { ToggleSetting } from '../ToggleSetting';
import type { TypeSettingsProps } from '../types';

/**
 * 002 §3 materialSelect: target parts (a different target clears the chosen materials, 002
 * §4), the materials those parts allow, categories, custom upload, preview and display mode.
 */
export function MaterialSelectSettings({
  field,
  commit,
  config,
  materials,
  t,
}: TypeSettingsProps<'materialSelect'>) {
  const offered = targetPartMaterialIds(config.parts, field.targetParts);
  return (
    <>
      <PartChecklist
        label={t('targetParts')}
        parts={config.parts}
        checked={field.targetParts}
        onChange={(targetParts) => commit(setMaterialSelectTargets(field, targetParts))}
      />
      <MaterialOptionList
        label={t('materialOptions')}
        offered={offered}
        materials={materials}
        chosen={field.materialOptions}
        emptyText={field.targetParts.length === 0 ? t('chooseTargetFirst') : t('noAllowedMaterials')}
        onChange={(materialOptions) => commit({ ...field, materialOptions })}
      />
      <ListSetting
        label={t('materialCategories')}
        hint={t('commaSeparated')}
        values={field.materialCategories}
        placeholder={DEFAULT_MATERIAL_CATEGORIES.join(', ')}
        onValues={(materialCategories) => commit({ ...field, materialCategories })}
        refused={t('notKept')}
      />
      <ToggleSetting
        label={t('allowCustomUpload')}
        checked={field.allowCustomUpload}
        onChange={(allowCustomUpload) => commit({ ...field, allowCustomUpload })}
      />
      <ToggleSetting
        label={t('showPreview')}
        checked={field.showPreview}
        onChange={(showPreview) => commit({ ...field, showPreview })}
      />
      <Select
        label={t('displayMode')}
        value={field.displayMode}
        options={MATERIAL_DISPLAY_MODES.map((mode) => ({
          value: mode,
          label: mode === 'grid' ? t('displayGrid') : t('displayList'),
        }))}
        onChange={(displayMode) => commit({ ...field, displayMode: displayMode as typeof field.displayMode })}
      />
    </>
  );
}
