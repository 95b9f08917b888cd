import { addPartToVariant, addVariant, addVariantOption, setVariantOptionPartVisible } from '@atelier/domain';
import type { CombinationConfig } from '@atelier/schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { creationWith, designConfig, prebuildWith } from '../colorways/test-support/designFixtures';
import { renderPanel } from '../panels/test-support/renderPanel';
import * as variations from './index';

afterEach(cleanup);

const config = (doc: { item: { combination_config: CombinationConfig } }) => doc.item.combination_config;
const hood = (doc: { item: { combination_config: CombinationConfig } }) =>
  config(doc).parts.find((part) => part.value === 'part_hood')!;

/** A variation 'Hood' on the hood with options With hood (shows it) and Hoodless (hides it). */
function withHoodVariant(overrides: Partial<CombinationConfig['variant'][number]> = {}): CombinationConfig {
  let next = addVariant(designConfig(), { id: 'v_hood', name: 'Hood' });
  next = addPartToVariant(next, 'v_hood', 'part_hood');
  next = addVariantOption(next, 'v_hood', { optionId: 'vo_with', name: 'With hood' });
  next = addVariantOption(next, 'v_hood', { optionId: 'vo_without', name: 'Hoodless' });
  next = setVariantOptionPartVisible(next, 'v_hood', 'vo_without', 'part_hood', false);
  return { ...next, variant: next.variant.map((variant) => ({ ...variant, ...overrides })) };
}

describe('Variations panel: the list', () => {
  it("says 'No variant found' and adds 'New Variant', opening it", async () => {
    const { latest } = await renderPanel(variations, prebuildWith(designConfig()));
    expect(screen.getByRole('heading', { name: 'Variation' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No variant found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add variation' }));
    expect(config(latest()).variant.map((variant) => variant.name)).toEqual(['New Variant']);
    expect(screen.getByRole('heading', { name: 'New Variant' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No options available' })).toBeTruthy();
  });

  it("deletes after 'Are you sure to delete this variation?'; its parts are visible again", async () => {
    const hidden = {
      ...withHoodVariant(),
      parts: withHoodVariant().parts.map((part) => ({ ...part, visible: false })),
    };
    const { latest } = await renderPanel(variations, prebuildWith(hidden));
    await userEvent.click(screen.getByRole('button', { name: 'Delete variations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Hood' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete variation' });
    expect(within(dialog).getByText('Are you sure to delete this variation?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(config(latest()).variant).toEqual([]);
    expect(hood(latest()).visible).toBe(true);
    expect(config(latest()).parts.find((part) => part.value === 'part_body')?.visible).toBe(false);
  });

  it("a prebuild's settings popup has 'Enable Variation for Creator' (variantSetup)", async () => {
    const { latest } = await renderPanel(variations, prebuildWith(designConfig()));
    await userEvent.click(screen.getByRole('button', { name: 'Variation settings' }));
    const toggle = screen.getByRole('checkbox', { name: 'Enable Variation for Creator' });
    await userEvent.click(toggle);
    expect(config(latest()).variantSetup?.enabledForAddRemoveRoles).toEqual(['consumer']);
  });

  it('a creation: no settings; add and delete only when variantSetup allows the creator', async () => {
    await renderPanel(variations, creationWith(withHoodVariant()));
    expect(screen.queryByRole('button', { name: 'Variation settings' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add variation' })).toBeTruthy();
    cleanup();
    await renderPanel(
      variations,
      creationWith({ ...withHoodVariant(), variantSetup: { enabledForAddRemoveRoles: ['consumer'] } }),
    );
    expect(screen.getByRole('button', { name: /^Hood/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add variation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete variations' })).toBeNull();
  });
});

describe('Variations panel: one variation', () => {
  it('choosing an option makes it the default and applies its visibility; again clears the default', async () => {
    const { latest } = await renderPanel(variations, prebuildWith(withHoodVariant()));
    await userEvent.click(screen.getByRole('button', { name: /^Hood/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Hoodless' }));
    expect(config(latest()).variant[0]?.defaultOptionId).toBe('vo_without');
    expect(hood(latest()).visible).toBe(false);
    expect(screen.getByRole('button', { name: 'Hoodless' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Hoodless' }));
    expect(config(latest()).variant[0]?.defaultOptionId).toBeUndefined();
  });

  it('builds a variation hiding a part: parts, an option, the eye; the default option hides it at once', async () => {
    const { latest } = await renderPanel(variations, prebuildWith(designConfig()));
    await userEvent.click(screen.getByRole('button', { name: 'Add variation' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sleeves' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(config(latest()).variant[0]?.options[0]).toMatchObject({
      name: 'New Option',
      partConfig: [{ partId: 'part_sleeves', visible: true }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'New Option' }));
    const eye = screen.getByRole('button', { name: 'Show Sleeves in New Option' });
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(eye);
    expect(config(latest()).variant[0]?.options[0]?.partConfig).toEqual([
      { partId: 'part_sleeves', visible: false },
    ]);
    expect(config(latest()).parts.find((part) => part.value === 'part_sleeves')?.visible).toBe(false);
  });

  it('removing the default option makes the first remaining the default', async () => {
    const { latest } = await renderPanel(
      variations,
      prebuildWith(withHoodVariant({ defaultOptionId: 'vo_with' })),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Hood/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete option With hood' }));
    expect(config(latest()).variant[0]?.defaultOptionId).toBe('vo_without');
  });

  it('saving with no options shows its parts again and clears the default', async () => {
    const start = withHoodVariant();
    const noOptions: CombinationConfig = {
      ...start,
      parts: start.parts.map((part) => (part.value === 'part_hood' ? { ...part, visible: false } : part)),
      variant: start.variant.map((variant) => ({ ...variant, options: [], defaultOptionId: undefined })),
    };
    const { latest } = await renderPanel(variations, prebuildWith(noOptions));
    await userEvent.click(screen.getByRole('button', { name: /^Hood/ }));
    expect(screen.getByRole('heading', { name: 'No options available' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(hood(latest()).visible).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Hood/ }));
  });

  it('a part in another variation is not offered; renaming is one undo step', async () => {
    const both = addVariant(withHoodVariant(), { id: 'v_other', name: 'Other' });
    const { latest, store } = await renderPanel(variations, prebuildWith(both));
    await userEvent.click(screen.getByRole('button', { name: /^Other/ }));
    expect(screen.queryByRole('checkbox', { name: 'Hood' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Body' })).toBeTruthy();
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cuffs');
    await userEvent.tab();
    expect(config(latest()).variant[1]?.name).toBe('Cuffs');
    expect(store.temporal.getState().pastStates).toHaveLength(1);
  });

  it("permissions: 'Enable Creator Edit' on a prebuild; a creator locked out sees it read-only", async () => {
    const { latest } = await renderPanel(variations, prebuildWith(withHoodVariant()));
    await userEvent.click(screen.getByRole('button', { name: /^Hood/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Permissions' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enable Creator Edit' }));
    expect(config(latest()).variant[0]?.enabledEditForRoles).toEqual(['consumer']);
    cleanup();

    const locked = await renderPanel(
      variations,
      creationWith(withHoodVariant({ enabledEditForRoles: ['consumer'] })),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Hood/ }));
    expect(screen.getByText('The producer keeps this variation as it is.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Permissions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hoodless' }));
    expect(config(locked.latest()).variant[0]?.defaultOptionId).toBeUndefined();
  });
});

describe('Variations panel in another language', () => {
  it("speaks Japanese, 'No variant found' included", async () => {
    await renderPanel(variations, prebuildWith(designConfig()), { language: 'ja' });
    expect(screen.getByRole('heading', { name: 'バリエーションがありません' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'バリエーションを追加' })).toBeTruthy();
  });
});
