import { hasCreationCategory, toggleCreationCategory, togglePrebuildCategory } from '@atelier/domain';
import type { Visibility } from '@atelier/schema';
import { TextField } from '@atelier/ui';
import { useId } from 'react';
import type { StepProps } from '../../contract';
import { useStepsText } from '../i18n';
import '../steps.css';
import { CategoryPicker } from './CategoryPicker';
import { ContentList } from './ContentList';
import './info.css';
import { SizingChartUpload } from './SizingChartUpload';
import { SizingOptionsEditor } from './SizingOptionsEditor';
import { TagsInput } from './TagsInput';

const VISIBILITIES: readonly Visibility[] = ['public', 'private'];

/**
 * 001 §3 Info: a creation's or a prebuild's base info (name, description, categories, tags,
 * visibility); a prebuild adds its content lines, sizing options and sizing chart.
 */
export function InfoStep({ doc, change }: StepProps) {
  const { t } = useStepsText();
  const id = useId();
  const item = doc.item;

  return (
    <div className="editor-step info-step">
      <section className="editor-step__section">
        <TextField
          label={t('name')}
          value={item.name}
          placeholder={doc.kind === 'creation' ? t('creationNamePlaceholder') : undefined}
          maxLength={120}
          onChange={(event) => {
            const name = event.target.value;
            change((draft) => {
              draft.item.name = name;
            }, 'Name');
          }}
        />
        <div className="ui-field">
          <label htmlFor={`${id}-description`} className="ui-field__label">
            {t('description')}
          </label>
          <textarea
            id={`${id}-description`}
            value={item.description}
            placeholder={t('descriptionPlaceholder')}
            onChange={(event) => {
              const description = event.target.value;
              change((draft) => {
                draft.item.description = description;
              }, 'Description');
            }}
          />
        </div>
      </section>

      <section className="editor-step__section" aria-labelledby={`${id}-categories`}>
        <h3 id={`${id}-categories`} className="editor-step__heading">
          {t('categories')}
        </h3>
        {doc.kind === 'creation' ? (
          <CategoryPicker
            isChosen={(category) => hasCreationCategory(doc.item.creation_category, category)}
            onToggle={(category) =>
              change((draft) => {
                if (draft.kind !== 'creation') return;
                draft.item.creation_category = toggleCreationCategory(draft.item.creation_category, {
                  id: category.id,
                  name: category.name,
                  value: category.value,
                });
              }, 'Category')
            }
          />
        ) : (
          <CategoryPicker
            isChosen={(category) => doc.item.category.includes(category.name)}
            onToggle={(category) =>
              change((draft) => {
                if (draft.kind !== 'prebuild') return;
                draft.item.category = togglePrebuildCategory(draft.item.category, category.name);
              }, 'Category')
            }
          />
        )}
      </section>

      <section className="editor-step__section" aria-labelledby={`${id}-tags`}>
        <h3 id={`${id}-tags`} className="editor-step__heading">
          {t('tags')}
        </h3>
        <TagsInput
          tags={item.tags}
          onChange={(tags) =>
            change((draft) => {
              draft.item.tags = tags;
            }, 'Tags')
          }
        />
      </section>

      <fieldset className="editor-step__section">
        <legend className="editor-step__heading">{t('visibility')}</legend>
        {VISIBILITIES.map((visibility) => (
          <label key={visibility} className="editor-step__check">
            <input
              type="radio"
              name={`${id}-visibility`}
              value={visibility}
              checked={item.visibility === visibility}
              onChange={() =>
                change((draft) => {
                  draft.item.visibility = visibility;
                }, 'Visibility')
              }
            />
            <span>
              {t(visibility)}
              <small>{visibility === 'public' ? t('publicHint') : t('privateHint')}</small>
            </span>
          </label>
        ))}
      </fieldset>

      {doc.kind === 'prebuild' && (
        <>
          <section className="editor-step__section" aria-labelledby={`${id}-content`}>
            <h3 id={`${id}-content`} className="editor-step__heading">
              {t('content')}
            </h3>
            <ContentList
              content={doc.item.content}
              onChange={(content, label) =>
                change((draft) => {
                  if (draft.kind === 'prebuild') draft.item.content = content;
                }, label)
              }
            />
          </section>
          <section className="editor-step__section" aria-labelledby={`${id}-sizes`}>
            <h3 id={`${id}-sizes`} className="editor-step__heading">
              {t('sizingOptions')}
            </h3>
            <SizingOptionsEditor
              options={doc.item.sizing.options}
              onChange={(options, label) =>
                change((draft) => {
                  if (draft.kind === 'prebuild') draft.item.sizing.options = options;
                }, label)
              }
            />
          </section>
          <section className="editor-step__section" aria-labelledby={`${id}-chart`}>
            <h3 id={`${id}-chart`} className="editor-step__heading">
              {t('sizingChart')}
            </h3>
            <SizingChartUpload
              chartUrl={doc.item.sizing.chart_url}
              onChange={(chartUrl) =>
                change((draft) => {
                  if (draft.kind !== 'prebuild') return;
                  if (chartUrl === undefined) delete draft.item.sizing.chart_url;
                  else draft.item.sizing.chart_url = chartUrl;
                }, 'Sizing chart')
              }
            />
          </section>
        </>
      )}
    </div>
  );
}
