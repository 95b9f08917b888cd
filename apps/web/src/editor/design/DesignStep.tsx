import { isColorwayBlockVisible, isVariationBlockVisible } from '@atelier/domain';
import { Box, Layers, Palette, Shapes, Sparkles, Sun } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StepProps } from '../contract';
import { useEditorText } from '../i18n/editorI18n';
import type { EditorTextKey } from '../i18n/keys';
import { useEditor } from '../store/EditorStoreContext';
import { designCounts } from '../viewer/designOf';
import { DESIGN_PANELS, type DesignPanel } from './panels/contract';
import { DesignPanelHost } from './panels/DesignPanelHost';

export { DESIGN_PANELS, type DesignPanel } from './panels/contract';

const ICONS: Record<DesignPanel, ReactNode> = {
  model: <Box />,
  materials: <Palette />,
  colorways: <Layers />,
  variations: <Shapes />,
  decals: <Sparkles />,
  scene: <Sun />,
};

/**
 * 001 §2 Design: a summary of the design and an entry per panel that says what it holds
 * (counts from the document); an entry opens its panel in place (docs/editor.md).
 */
export function DesignStep({ doc, change }: StepProps) {
  const text = useEditorText();
  const open = useEditor((state) => state.designPanel);
  const openPanel = useEditor((state) => state.openDesignPanel);
  if (open) return <DesignPanelHost panel={open} doc={doc} change={change} back={() => openPanel(null)} />;
  const counts = designCounts(doc);
  // 002 §6: with no permission to add and none to show, a creation hides the block.
  const config = doc.item.combination_config;
  const hidden: Partial<Record<DesignPanel, boolean>> = {
    colorways: !isColorwayBlockVisible(config, doc.kind),
    variations: !isVariationBlockVisible(config, doc.kind),
  };
  const prebuild = doc.kind === 'creation' ? doc.prebuild : doc.item;
  const model = prebuild.models?.[0];
  const holds: Record<DesignPanel, string> = {
    model: model?.text ?? model?.value ?? (model ? text('design.modelHolds') : text('design.noModel')),
    materials: text('design.materialsHolds', { count: counts.materials, parts: counts.parts }),
    colorways: text('design.colorwaysHolds', { count: counts.groups }),
    variations: text('design.variationsHolds', { count: counts.variations }),
    decals: text('design.decalsHolds', { count: counts.decals }),
    scene: text('design.sceneHolds'),
  };
  return (
    <div className="editor-design">
      <h2 className="editor-step__title">{text('design.summary')}</h2>
      <dl className="editor-design__summary">
        <div>
          <dt>{text('review.parts')}</dt>
          <dd className="price">{counts.parts}</dd>
        </div>
        <div>
          <dt>{text('review.materials')}</dt>
          <dd className="price">{counts.materials}</dd>
        </div>
        <div>
          <dt>{text('review.decals')}</dt>
          <dd className="price">{counts.decals}</dd>
        </div>
      </dl>
      <h3 className="editor-design__panels-title">{text('design.panels')}</h3>
      <ul className="editor-design__panels" aria-label={text('design.panels')}>
        {DESIGN_PANELS.filter((panel) => !hidden[panel]).map((panel) => (
          <li key={panel}>
            <button
              type="button"
              className="editor-design__panel"
              data-panel={panel}
              onClick={() => openPanel(panel)}
            >
              <span className="editor-design__icon" aria-hidden="true">
                {ICONS[panel]}
              </span>
              <span className="editor-design__text">
                <strong>{text(`design.${panel}` as EditorTextKey)}</strong>
                <span>{holds[panel]}</span>
              </span>
              <ChevronRight className="editor-design__open" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
