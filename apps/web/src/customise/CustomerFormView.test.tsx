import { message } from '@atelier/domain';
import type { FormAnswerMap, FormAnswerValue } from '@atelier/schema';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import type { CustomerFormViewProps } from './contract';
import { CustomerFormView } from './CustomerFormView';
import { demoConfig, demoFields, demoForm, demoMaterials } from './demoForm';

afterEach(cleanup);

function Harness(props: Partial<CustomerFormViewProps> & { initialOpen?: string | null }) {
  const [answers, setAnswers] = useState<FormAnswerMap>({});
  const [open, setOpen] = useState<string | null>(props.initialOpen ?? null);
  return (
    <CustomerFormView
      form={demoForm}
      answers={answers}
      onAnswer={(id: string, value: FormAnswerValue | undefined) =>
        setAnswers((before) => {
          const next = { ...before };
          if (value === undefined) delete next[id];
          else next[id] = value;
          return next;
        })
      }
      problems={{}}
      showProblems={false}
      mode="client"
      openSection={open}
      onOpenSection={setOpen}
      config={demoConfig}
      materials={demoMaterials}
      language="en"
      {...props}
    />
  );
}

const toggle = (name: RegExp) => screen.getByRole('button', { name });

describe('the customer form view', () => {
  it('shows the sections in order, Unassigned last, one open at a time', async () => {
    await renderApp(<Harness />);
    const buttons = await screen.findAllByRole('button', { expanded: false });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Look0 of 4 answered',
      'Fit and finish0 of 3 answered',
      'Unassigned0 of 5 answered',
    ]);
    fireEvent.click(toggle(/^Look/));
    expect(toggle(/^Look/).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: /Body fabric/ })).toBeTruthy();
    fireEvent.click(toggle(/^Unassigned/));
    expect(toggle(/^Look/).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: /Body fabric/ })).toBeNull();
    expect(screen.getByRole('region', { name: /Unassigned/ })).toBeTruthy();
    fireEvent.click(toggle(/^Unassigned/));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('counts answered questions per section', async () => {
    await renderApp(<Harness initialOpen="section_fit" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'M' }));
    expect(toggle(/^Fit and finish/).textContent).toContain('1 of 3 answered');
  });

  it('shows a problem only once its field was changed here, or all when asked', async () => {
    const problems = {
      [demoFields.text.id]: message('answer.required'),
      [demoFields.number.id]: message('answer.number'),
    };
    const { unmount } = await renderApp(<Harness initialOpen="unassigned" problems={problems} />);
    const box = await screen.findByRole('textbox', { name: 'Name on the back' });
    expect(screen.queryByText('This question needs an answer.')).toBeNull();
    fireEvent.change(box, { target: { value: 'A' } });
    expect(screen.getByText('This question needs an answer.')).toBeTruthy();
    expect(screen.queryByText('Enter a number.')).toBeNull();
    unmount();
    await renderApp(<Harness initialOpen="unassigned" problems={problems} showProblems />);
    expect(await screen.findByText('Enter a number.')).toBeTruthy();
    expect(screen.getByText('This question needs an answer.')).toBeTruthy();
  });

  it("says 'No options available' for a form without questions", async () => {
    await renderApp(<Harness form={{ ...demoForm, fields: [] }} />);
    expect(await screen.findByRole('heading', { name: 'No options available' })).toBeTruthy();
  });

  it('reads the creator titles in the shopper language, the form texts too', async () => {
    await renderApp(<Harness language="zh-TW" />, { language: 'zh-TW' });
    const look = await screen.findByRole('button', { name: /外觀/ });
    expect(within(look).getByText('已回答 0 / 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: /未分配/ })).toBeTruthy();
  });
});
