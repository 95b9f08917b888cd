/** A labelled on/off setting as a native checkbox (Space toggles it; the label is its name). */
export function ToggleSetting({
  label,
  checked,
  onChange,
  hint,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly hint?: string;
}) {
  return (
    <label className="form-settings__toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        {hint !== undefined && <small className="form-settings__hint">{hint}</small>}
      </span>
    </label>
  );
}
