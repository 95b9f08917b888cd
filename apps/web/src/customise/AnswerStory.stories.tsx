import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../stories-support/storefront';
import { AnswerStory } from './AnswerStory';
import { demoFields } from './demoForm';

/** The stories' harness: a field's input keeping its own answer. */
const meta = {
  title: 'Customise/Answer story harness',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.text },
} satisfies Meta<typeof AnswerStory>;

export default meta;
export const Text: StoryObj<typeof meta> = {};
