import { EDITOR_STEPS, EDITOR_STEP_LABELS, isStepChecked, message } from '@atelier/domain';
import { Check } from 'lucide-react';
import { useMessage } from '../../i18n/storefrontI18n';
import { useEditorText } from '../i18n/editorI18n';
import { useEditor } from '../store/EditorStoreContext';

/** 001 §2, §4 the five steps, with check marks on earlier steps (on every step while on Review). */
export function Stepper() {
  const m = useMessage();
  const text = useEditorText();
  const step = useEditor((state) => state.step);
  const goTo = useEditor((state) => state.goTo);
  return (
    <nav className="editor-stepper" aria-label={text('stepper.label')}>
      <ol>
        {EDITOR_STEPS.map((entry, index) => {
          const label = m(message(EDITOR_STEP_LABELS[entry]));
          const checked = isStepChecked(entry, step);
          const current = entry === step;
          return (
            <li key={entry} data-checked={checked || undefined} data-current={current || undefined}>
              <button
                type="button"
                className="editor-stepper__step"
                aria-current={current ? 'step' : undefined}
                data-step={entry}
                onClick={() => goTo(entry)}
                // A step with its number is named by its label (the number is decoration); a
                // checked one says so. An aria-label equal to the label would not contain the
                // visible number, which axe reports (label-content-name-mismatch).
                {...(checked ? { 'aria-label': text('stepper.done', { step: label }) } : {})}
              >
                <span className="editor-stepper__mark" aria-hidden="true">
                  {checked ? <Check /> : index + 1}
                </span>
                <span className="editor-stepper__label">{label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
