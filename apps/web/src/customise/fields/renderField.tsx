import type { Message, PrintGuardSetup } from '@atelier/domain';
import type { CombinationConfig, Field, FormAnswerValue } from '@atelier/schema';
import { useState } from 'react';
import { renderApp } from '../../test/render';
import { demoConfig, demoMaterials } from '../demoForm';
import { FieldInput } from './FieldInput';

/** A field's input with its answer kept as the form would; the answers it wrote, in order. */
export async function renderField(
  field: Field,
  options: {
    value?: FormAnswerValue;
    problem?: Message | null;
    uploadImage?: (image: Blob, name: string) => Promise<string>;
    language?: string;
    config?: CombinationConfig;
    printGuard?: PrintGuardSetup;
  } = {},
) {
  const written: (FormAnswerValue | undefined)[] = [];
  function Harness() {
    const [value, setValue] = useState<FormAnswerValue | undefined>(options.value);
    return (
      <FieldInput
        field={field}
        value={value}
        onChange={(next) => {
          written.push(next);
          setValue(next);
        }}
        problem={options.problem ?? null}
        idPrefix="q"
        config={options.config ?? demoConfig}
        materials={demoMaterials}
        language={options.language ?? 'en'}
        {...(options.uploadImage ? { uploadImage: options.uploadImage } : {})}
        {...(options.printGuard ? { printGuard: options.printGuard } : {})}
      />
    );
  }
  const view = await renderApp(<Harness />, { language: options.language ?? 'en' });
  return { ...view, written };
}
