import {
  addPlacedDecal,
  addPlacedDecalMask,
  bindPlacedDecal,
  canAddPlacedDecal,
  canEditDecalLimit,
  canEditPlacedDecal,
  decalCanvasParts,
  decalSettingLabel,
  decalsOnPart,
  deletePlacedDecal,
  limitSetOnPrebuild,
  message,
  placePlacedDecal,
  printGuardSetup,
  removePlacedDecalMask,
  renamePlacedDecal,
  replacePlacedDecalImage,
  setFreeDecal,
  setPlacedDecalColor,
  setPlacedDecalLimit,
  setPlacedDecalOffset,
  toggleDecalPartHidden,
  toggleDefaultDecalPart,
  type DecalUploadContext,
  type PrintGuardSetup,
} from '@atelier/domain';
import type { CombinationConfig, PlacedDecal, Vec2 } from '@atelier/schema';
import { Button, ConfirmDialog, Select } from '@atelier/ui';
import { Crosshair, ImagePlus, Pencil, Replace, Settings2, SquareDashed, Trash2, Wrench } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import { useEditorViewer, type EditorDocument } from '../../contract';
import { useEditor } from '../../store/EditorStoreContext';
import type { DesignPanelProps } from '../panels/contract';
import { AiImageButton } from './AiImageButton';
import { DecalOptionsDialog } from './DecalOptionsDialog';
import { DecalViewerOverlay } from './DecalViewerOverlay';
import { DefaultPartDialog } from './DefaultPartDialog';
import { FineTune } from './FineTune';
import { PrintResolutionNote } from './PrintResolutionNote';
import { LayerList } from './LayerList';
import { UvCanvas, type GesturePhase, type LayerPlacement } from './UvCanvas';
import { useDecalsText } from './i18n/useDecalsText';
import { prepareDecalImage } from '../../../lib/decal-image/prepareDecalImage';
import { useFrameBatch } from './useFrameBatch';
import './decals.css';

const configOf = (doc: EditorDocument): CombinationConfig => doc.item.combination_config;
const prebuildConfigOf = (doc: EditorDocument): CombinationConfig =>
  doc.kind === 'creation' ? doc.prebuild.combination_config : doc.item.combination_config;

/** Issue 20: the print method and areas of the document's prebuild and its producer's DPI floor. */
const printGuardOf = (doc: EditorDocument): PrintGuardSetup | null => {
  const prebuild = doc.kind === 'creation' ? doc.prebuild : doc.item;
  const print = prebuild.extra_option.print;
  return print && print.areas.length > 0 ? printGuardSetup(print, prebuild.producer?.print_dpi_floor) : null;
};

const ACCEPT: Record<DecalUploadContext, string> = {
  uploadBlock: 'image/png,image/jpeg',
  replaceLayer: 'image/png,image/jpeg',
  addLayer: 'image/png,image/jpeg,image/webp',
};

type FileTarget = { kind: 'add' } | { kind: 'replace'; id: string } | { kind: 'mask'; id: string };

const newDecalId = () => `decal_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * 002 §2 the decal panel: 'Design' with the wrench's options, the layer list, the part
 * (canvas) selector with 'Default Part Management', the UV canvas, the layer operations
 * and fine-tune; on the 3D view, the handles and placing by a click (docs/editor.md).
 * Its layers are the design's placed decals on the chosen part.
 */
export function DecalPanel({ doc, change }: DesignPanelProps) {
  const t = useDecalsText();
  const m = useMessage();
  const viewer = useEditorViewer();
  const beginGesture = useEditor((state) => state.beginGesture);
  const endGesture = useEditor((state) => state.endGesture);
  const changeUntracked = useEditor((state) => state.changeUntracked);
  const config = configOf(doc);
  const prebuildConfig = prebuildConfigOf(doc);
  const printGuard = printGuardOf(doc);
  const editType = doc.kind;

  const parts = decalCanvasParts(config);
  const [chosenPart, setChosenPart] = useState<string | null>(null);
  const part =
    chosenPart !== null && parts.includes(chosenPart)
      ? chosenPart
      : config.decals.setup.default_part_key && parts.includes(config.decals.setup.default_part_key)
        ? config.decals.setup.default_part_key
        : (parts[0] ?? null);
  const partName = (value: string) => config.parts.find((p) => p.value === value)?.text || value;

  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A layer being dragged (UV canvas or 3D handle) is drawn from here until the drag ends: the
  // document changes once, at the end (one undo step), not on every frame.
  const [live, setLive] = useState<{ id: string; fields: Partial<PlacedDecal> } | null>(null);
  const layersOnPart = part ? decalsOnPart(config, part) : [];
  // While a 3D handle drags the selected decal, it is drawn where the viewer has it.
  const layers = live
    ? layersOnPart.map((decal) => (decal.value === live.id ? { ...decal, ...live.fields } : decal))
    : layersOnPart;
  const selected = layers.find((decal) => decal.value === selectedId) ?? null;
  const canEdit = useCallback((decal: PlacedDecal) => canEditPlacedDecal(decal, editType), [editType]);
  const selectedEditable = selected !== null && canEdit(selected);
  const canAdd = part !== null && canAddPlacedDecal(editType, config, prebuildConfig);

  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [partsOpen, setPartsOpen] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileTarget, setFileTarget] = useState<FileTarget>({ kind: 'add' });

  /** Every change of the panel: a domain operation on the edited item's combination_config. */
  const changeConfig = useCallback(
    (operation: (config: CombinationConfig) => CombinationConfig, label: string) =>
      change((draft) => {
        draft.item.combination_config = operation(
          draft.item.combination_config as CombinationConfig,
        ) as never;
      }, label),
    [change],
  );

  /**
   * A UV-canvas drag reaches the viewer directly, one small patch per frame (the decal's
   * placement only), and the panel draws it from local state: the document (its history, the
   * draft, the frame's unsaved check) changes once, when the drag ends.
   */
  const viewerBatch = useFrameBatch<{ id: string; fields: Partial<PlacedDecal> }>(({ id, fields }) => {
    const update = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    viewer?.patchDesign({ decals: { placed: { update: [{ value: id, ...update }] } } }).catch(() => {});
  });

  const onGesture = (id: string, phase: GesturePhase, placement: LayerPlacement) => {
    if (phase === 'start') return;
    const moved = placePlacedDecal(config, id, placement).decals.placed.find((decal) => decal.value === id);
    if (!moved) return;
    if (phase === 'move') {
      const fields: Partial<PlacedDecal> = {
        position: moved.position,
        scale: moved.scale,
        rotation: moved.rotation,
        maskPosition: moved.maskPosition,
        maskScale: moved.maskScale,
        maskRotation: moved.maskRotation,
      };
      setLive({ id, fields });
      viewerBatch.push({ id, fields });
      return;
    }
    viewerBatch.flush();
    setLive(null);
    changeConfig((c) => placePlacedDecal(c, id, placement), 'Move decal');
  };

  const onSliderGesture = useCallback(
    (phase: 'start' | 'end') => (phase === 'start' ? beginGesture() : endGesture()),
    [beginGesture, endGesture],
  );

  const nudge = useCallback(
    (id: string, by: Vec2) =>
      changeConfig((c) => {
        const decal = c.decals.placed.find((entry) => entry.value === id);
        return decal
          ? placePlacedDecal(c, id, { position: { x: decal.position.x + by.x, y: decal.position.y + by.y } })
          : c;
      }, 'Move decal'),
    [changeConfig],
  );

  const chooseFile = (target: FileTarget) => {
    setAlert(null);
    setFileTarget(target);
    const input = fileInput.current;
    if (!input) return;
    input.accept = ACCEPT[target.kind === 'add' || target.kind === 'mask' ? 'addLayer' : 'replaceLayer'];
    input.value = '';
    input.click();
  };

  const addLayer = async (url: string) => {
    if (!part) return;
    const id = newDecalId();
    // A new decal goes where the view looks at the chosen part, when the viewer can say.
    const front = viewer ? await viewer.spawnAtFront({ part }).catch(() => null) : null;
    const placement = front && front.part === part ? { position: front.uv, world_position: front.point } : {};
    changeConfig((c) => addPlacedDecal(c, id, part, url, placement), 'Add decal');
    setSelectedId(id);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const target = fileTarget;
    setAlert(null);
    setBusy(true);
    try {
      const prepared = await prepareDecalImage(file, target.kind === 'replace' ? 'replaceLayer' : 'addLayer');
      if (!prepared.ok) {
        setAlert(m(prepared.message));
        return;
      }
      if (target.kind === 'add') await addLayer(prepared.dataUrl);
      else if (target.kind === 'replace')
        changeConfig((c) => replacePlacedDecalImage(c, target.id, prepared.dataUrl), 'Replace decal image');
      else changeConfig((c) => addPlacedDecalMask(c, target.id, prepared.dataUrl), 'Add mask');
    } finally {
      setBusy(false);
    }
  };

  const onPlaced = (hit: { part: string; uv: Vec2; point: { x: number; y: number; z: number } } | null) => {
    setPlacing(false);
    if (!hit || !selected) return;
    const id = selected.value;
    changeConfig(
      (c) =>
        placePlacedDecal(bindPlacedDecal(c, id, hit.part), id, {
          position: hit.uv,
          world_position: hit.point,
        }),
      'Place decal',
    );
    if (hit.part !== part) setChosenPart(hit.part);
  };

  const onHandleKey = (handle: 'rotate' | 'scale' | 'pan', direction: 1 | -1) => {
    if (!selected) return;
    const step = 0.025 * direction;
    const placement: LayerPlacement =
      handle === 'rotate'
        ? { rotation: selected.rotation + 5 * direction }
        : handle === 'scale'
          ? { scale: { x: selected.scale.x + step, y: selected.scale.y + step } }
          : { position: { x: selected.position.x + step, y: selected.position.y } };
    changeConfig((c) => placePlacedDecal(c, selected.value, placement), 'Move decal');
  };

  const limitReadOnly =
    selected !== null &&
    !canEditDecalLimit(
      editType,
      editType === 'creation' && limitSetOnPrebuild(selected.value, prebuildConfig),
    );

  if (config.parts.length === 0) {
    return <p className="decals-layers__empty">{m(message('empty.noParts'))}</p>;
  }

  return (
    <div className="decals-panel" data-testid="decals-panel">
      <div className="decals-header">
        <h3 className="decals-header__title">{m(message('decal.header'))}</h3>
        <Button
          variant="ghost"
          size="sm"
          icon={<Wrench />}
          aria-label={t('options')}
          title={t('options')}
          data-testid="decals-options"
          onClick={() => setOptionsOpen(true)}
        />
      </div>

      <div className="decals-canvas-bar">
        <Select
          label={t('canvas')}
          value={part ?? ''}
          options={parts.map((value) => ({ value, label: partName(value) }))}
          onChange={(value) => {
            setChosenPart(value);
            setSelectedId(null);
          }}
        />
        <Button
          size="sm"
          icon={<Settings2 />}
          onClick={() => setPartsOpen(true)}
          data-testid="decals-default-part-management"
        >
          {m(message('decal.defaultPartManagement'))}
        </Button>
      </div>

      <section className="decals-section" aria-labelledby="decals-layers-title">
        <div className="decals-section__bar">
          <h4 id="decals-layers-title" className="decals-section__title">
            {t('layers')}
          </h4>
          <div className="decals-section__actions">
            <AiImageButton
              label={t('aiImage')}
              disabled={!canAdd || busy}
              onApply={(url) => void addLayer(url)}
            />
            <Button
              size="sm"
              variant="primary"
              icon={<ImagePlus />}
              disabled={!canAdd || busy}
              loading={busy}
              onClick={() => chooseFile({ kind: 'add' })}
              data-testid="decals-add"
            >
              {t('addImage')}
            </Button>
          </div>
        </div>
        {!canAdd && part && <p className="decals-muted">{t('cannotAdd')}</p>}
        <p className="decals-muted decals-hint">{m(message('decal.uploadHint'))}</p>
        {busy && (
          <p className="decals-muted" role="status">
            {t('preparing')}
          </p>
        )}
        {alert && (
          <p className="decals-alert" role="alert" data-testid="decals-alert">
            {alert}
          </p>
        )}
        <input
          ref={fileInput}
          type="file"
          hidden
          data-testid="decals-file"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <LayerList
          t={t}
          layers={layers}
          selectedId={selectedId}
          renamingId={renamingId}
          emptyText={m(message('empty.noLayers'))}
          canEdit={canEdit}
          onSelect={setSelectedId}
          onStartRename={setRenamingId}
          onRename={(id, name) => {
            setRenamingId(null);
            if (name !== null) changeConfig((c) => renamePlacedDecal(c, id, name), 'Rename decal');
          }}
        />
        {selected && (
          <div className="decals-layer-actions" role="group" aria-label={selected.text || selected.value}>
            <Button
              size="sm"
              icon={<Pencil />}
              disabled={!selectedEditable}
              onClick={() => setRenamingId(selected.value)}
            >
              {t('rename')}
            </Button>
            <Button
              size="sm"
              icon={<Replace />}
              disabled={!selectedEditable || busy}
              onClick={() => chooseFile({ kind: 'replace', id: selected.value })}
              data-testid="decals-replace"
            >
              {t('replaceImage')}
            </Button>
            {selected.maskUrl ? (
              <Button
                size="sm"
                icon={<SquareDashed />}
                disabled={!selectedEditable}
                onClick={() => changeConfig((c) => removePlacedDecalMask(c, selected.value), 'Remove mask')}
                data-testid="decals-remove-mask"
              >
                {t('removeMask')}
              </Button>
            ) : (
              <Button
                size="sm"
                icon={<SquareDashed />}
                disabled={!selectedEditable || busy}
                onClick={() => chooseFile({ kind: 'mask', id: selected.value })}
                data-testid="decals-add-mask"
              >
                {t('addMask')}
              </Button>
            )}
            {viewer && (
              <Button
                size="sm"
                icon={<Crosshair />}
                aria-pressed={placing}
                disabled={!selectedEditable}
                onClick={() => setPlacing((on) => !on)}
                data-testid="decals-place"
              >
                {placing ? t('cancel') : t('placeOnGarment')}
              </Button>
            )}
            <Button
              size="sm"
              variant="danger"
              icon={<Trash2 />}
              disabled={!selectedEditable}
              onClick={() => setDeleting(selected.value)}
              data-testid="decals-delete"
            >
              {t('delete')}
            </Button>
          </div>
        )}
        {selected && !selectedEditable && <p className="decals-muted">{t('readOnlyLayer')}</p>}
      </section>

      {part && (
        <UvCanvas
          t={t}
          partName={partName(part)}
          layers={layers}
          selectedId={selectedId}
          editable={canEdit}
          onSelect={setSelectedId}
          onGesture={onGesture}
          onNudge={nudge}
        />
      )}

      {selected && (
        <FineTune
          t={t}
          decal={selected}
          disabled={!selectedEditable}
          onGesture={onSliderGesture}
          onPlace={(placement) =>
            changeConfig((c) => placePlacedDecal(c, selected.value, placement), 'Fine-tune decal')
          }
          onOffset={(offset) =>
            changeConfig((c) => setPlacedDecalOffset(c, selected.value, offset), 'Fine-tune decal')
          }
          onColor={(color) =>
            changeConfig((c) => setPlacedDecalColor(c, selected.value, color), 'Decal colour')
          }
        />
      )}
      {selected && printGuard && <PrintResolutionNote t={t} decal={selected} guard={printGuard} />}

      {viewer && (
        <DecalViewerOverlay
          t={t}
          viewer={viewer}
          decal={selectedEditable ? selected : null}
          part={part}
          placing={placing}
          onPlaced={onPlaced}
          onLive={(fields) => setLive(fields && selected ? { id: selected.value, fields } : null)}
          onDone={(result) =>
            selected && changeConfig((c) => placePlacedDecal(c, selected.value, result), 'Move decal')
          }
          onWorld={(world) =>
            selected &&
            changeUntracked((draft) => {
              draft.item.combination_config = placePlacedDecal(
                draft.item.combination_config as CombinationConfig,
                selected.value,
                { world_position: world },
              ) as never;
            })
          }
          onKey={onHandleKey}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle')}
        message={m(message('decal.confirmDeleteLayer'))}
        confirmLabel={t('delete')}
        danger
        onConfirm={() => {
          const id = deleting;
          setDeleting(null);
          if (!id) return;
          changeConfig((c) => deletePlacedDecal(c, id), 'Delete decal');
          setSelectedId(null);
        }}
      />
      <DecalOptionsDialog
        t={t}
        open={optionsOpen}
        onOpenChange={setOptionsOpen}
        settingLabel={m(decalSettingLabel(editType))}
        limitLabel={m(message('decal.limitCreator'))}
        freeDecal={config.decals.setup.free_decal}
        onFreeDecal={(count) =>
          changeConfig(
            (c) => ({ ...c, decals: { ...c.decals, setup: setFreeDecal(c.decals.setup, count) } }),
            'Decal setting',
          )
        }
        decal={selected}
        limitReadOnly={limitReadOnly || !selectedEditable}
        onLimit={(enabled, limit) =>
          selected &&
          changeConfig((c) => setPlacedDecalLimit(c, selected.value, enabled, limit), 'Decal area limit')
        }
      />
      <DefaultPartDialog
        t={t}
        title={m(message('decal.defaultPartManagement'))}
        open={partsOpen}
        onOpenChange={setPartsOpen}
        parts={config.parts}
        setup={config.decals.setup}
        disabled={false}
        onToggleDefault={(value) =>
          changeConfig(
            (c) => ({ ...c, decals: { ...c.decals, setup: toggleDefaultDecalPart(c.decals.setup, value) } }),
            'Default decal part',
          )
        }
        onToggleHidden={(value) =>
          changeConfig(
            (c) => ({ ...c, decals: { ...c.decals, setup: toggleDecalPartHidden(c.decals.setup, value) } }),
            'Decal part shown',
          )
        }
      />
    </div>
  );
}
