import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import type { Field } from '@atelier/schema';
import { useState } from 'react';
import { CommonSettings } from './CommonSettings';
import { fieldOf } from './test-support/fixtures';
import { WithSettingsTexts } from './test-support/WithSettingsTexts';

function Harness({ initial }: { readonly initial: Field }) {
  const [field, setField] = useState(initial);
  return (
    <WithSettingsTexts>
      {(t) => <CommonSettings field={field} t={t} commit={(next) => (setField(next), true)} />}
    </WithSettingsTexts>
  );
}

/** 002 §3 the common settings: title and subtitle per language, 'Add a language', required. */
const meta = {
  title: 'Editor/Form/Settings/CommonSettings',
  component: Harness,
  decorators: [withStorefront],
  args: { initial: fieldOf('text') },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishAndChinese: Story = {};

/** A title held as a plain string (002 §3: multilingual or string) reads as English. */
export const PlainStringTitle: Story = { args: { initial: fieldOf('text', { title: 'Monogram' }) } };
