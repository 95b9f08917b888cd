import { chooseModel, mediaSrc } from '@atelier/domain';
import type { ModelAsset } from '@atelier/schema';
import { EmptyState, ProgressBar } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEditorViewer } from '../../contract';
import { editorApi } from '../../save/editorApi';
import type { DesignPanelProps } from '../panels/contract';
import { useModelText } from './i18n/useModelText';
import { useModelLoad } from './useModelLoad';
import './model.css';

/** What a model tile shows (002 §2: thumbnail, name, reference name and category). */
function modelView(model: ModelAsset) {
  const data = model.asset_data ?? model.vt_reference_data;
  return {
    name: model.text ?? data?.name ?? model.id,
    reference: data?.name ?? model.value ?? model.id,
    category: data?.category,
    thumb: data?.thumb,
  };
}

/**
 * 002 §2 Model selector: the prebuild's models (fresh from GET /api/assets/models), the current
 * one first (the design dresses the first model, 001 §7). On a prebuild choosing one makes it
 * current (domain chooseModel) and the viewer loads it, with a progress bar until `loaded`; a
 * creation wears its prebuild's model, so there the list only shows it (docs/decisions.md).
 */
export function ModelPanel({ doc, change }: DesignPanelProps) {
  const t = useModelText();
  const viewer = useEditorViewer();
  const { load, expectLoad } = useModelLoad(viewer);
  const prebuild = doc.kind === 'creation' ? doc.prebuild : doc.item;
  const models = prebuild.models ?? [];
  const ids = models.map((model) => model.id);
  const fresh = useQuery({
    queryKey: ['editor', 'models', ids],
    enabled: ids.length > 0,
    queryFn: () => editorApi.models(ids).then((answer) => answer.data),
  });
  const byId = new Map((fresh.data ?? []).map((model) => [model.id, model]));
  const current = models[0]?.id;
  const canChoose = doc.kind === 'prebuild';

  const choose = (id: string) => {
    if (!canChoose || id === current) return;
    change((draft) => {
      if (draft.kind === 'prebuild' && doc.kind === 'prebuild')
        draft.item.models = chooseModel(doc.item.models ?? [], id) as ModelAsset[];
    }, 'Choose model');
    expectLoad();
  };

  return (
    <section className="model-panel" aria-label={t('models')}>
      <p className="model-panel__hint">{canChoose ? t('intro') : t('creationNote')}</p>
      {load.state === 'loading' && (
        <ProgressBar
          value={load.ratio * 100}
          label={t('loading')}
          start={t('loading')}
          end={t('loadingPercent', { percent: Math.round(load.ratio * 100) })}
        />
      )}
      {load.state === 'loaded' && (
        <p className="model-panel__status" role="status">
          {t('loaded')}
        </p>
      )}
      {load.state === 'failed' && (
        <p className="model-panel__status model-panel__status--failed" role="alert">
          {t('failed')}
        </p>
      )}
      {fresh.isError && <p className="model-panel__hint">{t('refreshFailed')}</p>}
      {models.length === 0 ? (
        <EmptyState title={t('noModels')} level={3} />
      ) : (
        <ul className="model-panel__list" aria-label={t('models')}>
          {models.map((model) => {
            const view = modelView(byId.get(model.id) ?? model);
            const isCurrent = model.id === current;
            return (
              <li key={model.id}>
                <button
                  type="button"
                  className="model-tile"
                  data-model={model.id}
                  aria-pressed={isCurrent}
                  disabled={!canChoose && !isCurrent}
                  aria-disabled={!canChoose || undefined}
                  onClick={() => choose(model.id)}
                >
                  {view.thumb ? (
                    <img
                      className="model-tile__thumb"
                      src={mediaSrc(view.thumb, 100)}
                      srcSet={`${mediaSrc(view.thumb, 100)} 1x, ${mediaSrc(view.thumb, 200)} 2x`}
                      width={100}
                      height={100}
                      alt=""
                    />
                  ) : (
                    <span className="model-tile__thumb" aria-hidden="true" />
                  )}
                  <span className="model-tile__text">
                    <strong>{view.name}</strong>
                    <span>{t('reference', { name: view.reference })}</span>
                    {view.category && <span className="model-tile__category">{view.category}</span>}
                  </span>
                  {isCurrent && (
                    <span className="model-tile__current">
                      <Check aria-hidden="true" />
                      {t('current')}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
