import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from './test-support/fixtures';
import { renderSettings } from './test-support/renderSettings';

afterEach(cleanup);

describe('field settings: the common settings (002 §3)', () => {
  it('shows the title and subtitle in English and Traditional Chinese, and required', async () => {
    await renderSettings(fieldOf('text'));
    expect(screen.getByLabelText('Title (English)')).toHaveProperty('value', 'Your choice');
    expect(screen.getByLabelText('Title (繁體中文)')).toHaveProperty('value', '你的選擇');
    expect(screen.getByLabelText('Subtitle (English)')).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: 'Required' })).toHaveProperty('checked', false);
  });

  it('edits a title per language and the required toggle, handing the whole field back', async () => {
    const view = await renderSettings(fieldOf('text'));
    const zh = screen.getByLabelText('Title (繁體中文)');
    await userEvent.clear(zh);
    await userEvent.type(zh, '尺寸');
    expect(view.latest().title).toEqual({ en: 'Your choice', 'zh-TW': '尺寸' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Required' }));
    expect(view.latest().required).toBe(true);
    expect(view.latest().type).toBe('text');
  });

  it('adds one of the other six languages', async () => {
    const view = await renderSettings(fieldOf('text'));
    const add = screen.getByLabelText('Add a language');
    expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a language', '简体中文', '日本語', '한국어', 'Русский', 'Deutsch', 'Français']);
    await userEvent.selectOptions(add, 'ja');
    await userEvent.type(screen.getByLabelText('Subtitle (日本語)'), 'お好みで');
    expect(view.latest().subtitle).toEqual({ en: '', ja: 'お好みで' });
  });

  it('is all disabled in Fill Mode', async () => {
    await renderSettings(fieldOf('checkbox'), { disabled: true });
    // The browser disables every control inside a disabled fieldset.
    const controls = [
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('checkbox'),
      ...screen.getAllByRole('button'),
    ];
    for (const control of controls) expect(control.closest('fieldset[disabled]')).not.toBeNull();
  });

  it('speaks the current language', async () => {
    await renderSettings(fieldOf('text'), { language: 'zh-TW' });
    expect(await screen.findByRole('checkbox', { name: '必填' })).toBeTruthy();
  });
});
