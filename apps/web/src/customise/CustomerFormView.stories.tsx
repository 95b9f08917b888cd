import { message } from '@atelier/domain';
import type { FormAnswerMap } from '@atelier/schema';
import { useTranslation } from '@atelier/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withStorefront } from '../stories-support/storefront';
import type { CustomerFormViewProps } from './contract';
import { CustomerFormView } from './CustomerFormView';
import { demoConfig, demoFields, demoForm, demoMaterials } from './demoForm';

type ViewArgs = Pick<CustomerFormViewProps, 'form' | 'problems' | 'showProblems' | 'mode'> & {
  initialOpen: string | null;
  initialAnswers: FormAnswerMap;
};

function ViewStory({ initialOpen, initialAnswers, ...rest }: ViewArgs) {
  const { i18n } = useTranslation();
  const [answers, setAnswers] = useState(initialAnswers);
  const [open, setOpen] = useState(initialOpen);
  return (
    <div style={{ maxWidth: 400, padding: 16 }}>
      <CustomerFormView
        {...rest}
        answers={answers}
        onAnswer={(id, value) =>
          setAnswers((before) => {
            const next = { ...before };
            if (value === undefined) delete next[id];
            else next[id] = value;
            return next;
          })
        }
        openSection={open}
        onOpenSection={setOpen}
        config={demoConfig}
        materials={demoMaterials}
        language={i18n.language}
      />
    </div>
  );
}

/** The customer form: its sections as disclosures, one open at a time, each with its count. */
const meta = {
  title: 'Customise/Customer form',
  component: ViewStory,
  decorators: [withStorefront],
  args: {
    form: demoForm,
    problems: {},
    showProblems: false,
    mode: 'client',
    initialOpen: 'section_look',
    initialAnswers: { [demoFields.materialSelect.id]: 'jersey-navy', [demoFields.sizeSelect.id]: 'M' },
  },
} satisfies Meta<typeof ViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSectionOpen: Story = {};
export const AllCollapsed: Story = { args: { initialOpen: null } };
export const ProblemsAfterOrdering: Story = {
  args: {
    initialOpen: 'unassigned',
    showProblems: true,
    mode: 'fill',
    problems: {
      [demoFields.text.id]: message('answer.textTooLong', { max: 12 }),
      [demoFields.number.id]: message('answer.number'),
      [demoFields.date.id]: message('answer.dateDisabled'),
    },
    initialAnswers: {},
  },
};
export const NoQuestions: Story = { args: { form: { ...demoForm, fields: [] } } };
