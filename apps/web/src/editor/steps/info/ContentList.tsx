import { addContentLine, removeContentLine, updateContentLine } from '@atelier/domain';
import type { PrebuildContentItem } from '@atelier/schema';
import { Button, TextField } from '@atelier/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useStepsText } from '../i18n';

/** 001 §3 a prebuild's content: lines the producer adds, edits and removes. */
export function ContentList({
  content,
  onChange,
}: {
  content: readonly PrebuildContentItem[];
  onChange: (content: PrebuildContentItem[], label: string) => void;
}) {
  const { t } = useStepsText();
  return (
    <div className="editor-step__section">
      {content.length === 0 ? (
        <p className="editor-step__empty">{t('noContent')}</p>
      ) : (
        <ol className="editor-step__list">
          {content.map((line, index) => (
            // Lines have no id of their own; their place is what the producer edits.
            <li key={index} className="editor-step__list-row">
              <TextField
                label={t('contentLine', { number: index + 1 })}
                value={line.content}
                onChange={(event) =>
                  onChange(updateContentLine(content, index, event.target.value), 'Edit content line')
                }
              />
              <Button
                variant="ghost"
                icon={<Trash2 />}
                aria-label={t('removeContentLine', { number: index + 1 })}
                onClick={() => onChange(removeContentLine(content, index), 'Remove content line')}
              />
            </li>
          ))}
        </ol>
      )}
      <Button icon={<Plus />} onClick={() => onChange(addContentLine(content), 'Add content line')}>
        {t('addContentLine')}
      </Button>
    </div>
  );
}
