import type { DecalLayerConfigField, SizeSelectField } from '@atelier/schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../test-support/fixtures';
import { describedBy } from '../test-support/describedBy';
import { renderSettings } from '../test-support/renderSettings';

afterEach(cleanup);

const errorOf = describedBy;

describe('decalLayerConfig settings (002 §3, §5)', () => {
  it('shows the defaults: 5 MB, jpg png svg, no overlay, the upload endpoint read-only', async () => {
    await renderSettings(fieldOf('decalLayerConfig'));
    expect(screen.getByLabelText('Max file size (MB)')).toHaveProperty('value', '5');
    const formats = within(screen.getByRole('group', { name: 'Allowed formats' }));
    expect(
      formats
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['jpg', 'png', 'svg']);
    expect(formats.getByRole('checkbox', { name: 'webp' })).toHaveProperty('checked', false);
    const endpoint = screen.getByLabelText('Upload endpoint');
    expect(endpoint).toHaveProperty('value', '/api/upload/decal');
    expect(endpoint).toHaveProperty('readOnly', true);
    expect(screen.queryByLabelText('Max text length')).toBeNull();
  });

  it('keeps the max file size within 1 to 50 MB, with the message at the input', async () => {
    const view = await renderSettings(fieldOf('decalLayerConfig'));
    const size = screen.getByLabelText('Max file size (MB)');
    await userEvent.clear(size);
    await userEvent.type(size, '51');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(size)).toBe('Please enter a value of at most 50');
    expect(view.latest<DecalLayerConfigField>().maxFileSize).toBe(5);
    await userEvent.clear(size);
    await userEvent.type(size, '0');
    expect(errorOf(size)).toBe('Please enter a value of at least 1');
    await userEvent.clear(size);
    await userEvent.type(size, '20');
    expect(view.latest<DecalLayerConfigField>().maxFileSize).toBe(20);
    expect(size.getAttribute('aria-invalid')).toBeNull();
  });

  it('targets a placed decal and previews only urls starting with http', async () => {
    const view = await renderSettings(fieldOf('decalLayerConfig'));
    await userEvent.selectOptions(screen.getByLabelText('Target decal'), 'decal_chest');
    expect(view.latest<DecalLayerConfigField>().targetDecalId).toBe('decal_chest');
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Flame');
    const url = screen.getByLabelText('URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'decals/flame.png');
    expect(view.latest<DecalLayerConfigField>().urlOptions).toEqual([
      { name: 'Flame', url: 'decals/flame.png' },
    ]);
    expect(screen.queryByRole('img', { name: 'Flame' })).toBeNull();
    await userEvent.clear(url);
    expect(errorOf(url)).toBe('Please enter a URL');
    await userEvent.type(url, 'https://cdn.example/flame.png');
    expect(screen.getByRole('img', { name: 'Flame' }).getAttribute('src')).toBe(
      'https://cdn.example/flame.png',
    );
  });

  it('sets the text overlay’s fonts, colours and max length (default 50)', async () => {
    const view = await renderSettings(fieldOf('decalLayerConfig'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Allow text overlay' }));
    expect(screen.getByLabelText('Max text length')).toHaveProperty('value', '50');
    await userEvent.type(screen.getByLabelText('Fonts'), 'Inter, Noto Serif');
    const colours = screen.getByLabelText('Colours (#rrggbb)');
    await userEvent.type(colours, '#ff0000, red');
    expect(errorOf(colours)).toContain('Please enter a colour written #rrggbb');
    expect(view.latest<DecalLayerConfigField>().textOverlayOptions).toEqual({
      fonts: ['Inter', 'Noto Serif'],
      colors: ['#ff0000'],
      maxLength: 50,
    });
  });
});

describe('sizeSelect settings (002 §3, §5)', () => {
  it('offers XS to XL, a standard chart in cm by default', async () => {
    await renderSettings(fieldOf('sizeSelect'));
    expect(screen.getAllByLabelText('Value').map((input) => (input as HTMLInputElement).value)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
    ]);
    expect(screen.getByLabelText('Size chart')).toHaveProperty('value', 'standard');
    expect(screen.getByLabelText('Measurement units')).toHaveProperty('value', 'cm');
  });

  it('keeps a size’s measurements from valid JSON and ignores invalid JSON', async () => {
    const view = await renderSettings(fieldOf('sizeSelect'));
    const box = screen.getByLabelText('Measurements of M (JSON)');
    await userEvent.click(box);
    await userEvent.paste('{"chest": 96}');
    expect(view.latest<SizeSelectField>().availableSizes[2]).toEqual({
      value: 'M',
      label: 'M',
      measurements: { chest: 96 },
    });
    await userEvent.type(box, '}');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(box);
    await userEvent.paste('["not", "measurements"]');
    expect(view.latest<SizeSelectField>().availableSizes[2]?.measurements).toEqual({ chest: 96 });
  });
});
