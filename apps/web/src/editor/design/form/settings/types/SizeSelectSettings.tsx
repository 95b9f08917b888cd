import { isMeasurements } from '@atelier/domain';
import {
  MEASUREMENT_UNITS,
  SIZE_CHART_TYPES,
  type AvailableSize,
  type SizeSelectField,
} from '@atelier/schema';
import { Select, TextField } from '@atelier/ui';
import { JsonBox } from '../JsonBox';
import { ObjectEditor } from '../ObjectEditor';
import { objectTexts } from '../objectTexts';
import { ToggleSetting } from '../ToggleSetting';
import type { TypeSettingsProps } from '../types';

/**
 * 002 §3 sizeSelect: standard or custom chart, the available sizes (value, label and their
 * measurements as a JSON box each; invalid JSON ignored, 002 §5), the chart and its units.
 */
export function SizeSelectSettings({ field, commit, t }: TypeSettingsProps<'sizeSelect'>) {
  return (
    <>
      <Select
        label={t('sizeChart')}
        value={field.sizeChart}
        options={SIZE_CHART_TYPES.map((chart) => ({
          value: chart,
          label: chart === 'standard' ? t('chartStandard') : t('chartCustom'),
        }))}
        onChange={(sizeChart) => commit({ ...field, sizeChart: sizeChart as SizeSelectField['sizeChart'] })}
      />
      <ObjectEditor<AvailableSize>
        label={t('availableSizes')}
        rows={field.availableSizes}
        newRow={(rows) => ({ value: `size-${rows.length + 1}`, label: '' })}
        columns={[
          {
            key: 'value',
            label: t('sizeValue'),
            kind: 'text',
            check: (text) =>
              text.trim() === '' ? { ok: false, error: t('sizeValueRequired') } : { ok: true, value: text },
          },
          { key: 'label', label: t('sizeLabel'), kind: 'text' },
        ]}
        onRowsChange={(availableSizes) => commit({ ...field, availableSizes })}
        texts={objectTexts(t)}
        renderExtra={(row, _index, setRow) => (
          <JsonBox
            label={t('measurementsOf', { size: row.label || row.value })}
            value={row.measurements}
            guard={(value): value is AvailableSize['measurements'] => isMeasurements(value)}
            ignoredText={t('jsonIgnored')}
            onValue={(measurements) => setRow({ ...row, measurements })}
          />
        )}
      />
      <ToggleSetting
        label={t('showSizeChart')}
        checked={field.showSizeChart}
        onChange={(showSizeChart) => commit({ ...field, showSizeChart })}
      />
      <TextField
        label={t('sizeChartImage')}
        type="url"
        value={field.sizeChartImage ?? ''}
        onChange={(event) => {
          const { sizeChartImage: _old, ...rest } = field;
          const url = event.target.value.trim();
          commit(url === '' ? rest : { ...field, sizeChartImage: url });
        }}
      />
      <Select
        label={t('measurementUnits')}
        value={field.measurementUnits}
        options={MEASUREMENT_UNITS.map((unit) => ({
          value: unit,
          label: unit === 'cm' ? t('unitCm') : t('unitIn'),
        }))}
        onChange={(unit) =>
          commit({ ...field, measurementUnits: unit as SizeSelectField['measurementUnits'] })
        }
      />
    </>
  );
}
