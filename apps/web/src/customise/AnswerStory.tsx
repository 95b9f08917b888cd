import type { Message } from '@atelier/domain';
import type { Field, FormAnswerValue } from '@atelier/schema';
import { useTranslation } from '@atelier/ui';
import { useState } from 'react';
import { demoConfig, demoMaterials } from './demoForm';
import { FieldInput } from './fields/FieldInput';

export interface AnswerStoryProps {
  readonly field: Field;
  readonly value?: FormAnswerValue;
  readonly problem?: Message | null;
  /** A stand-in for the image API: answers the picture itself as a data-less object URL. */
  readonly canUpload?: boolean;
}

const storyUpload = (image: Blob) => Promise.resolve(URL.createObjectURL(image));

/** One field's answer input for the stories, holding its answer as the form would. */
export function AnswerStory({ field, value, problem = null, canUpload = false }: AnswerStoryProps) {
  const { i18n } = useTranslation();
  const [answer, setAnswer] = useState<FormAnswerValue | undefined>(value);
  return (
    <div style={{ maxWidth: 400, padding: 16 }}>
      <FieldInput
        field={field}
        value={answer}
        onChange={setAnswer}
        problem={problem}
        idPrefix={`story-${field.id}`}
        config={demoConfig}
        materials={demoMaterials}
        language={i18n.language}
        {...(canUpload ? { uploadImage: storyUpload } : {})}
      />
    </div>
  );
}
