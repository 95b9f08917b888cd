import { message } from '@atelier/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoFields } from '../demoForm';
import { renderField } from './renderField';

/** A native radio or box takes Space as a click: focus it and press it. */
const press = (control: HTMLElement) => {
  control.focus();
  expect(document.activeElement).toBe(control);
  fireEvent.click(control);
};

afterEach(cleanup);

const REQUIRED = 'This question needs an answer.';

describe('002 §3 the answer inputs', () => {
  it('materialSelect: thumbnails at 100 and 200 px, answered and cleared', async () => {
    const { written } = await renderField({ ...demoFields.materialSelect, required: false });
    const navy = await screen.findByRole('radio', { name: /Cotton jersey, navy/ });
    const image = navy.closest('label')?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/assets/materials/jersey-navy/thumb.webp');
    press(navy);
    expect((navy as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear answer' }));
    expect(written).toEqual(['jersey-navy', undefined]);
  });

  it('shows the problem at the field, read with the control', async () => {
    await renderField(demoFields.materialSelect, { problem: message('answer.required') });
    const problem = await screen.findByText(REQUIRED);
    const radio = screen.getByRole('radio', { name: /optic white/ });
    expect(radio.getAttribute('aria-invalid')).toBe('true');
    expect(radio.getAttribute('aria-describedby')).toContain(problem.id);
    expect(screen.getByRole('group', { name: /Body fabric/ })).toBeTruthy();
  });

  it('partSelect: toggle is boxes named by their display names, exclusive is radios', async () => {
    const { written, unmount } = await renderField(demoFields.partSelect);
    press(await screen.findByRole('checkbox', { name: 'Left arm' }));
    press(screen.getByRole('checkbox', { name: 'Front' }));
    press(screen.getByRole('checkbox', { name: 'Left arm' }));
    expect(written).toEqual([['sleeve_left'], ['sleeve_left', 'front'], ['front']]);
    unmount();
    const exclusive = await renderField({ ...demoFields.partSelect, selectionMode: 'exclusive' });
    press(await screen.findByRole('radio', { name: 'Back' }));
    expect(exclusive.written).toEqual([['back']]);
  });

  it('sizeSelect: a size chart in the field units, a size chosen', async () => {
    const { written } = await renderField(demoFields.sizeSelect, { problem: message('answer.required') });
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Measurements in cm', { exact: false })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /M 102 71/ })).toBeTruthy();
    press(screen.getByRole('radio', { name: 'L' }));
    expect(written).toEqual(['L']);
  });

  it('variationSelect and colorwaySelect: their options, or the 002 §8 text when none', async () => {
    const { written, unmount } = await renderField(demoFields.variationSelect);
    press(await screen.findByRole('radio', { name: 'Long sleeves' }));
    expect(written).toEqual(['long']);
    unmount();
    const none = await renderField({ ...demoFields.colorwaySelect, options: [] });
    expect(
      await screen.findByText('No colorways available. Create colorways in the Design panel first.'),
    ).toBeTruthy();
    none.unmount();
    await renderField({ ...demoFields.variationSelect, options: [] });
    expect(
      await screen.findByText('No variations available. Create variations in the Design panel first.'),
    ).toBeTruthy();
  });

  it('option: extra prices as +HK$ and +%, Other with its own text', async () => {
    const { written } = await renderField(demoFields.option);
    expect(await screen.findByText('+HK$ 12.00')).toBeTruthy();
    expect(screen.getByText('+10%')).toBeTruthy();
    press(screen.getByRole('radio', { name: /Curved hem/ }));
    press(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your own answer' }), {
      target: { value: 'Raw edge' },
    });
    expect(written).toEqual(['curved', undefined, 'Raw edge']);
    expect((screen.getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear answer' }));
    expect(written.at(-1)).toBeUndefined();
  });

  it('checkbox: at maxSelections the other boxes are disabled, with a hint', async () => {
    const { written } = await renderField(demoFields.checkbox);
    expect(await screen.findByText('Choose up to 2.')).toBeTruthy();
    press(screen.getByRole('checkbox', { name: /Woven neck label/ }));
    press(screen.getByRole('checkbox', { name: /Chest pocket/ }));
    expect((screen.getByRole('checkbox', { name: /Gift wrap/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('You have chosen 2, the most this question allows.')).toBeTruthy();
    press(screen.getByRole('checkbox', { name: /Woven neck label/ }));
    expect((screen.getByRole('checkbox', { name: /Gift wrap/ }) as HTMLInputElement).disabled).toBe(false);
    expect(written).toEqual([['label'], ['label', 'pocket'], ['pocket']]);
  });

  it('number: min, max and step, the price range that applies, cleared when emptied', async () => {
    const { written } = await renderField(demoFields.number, {
      problem: message('answer.numberMax', { max: 50 }),
    });
    const box = await screen.findByRole('spinbutton', { name: 'Team size' });
    expect(box.getAttribute('min')).toBe('1');
    expect(box.getAttribute('max')).toBe('50');
    expect(screen.getByText('Enter 50 or less.')).toBeTruthy();
    fireEvent.change(box, { target: { value: '12' } });
    expect(screen.getByText('Price for this amount: +5%')).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    expect(written).toEqual([12, undefined]);
  });

  it('text: a counter against maxLength and the placeholder', async () => {
    const { written } = await renderField(demoFields.text, {
      problem: message('answer.textTooLong', { max: 12 }),
    });
    const box = await screen.findByRole('textbox', { name: 'Name on the back' });
    expect(box.getAttribute('placeholder')).toBe('e.g. CHAN 7');
    expect(box.getAttribute('maxlength')).toBe('12');
    expect(screen.getByText('Use at most 12 characters.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'CHAN 7' } });
    expect(screen.getByText('6 / 12 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    expect(written).toEqual(['CHAN 7', undefined]);
  });

  it('date: shown in the field format, a disabled date refused with the message', async () => {
    const { written, container } = await renderField(demoFields.date);
    await screen.findByText('Wanted by');
    const box = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(box.getAttribute('min')).toBe('2026-12-01');
    fireEvent.change(box, { target: { value: '2027-01-15' } });
    expect(screen.getByText('Chosen date: 15/01/2027')).toBeTruthy();
    fireEvent.change(box, { target: { value: '2026-12-25' } });
    expect(screen.getByText('This date is not available.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '' } });
    expect(written).toEqual(['2027-01-15', undefined]);
  });

  it('colorSelect: the field colours then the palette, and the colour picker', async () => {
    const { written } = await renderField(demoFields.colorSelect, { problem: message('answer.colour') });
    expect(await screen.findByText('Choose a colour.')).toBeTruthy();
    press(screen.getByRole('radio', { name: 'Sand' }));
    press(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.input(screen.getByLabelText('Your own colour'), { target: { value: '#123456' } });
    expect(written).toEqual(['#d4a373', '#2e86de', '#123456']);
  });
});

describe('002 §3, §5 the decal input', () => {
  const sixMegabytes = () => new File([new Uint8Array(6 * 1024 * 1024)], 'photo.png', { type: 'image/png' });

  it('refuses a 6 MB file with the verbatim text and uploads nothing', async () => {
    const uploadImage = vi.fn(async () => '/api/img/original/x');
    const { written } = await renderField(demoFields.decalLayerConfig, { uploadImage });
    const input = (await screen.findByText('Upload your own image')).querySelector(
      'input',
    ) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [sixMegabytes()] } });
    expect(
      await screen.findByText('File size is too large, please upload a file smaller than 5MB'),
    ).toBeTruthy();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(written).toEqual([]);
  });

  it('uploads an accepted file (the original when conversion fails) and answers its url', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let finish: (url: string) => void = () => {};
    const uploadImage = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { written } = await renderField(demoFields.decalLayerConfig, { uploadImage });
    const input = (await screen.findByText('Upload your own image')).querySelector(
      'input',
    ) as HTMLInputElement;
    const file = new File([new Uint8Array(64)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('status')).textContent).toContain('Uploading your image…');
    finish('/api/img/original/logo');
    expect(((await screen.findByRole('radio', { name: 'logo.png' })) as HTMLInputElement).checked).toBe(true);
    expect(uploadImage).toHaveBeenCalledWith(file, 'logo.png');
    expect(written).toEqual([{ url: '/api/img/original/logo', name: 'logo.png' }]);
    warn.mockRestore();
  });

  it('chooses an artwork, adds a text with its colour, and says why there is no upload', async () => {
    const { written } = await renderField(demoFields.decalLayerConfig, { problem: message('image.invalidUrlOrFile') });
    expect(await screen.findByText('Sign in to upload your own image.')).toBeTruthy();
    expect(screen.getByText('Invalid URL or file')).toBeTruthy();
    press(screen.getByRole('radio', { name: 'Sunburst' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Text on the design/ }), {
      target: { value: 'HI' },
    });
    press(screen.getByRole('radio', { name: '#c0392b' }));
    expect(written.at(-1)).toEqual({
      url: '/assets/decals/sunburst.png',
      name: 'Sunburst',
      text: { value: 'HI', color: '#c0392b' },
    });
  });

  it("says 'Failed to load image' when an artwork does not load", async () => {
    const { container } = await renderField(demoFields.decalLayerConfig);
    await screen.findByRole('radio', { name: 'Sunburst' });
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(await screen.findByText('Failed to load image')).toBeTruthy();
  });
});
