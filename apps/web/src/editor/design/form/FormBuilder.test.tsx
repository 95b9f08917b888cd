import { emptyCombinationConfig, MESSAGES_EN } from '@atelier/domain';
import { FIELD_TYPES, type Form } from '@atelier/schema';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AtelierViewer } from '@atelier/embed';
import { creationDocument } from '../../steps/test-support/fixtures';
import { renderPanel } from '../panels/test-support/renderPanel';
import * as scene from '../scene/index';

afterEach(cleanup);

type View = Awaited<ReturnType<typeof renderPanel>>;
const formOf = (view: View): Form => view.latest().item.combination_config.form;
const history = (view: View) => view.store.temporal.getState().pastStates.length;

/** A creation whose form holds `form`'s sections and fields. */
const withForm = (form: Partial<Form>) =>
  creationDocument({
    combination_config: { ...emptyCombinationConfig(), form: { ...emptyCombinationConfig().form, ...form } },
  });
const section = (id: string, en: string) => ({ id, title: { en }, collapsed: false, items: [] });
const textField = (id: string, title: string, sectionId?: string) => ({
  id,
  type: 'text' as const,
  title,
  required: false,
  ...(sectionId ? { sectionId } : {}),
});

async function openBuilder(doc = creationDocument()) {
  const view = await renderPanel(scene, doc);
  await userEvent.click(screen.getByRole('button', { name: /^Form/ }));
  await screen.findByText('Form Builder');
  return view;
}

describe('the form builder (002 §2, §4, §5)', () => {
  it('shows the top bar, the toolbar and the empty state in the document’s words', async () => {
    await openBuilder();
    const builder = screen.getByTestId('scene-form');
    expect(builder.textContent).toContain('New feature');
    expect(builder.textContent).toContain("Applies only to the 'Made to order' sales type");
    expect(screen.getByText('No sections or questions yet')).toBeTruthy();
    expect(screen.getByText('Create a section or add questions to get started')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fill Mode' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Add Section' })).toBeTruthy();
    const types = within(screen.getByRole('combobox', { name: 'Add a question' })).getAllByRole('option');
    expect(types).toHaveLength(FIELD_TYPES.length + 1);
    expect(types.map((option) => option.textContent)).toContain('Single choice');
  });

  it("adds sections titled 'Section N', each one undo step", async () => {
    const view = await openBuilder();
    const before = history(view);
    await userEvent.click(screen.getByRole('button', { name: 'Add Section' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(formOf(view).sections.map((each) => each.title.en)).toEqual(['Section 1', 'Section 2']);
    expect(formOf(view).sections[0]?.id).toMatch(/^section_\d+_/);
    expect(history(view)).toBe(before + 2);
    expect(screen.getByRole('button', { name: 'Section 2' })).toBeTruthy();
  });

  it("a question from the top bar goes to a new 'General Questions' section when there is none", async () => {
    const view = await openBuilder();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Add a question' }), 'option');
    expect(formOf(view).sections[0]?.title.en).toBe('General Questions');
    expect(formOf(view).sections[0]?.id).toMatch(/^section_default_\d+$/);
    expect(formOf(view).fields[0]).toMatchObject({ type: 'option', sectionId: formOf(view).sections[0]?.id });
    expect(screen.getByRole('button', { name: 'Move Untitled question' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'General Questions' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('renames a section: double click and Enter confirms, Escape cancels, blank is ignored', async () => {
    const view = await openBuilder(withForm({ sections: [section('section_a', 'Fit')] }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Fit' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Section title' }),
      '{Control>}a{/Control}Sizing{Enter}',
    );
    expect(formOf(view).sections[0]?.title.en).toBe('Sizing');

    await userEvent.click(screen.getByRole('button', { name: 'Rename Sizing' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Section title' }),
      '{Control>}a{/Control}Nope{Escape}',
    );
    expect(formOf(view).sections[0]?.title.en).toBe('Sizing');

    const before = history(view);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Sizing' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Section title' }),
      '{Control>}a{/Control}{Backspace}   {Enter}',
    );
    expect(formOf(view).sections[0]?.title.en).toBe('Sizing');
    expect(history(view)).toBe(before);
  });

  it('asks before removing a section with questions, in the exact words with N; they move to Unassigned', async () => {
    const view = await openBuilder(
      withForm({
        sections: [section('section_a', 'Fit'), section('section_b', 'Empty')],
        fields: [textField('field_1', 'Name', 'section_a'), textField('field_2', 'Note', 'section_a')],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Empty' }));
    expect(formOf(view).sections.map((each) => each.id)).toEqual(['section_a']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Fit' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'This section contains 2 question(s). Are you sure you want to remove it? Questions will be moved to "Unassigned".',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(formOf(view).sections).toEqual([]);
    expect(formOf(view).fields.every((field) => field.sectionId === undefined)).toBe(true);
    expect(await screen.findByRole('heading', { name: MESSAGES_EN['form.unassigned'] })).toBeTruthy();
  });

  it("deletes a question after 'Are you sure you want to delete this field?'", async () => {
    const view = await openBuilder(
      withForm({
        sections: [section('section_a', 'Fit')],
        fields: [textField('field_1', 'Name', 'section_a')],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Name' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this field?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(formOf(view).fields).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Name' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(formOf(view).fields).toEqual([]);
  });

  it('reorders sections and moves questions between sections by keyboard', async () => {
    const view = await openBuilder(
      withForm({
        sections: [section('section_a', 'Fit'), section('section_b', 'Style')],
        fields: [textField('field_1', 'Name', 'section_a')],
      }),
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move section Fit' }), {
      key: 'ArrowDown',
      altKey: true,
    });
    expect(formOf(view).sections.map((each) => each.id)).toEqual(['section_b', 'section_a']);
    // Style is first now: Name (in Fit) moves up into Style's list.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Name' }), { key: 'ArrowUp', altKey: true });
    expect(formOf(view).fields[0]?.sectionId).toBe('section_b');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('form-sections'))
          .getAllByRole('listitem')
          .map((item) => item.dataset.section ?? item.dataset.field)
          .filter(Boolean),
      ).toEqual(['section_b', 'field_1', 'section_a']),
    );
  });

  it('Fill Mode blocks editing and gives the design back when it ends', async () => {
    const view = await openBuilder(
      withForm({
        sections: [section('section_a', 'Fit')],
        fields: [textField('field_1', 'Name', 'section_a')],
      }),
    );
    const design = view.latest().item.combination_config;
    const fill = screen.getByRole('button', { name: 'Fill Mode' });
    await userEvent.click(fill);
    expect(fill.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add Section' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Add a question' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete Name' })).toBeNull();
    expect(formOf(view).sections[0]?.collapsed).toBe(true);
    await userEvent.click(fill);
    expect(fill.getAttribute('aria-pressed')).toBe('false');
    expect(view.latest().item.combination_config).toEqual(design);
    expect(screen.getByRole('button', { name: 'Delete Name' })).toBeTruthy();
  });

  it('leaving the builder in Fill Mode restores the design; undoing Fill Mode on ends it', async () => {
    const view = await openBuilder(withForm({ sections: [section('section_a', 'Fit')] }));
    const design = view.latest().item.combination_config;
    await userEvent.click(screen.getByRole('button', { name: 'Fill Mode' }));
    view.store.temporal.getState().undo();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Fill Mode' }).getAttribute('aria-pressed')).toBe('false'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fill Mode' }));
    expect(formOf(view).sections[0]?.collapsed).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Back to scene settings' }));
    expect(view.latest().item.combination_config).toEqual(design);
  });

  it('a save in Fill Mode first leaves it: the creator’s design is saved, not the answered one', async () => {
    const view = await openBuilder(withForm({ sections: [section('section_a', 'Fit')] }));
    const design = view.latest().item.combination_config;
    expect(view.store.getState().leaveFillMode).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fill Mode' }));
    expect(formOf(view).sections[0]?.collapsed).toBe(true);
    // What useEditorSave calls before it reads the document to save.
    act(() => view.store.getState().leaveFillMode?.());
    expect(view.latest().item.combination_config).toEqual(design);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Fill Mode' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(view.store.getState().leaveFillMode).toBeNull();
  });

  it('saves, updates and removes a section’s camera view from the viewer', async () => {
    const camera = {
      position: [1, 2, 3] as [number, number, number],
      target: [0, 1, 0] as [number, number, number],
    };
    const viewer = {
      getCameraPosRot: async () => ({ ...camera, rotation: [0, 0, 0], fov: 75 }),
      setCameraTransform: async () => camera,
    } as unknown as AtelierViewer;
    const view = await renderPanel(scene, withForm({ sections: [section('section_a', 'Fit')] }), { viewer });
    await userEvent.click(screen.getByRole('button', { name: /^Form/ }));
    expect(await screen.findByText('No camera view')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save camera view' }));
    await waitFor(() => expect(formOf(view).sections[0]?.cameraTransform).toEqual(camera));
    expect(screen.getByText('Camera view saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update camera view' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove camera view' }));
    expect(formOf(view).sections[0]?.cameraTransform).toBeUndefined();
  });

  it('a question’s preview answers as the creator: the answer becomes its default', async () => {
    const view = await openBuilder(
      withForm({
        sections: [section('section_a', 'Fit')],
        fields: [textField('field_1', 'Name', 'section_a')],
      }),
    );
    const preview = screen.getByRole('button', { name: 'Preview Name' });
    await userEvent.click(preview);
    expect(preview.getAttribute('aria-pressed')).toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(formOf(view).answers).toEqual({ current: { field_1: 'A' }, defaults: { field_1: 'A' } });
    const edit = screen.getByRole('button', { name: 'Edit Name' });
    await userEvent.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
  });

  it('Preview as shopper hides the toolbar and the builder bar', async () => {
    await openBuilder(withForm({ sections: [section('section_a', 'Fit')] }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview as shopper' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByText('Form Builder')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fill Mode' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Preview as shopper' }));
    expect(screen.getByRole('toolbar', { name: 'Form tools' })).toBeTruthy();
  });

  it('speaks the current language (Traditional Chinese)', async () => {
    await renderPanel(scene, creationDocument(), { language: 'zh-TW' });
    await userEvent.click(screen.getByRole('button', { name: /^表單|^Form/ }));
    expect(await screen.findByText('表單建立工具')).toBeTruthy();
    expect(screen.getByText('尚無區段或問題')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增區段' })).toBeTruthy();
  });
});
