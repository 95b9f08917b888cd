import type { Field } from '@atelier/schema';
import { Skeleton } from '@atelier/ui';
import { commitField } from './commitField';
import { CommonSettings } from './CommonSettings';
import type { FieldSettingsProps } from './contract';
import { useFormSettingsText } from './i18n/useFormSettingsText';
import { TypeSettings } from './TypeSettings';
import './settings.css';

/**
 * 002 §3, §5 a form field's settings: the common ones (title, subtitle, required) and its
 * type's. Every change goes to the builder whole, and only when the schema accepts it. In
 * Fill Mode (`disabled`) every control is disabled by the fieldset.
 */
export function FieldSettings({
  field,
  onChange,
  config,
  materials,
  kind,
  disabled = false,
}: FieldSettingsProps) {
  const { t, ready } = useFormSettingsText();
  // The texts load on first use; nothing shows a raw key meanwhile.
  if (!ready)
    return (
      <div aria-busy="true" className="form-settings__loading">
        <Skeleton height={240} />
      </div>
    );
  const commit = (next: Field) => commitField(next, onChange);
  return (
    <fieldset className="form-settings" disabled={disabled} data-field-type={field.type}>
      <CommonSettings key={field.id} field={field} commit={commit} t={t} />
      <fieldset className="form-settings__group">
        <legend className="form-settings__legend">{t('typeSettings')}</legend>
        <TypeSettings field={field} commit={commit} config={config} materials={materials} kind={kind} t={t} />
      </fieldset>
    </fieldset>
  );
}
