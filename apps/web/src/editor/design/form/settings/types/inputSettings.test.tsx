import type { ColorSelectField, DateField, NumberField, TextField } from '@atelier/schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { describedBy } from '../test-support/describedBy';
import { fieldOf } from '../test-support/fixtures';
import { renderSettings } from '../test-support/renderSettings';

afterEach(cleanup);

describe('number settings (002 §3, §5)', () => {
  it('takes a step of at least 0.01 (default 1) and keeps min under max', async () => {
    const view = await renderSettings(fieldOf('number'));
    const step = screen.getByLabelText('Step');
    expect(step).toHaveProperty('value', '1');
    await userEvent.clear(step);
    await userEvent.type(step, '0.001');
    expect(describedBy(step)).toBe('Please enter a value of at least 0.01');
    expect(view.latest<NumberField>().step).toBe(1);
    await userEvent.type(screen.getByLabelText('Maximum'), '10');
    const min = screen.getByLabelText('Minimum');
    await userEvent.type(min, '20');
    expect(describedBy(min)).toBe('The minimum must not be above the maximum');
    expect(view.latest<NumberField>()).toMatchObject({ max: 10, step: 1 });
    expect(view.latest<NumberField>().min).toBe(2);
  });

  it('adds price ranges whose bounds are at least 0, a fixed value kept in cents', async () => {
    const view = await renderSettings(fieldOf('number'));
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const row = within(screen.getByRole('listitem', { name: 'Row 1' }));
    const end = row.getByLabelText('To');
    await userEvent.clear(end);
    await userEvent.type(end, '-5');
    expect(describedBy(end)).toBe('Please enter a value of at least 0');
    await userEvent.clear(end);
    await userEvent.type(end, '10');
    const value = row.getByLabelText('Value');
    await userEvent.clear(value);
    await userEvent.type(value, '2.5');
    expect(view.latest<NumberField>().priceRanges).toEqual([
      { id: 'range_1', rangeStart: 0, rangeEnd: 10, type: 'fixed', value: 250 },
    ]);
    await userEvent.selectOptions(row.getByLabelText('Type'), 'percentage');
    expect(view.latest<NumberField>().priceRanges[0]).toMatchObject({ type: 'percentage', value: 2.5 });
  });
});

describe('text settings (002 §3, §5)', () => {
  it('takes a max length of at least 1 and a placeholder per language', async () => {
    const view = await renderSettings(fieldOf('text'));
    const max = screen.getByLabelText('Max length');
    await userEvent.type(max, '0');
    expect(describedBy(max)).toContain('Please enter a value of at least 1');
    await userEvent.clear(max);
    await userEvent.type(max, '40');
    expect(view.latest<TextField>().maxLength).toBe(40);
    await userEvent.type(screen.getByLabelText('Placeholder (English)'), 'Your initials');
    expect(view.latest<TextField>().placeholder).toEqual({ en: 'Your initials' });
  });
});

describe('date settings (002 §3, §5)', () => {
  it('offers the four date formats, YYYY-MM-DD by default', async () => {
    const view = await renderSettings(fieldOf('date'));
    const format = screen.getByLabelText('Date format');
    expect(
      within(format)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'DD-MM-YYYY']);
    expect(format).toHaveProperty('value', 'YYYY-MM-DD');
    await userEvent.selectOptions(format, 'DD/MM/YYYY');
    expect(view.latest<DateField>().dateFormat).toBe('DD/MM/YYYY');
  });

  it('keeps disabled dates one per line; a line that is not a date is named and nothing kept', async () => {
    const view = await renderSettings(fieldOf('date'));
    const box = screen.getByLabelText('Disabled dates');
    await userEvent.type(box, '2026-12-25{Enter}2026-02-30');
    expect(describedBy(box)).toBe(
      'One per line, written YYYY-MM-DD These lines are not dates written YYYY-MM-DD: 2026-02-30',
    );
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(view.latest<DateField>().disabledDates).toEqual(['2026-12-25']);
    await userEvent.clear(box);
    await userEvent.type(box, '2026-12-25{Enter}2026-12-26');
    expect(view.latest<DateField>().disabledDates).toEqual(['2026-12-25', '2026-12-26']);
  });

  it('keeps the earliest date before the latest', async () => {
    const view = await renderSettings(fieldOf('date', { maxDate: '2026-06-01' }));
    const min = screen.getByLabelText('Earliest date');
    await userEvent.type(min, '2026-07-01');
    expect(describedBy(min)).toBe('The earliest date must not be after the latest date');
    expect(view.latest<DateField>().minDate).toBeUndefined();
  });
});

describe('colorSelect settings (002 §3)', () => {
  it('edits colour options in the object editor for a custom palette, #rrggbb only', async () => {
    const view = await renderSettings(fieldOf('colorSelect'));
    expect(screen.getByLabelText('Palette')).toHaveProperty('value', 'default');
    expect(screen.queryByRole('group', { name: 'Colour options' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Palette'), 'custom');
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const colour = screen.getByLabelText('Colour (#rrggbb)');
    await userEvent.clear(colour);
    await userEvent.type(colour, 'red');
    expect(describedBy(colour)).toBe('Please enter a colour written #rrggbb');
    await userEvent.clear(colour);
    await userEvent.type(colour, '#c8102e');
    await userEvent.type(screen.getByLabelText('Label'), 'Racing red');
    expect(view.latest<ColorSelectField>()).toMatchObject({
      paletteType: 'custom',
      colorOptions: [{ value: '#c8102e', label: 'Racing red' }],
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show colour picker' }));
    expect(view.latest<ColorSelectField>().showColorPicker).toBe(true);
  });
});
