import {
  checkNumberInput,
  checkNumberStepInput,
  checkPriceAdjustmentInput,
  checkRangeBoundInput,
  priceAdjustmentInputText,
  switchPriceAdjustmentType,
  type InputResult,
} from '@atelier/domain';
import type { PriceRange } from '@atelier/schema';
import { useMessage } from '../../../../../i18n/storefrontI18n';
import { nextId } from '../nextId';
import { NumberSetting } from '../NumberSetting';
import { ObjectEditor, type CellResult } from '../ObjectEditor';
import { objectTexts } from '../objectTexts';
import type { TypeSettingsProps } from '../types';

/** An optional bound: empty means none. */
const checkOptionalNumber = (text: string): InputResult<number | undefined> =>
  text.trim() === '' ? { ok: true, value: undefined } : checkNumberInput(text, {});

/**
 * 002 §3, §5 number: min, max, step (at least 0.01) and price ranges (start and end at least 0,
 * a fixed amount typed in currency units and kept in cents, or a percentage).
 */
export function NumberSettings({ field, commit, t }: TypeSettingsProps<'number'>) {
  const message = useMessage();
  const cell = <T,>(result: InputResult<T>): CellResult =>
    result.ok ? result : { ok: false, error: message(result.message) };
  const setBound = (key: 'min' | 'max') => (value: number | undefined) => {
    const { [key]: _old, ...rest } = field;
    return commit(value === undefined ? rest : { ...field, [key]: value });
  };
  return (
    <>
      <div className="form-settings__cells">
        <NumberSetting
          label={t('min')}
          value={field.min}
          check={checkOptionalNumber}
          onValue={setBound('min')}
          refused={t('minAboveMax')}
        />
        <NumberSetting
          label={t('max')}
          value={field.max}
          check={checkOptionalNumber}
          onValue={setBound('max')}
          refused={t('minAboveMax')}
        />
        <NumberSetting
          label={t('step')}
          value={field.step}
          check={checkNumberStepInput}
          onValue={(step) => commit({ ...field, step })}
          refused={t('notKept')}
        />
      </div>
      <ObjectEditor<PriceRange>
        label={t('priceRanges')}
        rows={field.priceRanges}
        allowEmptyRows
        newRow={(rows) => ({
          id: nextId('range_', rows),
          rangeStart: 0,
          rangeEnd: 0,
          type: 'fixed',
          value: 0,
        })}
        columns={[
          {
            key: 'rangeStart',
            label: t('rangeStart'),
            kind: 'number',
            check: (text) => cell(checkRangeBoundInput(text)),
          },
          {
            key: 'rangeEnd',
            label: t('rangeEnd'),
            kind: 'number',
            check: (text) => cell(checkRangeBoundInput(text)),
          },
          {
            key: 'type',
            label: t('rangeType'),
            kind: 'select',
            options: [
              { value: 'fixed', label: t('priceFixed') },
              { value: 'percentage', label: t('pricePercentage') },
            ],
            write: (row, type) => ({ ...row, ...switchPriceAdjustmentType(row, type as PriceRange['type']) }),
          },
          {
            key: 'value',
            label: t('rangeValue'),
            kind: 'number',
            show: (row) => priceAdjustmentInputText(row),
            check: (text, row) => cell(checkPriceAdjustmentInput(text, row.type)),
          },
        ]}
        onRowsChange={(priceRanges) => commit({ ...field, priceRanges })}
        texts={objectTexts(t)}
      />
    </>
  );
}
