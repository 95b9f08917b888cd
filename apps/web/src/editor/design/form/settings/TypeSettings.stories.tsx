import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import type { Field } from '@atelier/schema';
import { useState } from 'react';
import { fieldOf, hoodieConfig, hoodieMaterials } from './test-support/fixtures';
import { WithSettingsTexts } from './test-support/WithSettingsTexts';
import { TypeSettings } from './TypeSettings';

function Harness({ initial }: { readonly initial: Field }) {
  const [field, setField] = useState(initial);
  return (
    <WithSettingsTexts>
      {(t) => (
        <TypeSettings
          field={field}
          t={t}
          config={hoodieConfig()}
          materials={hoodieMaterials()}
          kind="prebuild"
          commit={(next) => (setField(next), true)}
        />
      )}
    </WithSettingsTexts>
  );
}

/** 002 §3 the settings of the field's type alone (each type has its own stories too). */
const meta = {
  title: 'Editor/Form/Settings/TypeSettings',
  component: Harness,
  decorators: [withStorefront],
  args: { initial: fieldOf('sizeSelect') },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SizeSelect: Story = {};
export const Text: Story = { args: { initial: fieldOf('text') } };
