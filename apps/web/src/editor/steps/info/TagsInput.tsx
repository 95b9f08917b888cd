import { addTag, removeTag } from '@atelier/domain';
import { Button, TextField } from '@atelier/ui';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useStepsText } from '../i18n';

/** Tags as removable chips, with a field that adds one on Enter or with its button. */
export function TagsInput({
  tags,
  onChange,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useStepsText();
  const [text, setText] = useState('');
  const add = () => {
    if (text.trim() === '') return;
    onChange(addTag(tags, text));
    setText('');
  };
  return (
    <div className="editor-step__section">
      {tags.length === 0 ? (
        <p className="editor-step__hint">{t('noTags')}</p>
      ) : (
        <ul className="editor-step__chips" aria-label={t('tags')}>
          {tags.map((tag) => (
            <li key={tag} className="editor-step__chip">
              <span>{tag}</span>
              <button
                type="button"
                className="editor-step__chip-remove"
                aria-label={t('removeTag', { tag })}
                onClick={() => onChange(removeTag(tags, tag))}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="editor-step__list-row editor-step__list-row--wrap">
        <TextField
          label={t('newTag')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button icon={<Plus />} onClick={add} aria-disabled={text.trim() === ''}>
          {t('addTag')}
        </Button>
      </div>
    </div>
  );
}
