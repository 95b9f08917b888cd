import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import type { ChoiceOption } from '@atelier/schema';
import { useState } from 'react';
import { OptionRow } from './OptionRow';
import { WithSettingsTexts } from './test-support/WithSettingsTexts';

function Harness({ initial }: { readonly initial: ChoiceOption }) {
  const [option, setOption] = useState(initial);
  return (
    <WithSettingsTexts>
      {(t) => (
        <ol className="form-settings__rows">
          <OptionRow
            option={option}
            number={1}
            t={t}
            onChange={(next) => (setOption(next), true)}
            onDelete={() => undefined}
          />
        </ol>
      )}
    </WithSettingsTexts>
  );
}

/** One option of a radio or checkbox field with its extra price (002 §3, §5). */
const meta = {
  title: 'Editor/Form/Settings/OptionRow',
  component: Harness,
  decorators: [withStorefront],
  args: {
    initial: {
      id: 'o1',
      text: { en: 'Gold buttons', 'zh-TW': '金色鈕扣' },
      extraPrice: { type: 'fixed', value: 12000 },
    },
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedPrice: Story = {};
export const NoPrice: Story = { args: { initial: { id: 'o2', text: { en: 'Plain' } } } };
