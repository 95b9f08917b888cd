import { renameKeyAction } from '@atelier/domain';
import { Button } from '@atelier/ui';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useBuilder } from './builderContext';

/**
 * 002 §4 renaming a section: double click on the title or the rename button; Enter confirms,
 * Escape cancels, a blank title is ignored (the domain keeps the old one).
 */
export function SectionTitle({
  sectionId,
  title,
  expanded,
}: {
  sectionId: string;
  title: string;
  expanded: boolean;
}) {
  const builder = useBuilder();
  const { t, blocked } = builder;
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (draft !== null) input.current?.select();
  }, [draft !== null]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once, on opening
  const start = () => {
    if (!blocked) setDraft(title);
  };
  const finish = (confirm: boolean) => {
    if (confirm && draft !== null) builder.renameSection(sectionId, draft);
    setDraft(null);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  if (draft !== null) {
    return (
      <input
        ref={input}
        className="form-section__rename"
        aria-label={t('sectionTitle')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          const action = renameKeyAction(event.key);
          if (action === null) return;
          event.preventDefault();
          finish(action === 'confirm');
        }}
        onBlur={() => finish(true)}
      />
    );
  }
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="form-section__toggle"
        aria-expanded={expanded}
        onClick={() => builder.toggleSection(sectionId)}
        onDoubleClick={start}
      >
        {title}
      </button>
      <Button
        size="sm"
        variant="ghost"
        icon={<Pencil aria-hidden="true" />}
        aria-label={t('renameSection', { section: title })}
        disabled={blocked}
        onClick={start}
      />
    </>
  );
}
