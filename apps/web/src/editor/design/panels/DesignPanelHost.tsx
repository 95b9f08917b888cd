import { message } from '@atelier/domain';
import { Button, EmptyState, Skeleton } from '@atelier/ui';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useMessage } from '../../../i18n/storefrontI18n';
import { useEditorText } from '../../i18n/editorI18n';
import type { EditorTextKey } from '../../i18n/keys';
import type { DesignPanel, DesignPanelProps } from './contract';
import { usePanelModule } from './usePanelModule';

/**
 * One design panel in place of the Design step's content (001 §2): 'Back to design' above it,
 * progress while its chunk and texts load, a retry when they cannot.
 */
export function DesignPanelHost({ panel, ...props }: DesignPanelProps & { readonly panel: DesignPanel }) {
  const m = useMessage();
  const text = useEditorText();
  const [attempt, setAttempt] = useState(0);
  const load = usePanelModule(panel, attempt);
  return (
    <div className="editor-design-panel" data-panel={panel}>
      <div className="editor-design-panel__bar">
        <Button variant="ghost" size="sm" onClick={props.back} className="editor-design-panel__back">
          <ArrowLeft aria-hidden="true" />
          {m(message('editor.backToDesign'))}
        </Button>
        <h2
          className={
            load.state === 'ready' && load.module.hasOwnHeading
              ? 'editor-visually-hidden'
              : 'editor-step__title editor-design-panel__title'
          }
          id="editor-step-design"
        >
          {text(`design.${panel}` as EditorTextKey)}
        </h2>
      </div>
      {load.state === 'loading' && (
        <div className="editor-design-panel__loading" aria-busy="true">
          <Skeleton height={240} />
        </div>
      )}
      {load.state === 'failed' && (
        <EmptyState
          title={text('design.panelFailed')}
          action={<Button onClick={() => setAttempt((n) => n + 1)}>{text('design.retry')}</Button>}
        />
      )}
      {load.state === 'ready' && <load.module.Panel {...props} />}
    </div>
  );
}
