import { message } from '@atelier/domain';
import { useMessage } from '../../../i18n/storefrontI18n';
import type { StepProps } from '../../contract';
import { useSceneText } from './i18n/useSceneText';
import { designOf } from './sceneConfig';

/**
 * 002 §2 the Form tile before the form builder lands (a later issue): what it will hold and
 * what the design already carries, never a broken panel.
 */
export function FormPreview({ doc }: Pick<StepProps, 'doc'>) {
  const t = useSceneText();
  const m = useMessage();
  const fields = designOf(doc).form?.fields.length ?? 0;
  return (
    <div className="scene-section scene-form" data-testid="scene-form">
      <div className="scene-form__head">
        <h4 className="scene-subtitle">{m(message('form.title'))}</h4>
        <span className="scene-badge">{m(message('form.newFeature'))}</span>
      </div>
      <p className="scene-note">{m(message('form.madeToOrderOnly'))}</p>
      <p>{t('formComing')}</p>
      <p className="scene-note">{t('formQuestions', { count: fields })}</p>
    </div>
  );
}
