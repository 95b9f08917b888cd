import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withStorefront } from '../../stories-support/storefront';
import { ChoiceList } from './ChoiceList';

/** Native radios and boxes drawn as tiles, in each layout. */
const meta = {
  title: 'Customise/Fields/Choice list',
  component: ChoiceList,
  decorators: [withStorefront],
  args: {
    idPrefix: 'choices',
    choices: [
      { value: 's', label: 'S' },
      { value: 'm', label: 'M' },
      { value: 'l', label: 'L' },
    ],
    selected: ['m'],
    multiple: false,
    onToggle: () => {},
    problem: null,
    layout: 'buttons',
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <div style={{ padding: 16 }}>
        <ChoiceList
          {...args}
          selected={selected}
          onToggle={(value) =>
            setSelected(
              args.multiple
                ? selected.includes(value)
                  ? selected.filter((entry) => entry !== value)
                  : [...selected, value]
                : [value],
            )
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof ChoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {};
export const List: Story = { args: { layout: 'list', multiple: true, selected: ['s', 'l'] } };
export const Swatches: Story = {
  args: {
    layout: 'swatches',
    choices: ['#1c1b19', '#c0392b', '#2e86de'].map((value) => ({
      value,
      label: value,
      media: <span className="cf-swatch" style={{ background: value }} aria-hidden="true" />,
    })),
    selected: ['#c0392b'],
  },
};
