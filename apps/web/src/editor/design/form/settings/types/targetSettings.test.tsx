import type {
  MaterialSelectField,
  PartSelectField,
  VariationSelectField,
  ColorwaySelectField,
} from '@atelier/schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyConfig, fieldOf, hoodieMaterials } from '../test-support/fixtures';
import { renderSettings } from '../test-support/renderSettings';

afterEach(cleanup);

const targets = () => within(screen.getByRole('group', { name: 'Target parts' }));

describe('materialSelect settings (002 §3, §4)', () => {
  it('shows the defaults: categories fabric, leather, metal, preview on, upload off, grid', async () => {
    await renderSettings(fieldOf('materialSelect'), { materials: hoodieMaterials() });
    expect(screen.getByLabelText('Material categories')).toHaveProperty('value', 'fabric, leather, metal');
    expect(screen.getByRole('checkbox', { name: 'Show preview' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Allow custom upload' })).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Display mode')).toHaveProperty('value', 'grid');
    expect(screen.getByText('Choose target parts to see the materials they allow.')).toBeTruthy();
  });

  it('offers the target parts’ allowed materials; a different target clears the chosen ones', async () => {
    const view = await renderSettings(fieldOf('materialSelect'), { materials: hoodieMaterials() });
    await userEvent.click(targets().getByRole('checkbox', { name: 'Hood' }));
    const options = within(screen.getByRole('group', { name: 'Material options' }));
    expect(options.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Polar fleece · fabric',
      'Nappa leather · leather',
    ]);
    await userEvent.click(options.getByRole('checkbox', { name: /Nappa leather/ }));
    expect(view.latest<MaterialSelectField>().materialOptions).toEqual(['leather']);
    await userEvent.click(targets().getByRole('checkbox', { name: 'Body' }));
    expect(view.latest<MaterialSelectField>()).toMatchObject({
      targetParts: ['body', 'hood'],
      materialOptions: [],
    });
  });

  it("says 'No parts available. …' verbatim when the design has no parts", async () => {
    await renderSettings(fieldOf('materialSelect'), { config: emptyConfig() });
    expect(
      screen.getByText('No parts available. Make sure your combination_config.parts is properly configured.'),
    ).toBeTruthy();
  });
});

describe('partSelect settings (002 §3, §4, §5)', () => {
  it('names checked parts; unchecking a part drops its display name', async () => {
    const view = await renderSettings(fieldOf('partSelect'));
    expect(screen.getByLabelText('Selection mode')).toHaveProperty('value', 'toggle');
    await userEvent.click(targets().getByRole('checkbox', { name: 'Hood' }));
    await userEvent.type(screen.getByLabelText('Display name of Hood'), 'Big hood');
    expect(view.latest<PartSelectField>().partDisplayNames).toEqual({ hood: 'Big hood' });
    await userEvent.click(targets().getByRole('checkbox', { name: 'Hood' }));
    expect(view.latest<PartSelectField>()).toMatchObject({ targetParts: [], partDisplayNames: {} });
    expect(screen.queryByLabelText('Display name of Hood')).toBeNull();
  });

  it('ignores invalid JSON in the variations box and keeps the last valid value', async () => {
    const view = await renderSettings(fieldOf('partSelect'));
    const box = screen.getByLabelText('Variations (JSON)');
    await userEvent.click(box);
    await userEvent.paste('{"short": ["body"]}');
    expect(view.latest<PartSelectField>().variations).toEqual({ short: ['body'] });
    await userEvent.type(box, ',');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid JSON is ignored; the last valid value is kept.')).toBeTruthy();
    expect(view.latest<PartSelectField>().variations).toEqual({ short: ['body'] });
  });
});

describe('variationSelect settings (002 §3, §4)', () => {
  it('copies the chosen variation’s options and offers them as the default', async () => {
    const view = await renderSettings(fieldOf('variationSelect'));
    await userEvent.selectOptions(screen.getByLabelText('Target variation'), 'variant_hood');
    expect(view.latest<VariationSelectField>().options).toEqual([
      { value: 'with_hood', label: 'With hood' },
      { value: 'no_hood', label: 'Without hood' },
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Default option'), 'no_hood');
    expect(view.latest<VariationSelectField>().defaultValue).toBe('no_hood');
    await userEvent.selectOptions(screen.getByLabelText('Default option'), '');
    expect(view.latest<VariationSelectField>().defaultValue).toBeUndefined();
  });

  it("says 'No variations available. …' verbatim when the design has none", async () => {
    await renderSettings(fieldOf('variationSelect'), { config: emptyConfig() });
    expect(
      screen.getByText('No variations available. Create variations in the Design panel first.'),
    ).toBeTruthy();
  });
});

describe('colorwaySelect settings (002 §3, §4)', () => {
  it('copies the chosen colorway’s options as value and label pairs', async () => {
    const view = await renderSettings(fieldOf('colorwaySelect'));
    expect(screen.getByText('No options available')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Target colorway'), 'group_ember');
    expect(view.latest<ColorwaySelectField>()).toMatchObject({
      targetColorway: 'group_ember',
      options: [
        { value: 'red', label: 'Ember red' },
        { value: 'black', label: 'Night black' },
      ],
    });
    expect(screen.getByText('Night black')).toBeTruthy();
  });

  it("says 'No colorways available. …' verbatim when the design has none", async () => {
    await renderSettings(fieldOf('colorwaySelect'), { config: emptyConfig() });
    expect(
      screen.getByText('No colorways available. Create colorways in the Design panel first.'),
    ).toBeTruthy();
  });
});
