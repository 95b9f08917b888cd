import {
  deleteFieldConfirmation,
  formBuilderChrome,
  formEmptyState,
  message,
  removeSectionConfirmation,
} from '@atelier/domain';
import { Button, ConfirmDialog, EmptyState, useTranslation } from '@atelier/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { CustomerFormView, type AnswerContext } from '../../../customise';
import { useMessage } from '../../../i18n/storefrontI18n';
import type { StepProps } from '../../contract';
import { BuilderContext, type BuilderActions } from './builderContext';
import { FieldTypeSelect } from './FieldTypeSelect';
import { useFormText } from './i18n/useFormText';
import { QuestionList } from './QuestionList';
import { useFormBuilder } from './useFormBuilder';
import './form.css';

export interface FormBuilderProps extends StepProps {
  /** 002 §2: 'client' hides the toolbar and the builder bar and shows the form as a shopper sees it. */
  readonly displayMode?: 'builder' | 'client';
}

type Confirming = { readonly kind: 'section' | 'field'; readonly id: string } | null;

/**
 * 002 §2, §4, §5 the Form Builder (Scene settings > Form): the top bar (title, New feature,
 * the field-type dropdown, the Made to order note), the toolbar (Fill Mode, Add Section,
 * Preview as shopper) and the question list by sections, or the form in Fill Mode.
 */
export function FormBuilder({ doc, change, displayMode = 'builder' }: FormBuilderProps) {
  const { t, ready } = useFormText();
  const m = useMessage();
  const { i18n } = useTranslation();
  const builder = useFormBuilder({ doc, change });
  const [shopper, setShopper] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  if (!ready) return null;

  const { config, session } = builder;
  const form = config.form;
  const mode = shopper ? 'client' : displayMode;
  const chrome = formBuilderChrome(mode);
  const blocked = session.fillMode !== null;
  const empty = formEmptyState(form);
  const answerContext: AnswerContext = {
    config,
    materials: (doc.kind === 'creation' ? doc.prebuild.materials : doc.item.materials) ?? [],
    language: i18n.language,
  };
  const actions: BuilderActions = {
    ...builder,
    t,
    m,
    blocked,
    answerContext,
    kind: doc.kind,
    answers: form.answers.current,
    editingFieldId: session.editingFieldId,
    previewing: session.previewing,
    askRemoveSection: (sectionId) => {
      if (removeSectionConfirmation(form, sectionId) === null) builder.removeSection(sectionId);
      else setConfirming({ kind: 'section', id: sectionId });
    },
    askDeleteField: (fieldId) => setConfirming({ kind: 'field', id: fieldId }),
    saveView: (sectionId) => void builder.saveView(sectionId),
  };
  const question =
    confirming === null
      ? null
      : confirming.kind === 'field'
        ? deleteFieldConfirmation()
        : removeSectionConfirmation(form, confirming.id);

  const formView = (viewMode: 'client' | 'fill') => (
    <CustomerFormView
      {...answerContext}
      form={form}
      answers={form.answers.current}
      onAnswer={builder.answer}
      problems={{}}
      showProblems={false}
      mode={viewMode}
      openSection={session.openSection}
      onOpenSection={viewMode === 'fill' ? builder.openSection : () => undefined}
    />
  );

  return (
    <BuilderContext.Provider value={actions}>
      <div
        className="scene-section form-builder"
        data-testid="scene-form"
        data-fill-mode={blocked || undefined}
      >
        {chrome.builderBar && (
          <header className="form-builder__bar">
            <div className="form-builder__head">
              <h4 className="scene-subtitle">{m(message('form.title'))}</h4>
              <span className="scene-badge">{m(message('form.newFeature'))}</span>
            </div>
            <FieldTypeSelect label={t('addQuestion')} onAdd={builder.addFieldFromTopBar} />
            <p className="scene-note">{m(message('form.madeToOrderOnly'))}</p>
          </header>
        )}
        {chrome.toolbar && (
          <div className="form-builder__toolbar" role="toolbar" aria-label={t('toolbar')}>
            <Button size="sm" aria-pressed={blocked} onClick={() => builder.setFillMode(!blocked)}>
              {m(message('form.fillMode'))}
            </Button>
            <Button
              size="sm"
              icon={<Plus aria-hidden="true" />}
              disabled={blocked}
              onClick={builder.addSection}
            >
              {m(message('form.addSection'))}
            </Button>
          </div>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="form-builder__shopper"
          aria-pressed={shopper}
          onClick={() => setShopper(!shopper)}
        >
          {t('previewAsShopper')}
        </Button>
        {mode === 'client' ? (
          formView('client')
        ) : blocked ? (
          <>
            <p className="scene-note">{t('fillModeHint')}</p>
            {formView('fill')}
          </>
        ) : empty ? (
          <EmptyState level={3} title={m(empty.title)}>
            {m(empty.hint)}
          </EmptyState>
        ) : (
          <QuestionList form={form} onDrop={builder.drop} />
        )}
        <ConfirmDialog
          open={question !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming?.kind === 'field' ? t('deleteFieldTitle') : t('removeSectionTitle')}
          message={question ? m(question) : ''}
          confirmLabel={confirming?.kind === 'field' ? t('delete') : t('remove')}
          danger
          onConfirm={() => {
            if (confirming?.kind === 'field') builder.deleteField(confirming.id);
            else if (confirming) builder.removeSection(confirming.id);
            setConfirming(null);
          }}
        />
      </div>
    </BuilderContext.Provider>
  );
}
