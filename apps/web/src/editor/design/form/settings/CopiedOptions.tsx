import type { FieldChoice } from '@atelier/schema';
import { message as domainMessage } from '@atelier/domain';
import { useMessage } from '../../../../i18n/storefrontI18n';

/** The value and label pairs a variation or colorway selector copied (002 §4), read-only. */
export function CopiedOptions({
  label,
  options,
}: {
  readonly label: string;
  readonly options: readonly FieldChoice[];
}) {
  const message = useMessage();
  return (
    <section className="form-settings__copied" aria-label={label}>
      <h4 className="form-settings__legend">{label}</h4>
      {options.length === 0 ? (
        <p className="form-settings__hint">{message(domainMessage('empty.noOptions'))}</p>
      ) : (
        <ul className="form-settings__chips">
          {options.map((option) => (
            <li key={option.value} className="form-settings__chip">
              {option.label || option.value}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
