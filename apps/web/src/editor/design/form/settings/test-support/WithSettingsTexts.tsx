import type { ReactNode } from 'react';
import { useFormSettingsText, type FormSettingsText } from '../i18n/useFormSettingsText';

/** Stories of the settings' parts that take texts: renders once the catalogue is in. */
export function WithSettingsTexts({ children }: { readonly children: (t: FormSettingsText) => ReactNode }) {
  const { t, ready } = useFormSettingsText();
  return ready ? <div style={{ maxWidth: 400 }}>{children(t)}</div> : <div aria-busy="true" />;
}
