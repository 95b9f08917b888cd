import { checkDisabledDatesInput, formatDisabledDates, isIsoDate } from '@atelier/domain';
import { DATE_FORMATS, type DateField } from '@atelier/schema';
import { Select, TextField } from '@atelier/ui';
import { useState } from 'react';
import { DisabledDatesBox } from '../DisabledDatesBox';
import type { TypeSettingsProps } from '../types';

/**
 * 002 §3, §5 date: earliest and latest date, the date format (YYYY-MM-DD, MM/DD/YYYY,
 * DD/MM/YYYY, DD-MM-YYYY) and the disabled dates, one per line.
 */
export function DateSettings({ field, commit, t }: TypeSettingsProps<'date'>) {
  const [orderError, setOrderError] = useState<'minDate' | 'maxDate' | null>(null);
  const setDate = (key: 'minDate' | 'maxDate') => (text: string) => {
    const { [key]: _old, ...rest } = field;
    if (text !== '' && !isIsoDate(text)) return;
    const kept = commit(text === '' ? rest : { ...field, [key]: text });
    setOrderError(kept ? null : key);
  };
  return (
    <>
      <div className="form-settings__cells">
        <TextField
          label={t('minDate')}
          type="date"
          value={field.minDate ?? ''}
          max={field.maxDate}
          error={orderError === 'minDate' ? t('dateOrder') : undefined}
          onChange={(event) => setDate('minDate')(event.target.value)}
        />
        <TextField
          label={t('maxDate')}
          type="date"
          value={field.maxDate ?? ''}
          min={field.minDate}
          error={orderError === 'maxDate' ? t('dateOrder') : undefined}
          onChange={(event) => setDate('maxDate')(event.target.value)}
        />
      </div>
      <Select
        label={t('dateFormat')}
        value={field.dateFormat}
        options={DATE_FORMATS.map((format) => ({ value: format, label: format }))}
        onChange={(format) => commit({ ...field, dateFormat: format as DateField['dateFormat'] })}
      />
      <DisabledDatesBox
        label={t('disabledDates')}
        hint={t('disabledDatesHint')}
        initial={formatDisabledDates(field.disabledDates)}
        check={checkDisabledDatesInput}
        onDates={(disabledDates) => commit({ ...field, disabledDates })}
      />
    </>
  );
}
