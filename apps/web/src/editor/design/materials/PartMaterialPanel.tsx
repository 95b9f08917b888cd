import type { MaterialAsset } from '@atelier/schema';
import {
  creatorAllowedMaterials,
  groupOfPart,
  message,
  setPartDefaultMaterial,
  setPartMaterials,
  withMaterialAssets,
} from '@atelier/domain';
import { Button, EmptyState } from '@atelier/ui';
import { ArrowLeft, Check, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import type { ChangeDocument, EditorDocument } from '../../contract';
import { useMaterialsText } from './i18n/useMaterialsText';
import { MaterialLibraryDialog } from './MaterialLibraryDialog';
import { MaterialThumb } from './MaterialThumb';
import { materialsById, prebuildOf, viewOf } from './materialView';
import { SelectedMaterialListDialog } from './SelectedMaterialListDialog';

export interface PartMaterialPanelProps {
  readonly doc: EditorDocument;
  readonly change: ChangeDocument;
  readonly partId: string;
  readonly onBack: () => void;
}

/**
 * 002 §2 Part material panel: the part's selectable materials (choosing one makes it the part's
 * default, which the viewer shows within a frame) and the 'Edit Selectable Material' tile: the
 * producer's library on a prebuild, the prebuild's allowed materials on a creation (002 §6).
 */
export function PartMaterialPanel({ doc, change, partId, onBack }: PartMaterialPanelProps) {
  const m = useMessage();
  const t = useMaterialsText();
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const config = doc.item.combination_config;
  const part = config.parts.find((entry) => entry.value === partId);
  if (!part) return null;
  const materials = materialsById(doc);
  const group = groupOfPart(config, part.value);
  // 002 §6: on a creation only what the prebuild allows can be chosen.
  const allowed =
    doc.kind === 'creation'
      ? creatorAllowedMaterials(
          doc.prebuild.combination_config,
          part.value,
          (doc.prebuild.materials ?? []).map((material) => material.id),
        )
      : null;
  const choices = part.materials.filter((id) => allowed === null || allowed.includes(id));

  const choose = (materialId: string) =>
    change((draft) => {
      draft.item.combination_config = setPartDefaultMaterial(config, part.value, materialId);
    }, 'Choose material');

  const confirm = (ids: readonly string[], assets: readonly MaterialAsset[]) => {
    change((draft) => {
      if (draft.kind === 'prebuild' && doc.kind === 'prebuild') {
        // Library materials join the prebuild, so the viewer can draw them and the save connects them.
        draft.item.materials = withMaterialAssets(doc.item.materials ?? [], assets) as MaterialAsset[];
      }
      draft.item.combination_config = setPartMaterials(config, part.value, ids);
    }, 'Edit selectable materials');
    setEditing(false);
  };

  return (
    <section className="materials-part" aria-labelledby="materials-part-title">
      <Button variant="ghost" size="sm" onClick={onBack} className="materials-back">
        <ArrowLeft aria-hidden="true" />
        {t('backToParts')}
      </Button>
      <h3 className="materials-heading" id="materials-part-title" tabIndex={-1} ref={heading}>
        {part.text}
      </h3>
      {group && <p className="materials-note">{t('linkedNote', { group: group.name })}</p>}
      {doc.kind === 'creation' && <p className="materials-hint">{t('creatorLimited')}</p>}
      <h4 className="materials-subheading">{t('selectable')}</h4>
      <p className="materials-hint">{t('chooseHint')}</p>
      {choices.length === 0 && <EmptyState title={m(message('empty.noOptions'))} level={3} />}
      <ul className="materials-grid" aria-label={t('selectable')}>
        {choices.map((id) => {
          const material = viewOf(materials, id)!;
          const current = part.default === id;
          return (
            <li key={id}>
              <button
                type="button"
                className="materials-tile"
                data-material={id}
                aria-pressed={current}
                disabled={group !== null}
                onClick={() => choose(id)}
              >
                <MaterialThumb thumb={material.thumb} size={100} />
                <span className="materials-tile__text">
                  <strong className="materials-tile__name">{material.name}</strong>
                  {material.category && <span className="materials-tile__category">{material.category}</span>}
                </span>
                {current && (
                  <span className="materials-badge materials-badge--current">
                    <Check aria-hidden="true" />
                    {t('current')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="materials-tile materials-tile--edit"
            onClick={() => setEditing(true)}
          >
            <span className="materials-thumb materials-thumb--icon" data-size={100} aria-hidden="true">
              <Pencil />
            </span>
            <span className="materials-tile__text">
              <strong className="materials-tile__name">{m(message('material.editSelectable'))}</strong>
            </span>
          </button>
        </li>
      </ul>
      {editing && doc.kind === 'prebuild' && (
        <MaterialLibraryDialog
          producer={doc.item.producer?.at_name ?? doc.item.models?.[0]?.producer?.at_name ?? null}
          known={prebuildOf(doc).materials ?? []}
          chosen={part.materials}
          onClose={() => setEditing(false)}
          onConfirm={confirm}
        />
      )}
      {editing && doc.kind === 'creation' && (
        <SelectedMaterialListDialog
          allowed={(allowed ?? []).map((id) => viewOf(materials, id)!)}
          chosen={part.materials}
          onClose={() => setEditing(false)}
          onConfirm={(ids) => confirm(ids, [])}
        />
      )}
    </section>
  );
}
