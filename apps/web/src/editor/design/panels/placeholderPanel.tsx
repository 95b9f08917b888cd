import { EmptyState } from '@atelier/ui';
import { useEditorText } from '../../i18n/editorI18n';
import type { DesignPanelModule } from './contract';

function ComingPanel() {
  const text = useEditorText();
  return <EmptyState title={text('design.panelComing')} />;
}

/** A panel whose folder is not built yet: it says so, and never opens a broken panel. */
export function placeholderPanel(namespace: string): DesignPanelModule {
  return {
    Panel: ComingPanel,
    loadCatalogue: () => Promise.resolve({ namespace, texts: {}, messages: {} }),
  };
}
