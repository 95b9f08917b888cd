import { addGroup, addGroupOption, includePartInGroup } from '@atelier/domain';
import type { CombinationConfig } from '@atelier/schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPanel } from '../panels/test-support/renderPanel';
import * as colorways from './index';
import { creationWith, designConfig, prebuildWith } from './test-support/designFixtures';

afterEach(cleanup);

const config = (doc: { item: { combination_config: CombinationConfig } }) => doc.item.combination_config;

/** A group 'Main' on body and hood with options Navy (denim, chosen) and Sand (wool). */
function withMainGroup(overrides: Partial<CombinationConfig['groups'][number]> = {}): CombinationConfig {
  let next = addGroup(designConfig(), { value: 'g_main', name: 'Main' });
  next = includePartInGroup(next, 'g_main', 'part_body');
  next = includePartInGroup(next, 'g_main', 'part_hood');
  next = addGroupOption(next, 'g_main', { oValue: 'o_navy', oName: 'Navy' });
  next = addGroupOption(next, 'g_main', { oValue: 'o_sand', oName: 'Sand' });
  const group = next.groups[0]!;
  const dress = (oValue: string, material: string) => ({
    ...group.options.find((option) => option.oValue === oValue)!,
    oParts: group.includeParts.map((value) => ({ value, default: material })),
  });
  return {
    ...next,
    groups: [
      {
        ...group,
        defaultOption: 'o_navy',
        options: [dress('o_navy', 'mat_denim'), dress('o_sand', 'mat_wool')],
        ...overrides,
      },
    ],
  };
}

const undoCount = (store: { temporal: { getState: () => { pastStates: unknown[] } } }) =>
  store.temporal.getState().pastStates.length;

describe('Colorways panel: the list', () => {
  it("says 'No group found' and adds a colorway named 'New Com.' (one undo step), opening it", async () => {
    const { latest, store } = await renderPanel(colorways, prebuildWith(designConfig()));
    expect(screen.getByRole('heading', { name: 'Colorways' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No group found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add colorway' }));
    expect(config(latest()).groups.map((group) => group.name)).toEqual(['New Com.']);
    expect(undoCount(store)).toBe(1);
    expect(screen.getByRole('heading', { name: 'New Com.' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No combinations available' })).toBeTruthy();
  });

  it("deletes a colorway in delete mode after 'Are you sure to delete this group?'", async () => {
    const { latest } = await renderPanel(colorways, prebuildWith(withMainGroup()));
    expect(screen.queryByRole('button', { name: 'Delete Main' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete colorways' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Main' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete colorway' });
    expect(within(dialog).getByText('Are you sure to delete this group?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(config(latest()).groups).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Main' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(config(latest()).groups).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No group found' })).toBeTruthy();
  });

  it("a prebuild's settings popup turns creators' add/remove off and on (groupsSetup)", async () => {
    const { latest } = await renderPanel(colorways, prebuildWith(designConfig()));
    await userEvent.click(screen.getByRole('button', { name: 'Colorway settings' }));
    const toggle = screen.getByRole('checkbox', { name: 'Enable Colorway for Creator' });
    expect(toggle).toHaveProperty('checked', true);
    await userEvent.click(toggle);
    expect(config(latest()).groupsSetup?.enabledForAddRemoveRoles).toEqual(['consumer']);
    await userEvent.click(toggle);
    expect(config(latest()).groupsSetup?.enabledForAddRemoveRoles).toEqual(['creator', 'consumer']);
  });

  it('a creation has no settings popup; it adds and deletes when groupsSetup allows the creator', async () => {
    await renderPanel(colorways, creationWith(withMainGroup()));
    expect(screen.queryByRole('button', { name: 'Colorway settings' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add colorway' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete colorways' })).toBeTruthy();
  });

  it('a creation whose prebuild forbids add/remove shows its groups without add or delete', async () => {
    await renderPanel(
      colorways,
      creationWith({ ...withMainGroup(), groupsSetup: { enabledForAddRemoveRoles: ['consumer'] } }),
    );
    expect(screen.getByRole('button', { name: /^Main/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add colorway' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete colorways' })).toBeNull();
  });
});

describe('Colorways panel: one colorway', () => {
  it('view mode shows the Combinations; choosing one sets the default and dresses the parts', async () => {
    const { latest, store } = await renderPanel(colorways, prebuildWith(withMainGroup()));
    await userEvent.click(screen.getByRole('button', { name: /^Main/ }));
    expect(screen.getByRole('heading', { name: 'Combinations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Navy/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /Sand/ }));
    const next = config(latest());
    expect(next.groups[0]?.defaultOption).toBe('o_sand');
    expect(next.parts.map((part) => part.default)).toEqual(['mat_wool', 'mat_wool', 'mat_cotton']);
    expect(undoCount(store)).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'All colorways' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Main/ }));
  });

  it("edit mode: 'Select Parts' and 'Select parts above to start creating colorways'", async () => {
    const { latest } = await renderPanel(colorways, prebuildWith(designConfig()));
    await userEvent.click(screen.getByRole('button', { name: 'Add colorway' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('group', { name: 'Select Parts' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Select parts above to start creating colorways' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Body' }));
    expect(config(latest()).groups[0]?.includeParts).toEqual(['part_body']);
    expect(screen.getByRole('region', { name: 'Colorway Grid' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(config(latest()).groups[0]?.options.map((option) => option.oName)).toEqual(['New Option']);
    expect(config(latest()).groups[0]?.options[0]?.oParts).toEqual([
      { value: 'part_body', default: 'mat_cotton' },
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Body' }));
    expect(config(latest()).groups[0]?.options[0]?.oParts).toEqual([]);
  });

  it('a part in another group is not offered', async () => {
    const both = addGroup(withMainGroup(), { value: 'g_other', name: 'Other' });
    await renderPanel(colorways, prebuildWith(both));
    await userEvent.click(screen.getByRole('button', { name: /^Other/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const parts = screen.getByRole('group', { name: 'Select Parts' });
    expect(
      within(parts)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name') ?? box.parentElement?.textContent),
    ).toEqual(['Sleeves']);
  });

  it('the grid sets a part material per option (the chosen option is worn at once) and the OPTION MATERIAL', async () => {
    const { latest } = await renderPanel(colorways, prebuildWith(withMainGroup()));
    await userEvent.click(screen.getByRole('button', { name: /^Main/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hood in Navy: Denim' }));
    const picker = screen.getByRole('dialog', { name: 'Hood' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Wool' }));
    expect(config(latest()).groups[0]?.options[0]?.oParts[1]).toEqual({
      value: 'part_hood',
      default: 'mat_wool',
    });
    expect(config(latest()).parts[1]?.default).toBe('mat_wool');
    await userEvent.click(screen.getByRole('button', { name: 'Option material of Sand: Wool' }));
    const thumbnail = screen.getByRole('dialog', { name: 'OPTION MATERIAL' });
    await userEvent.click(within(thumbnail).getByRole('button', { name: 'Cotton' }));
    expect(config(latest()).groups[0]?.options[1]?.oThumbnailMaterialID).toBe('mat_cotton');
  });

  it("deletes an option after 'Are you sure to delete this option?'; the next becomes the default", async () => {
    const { latest } = await renderPanel(colorways, prebuildWith(withMainGroup()));
    await userEvent.click(screen.getByRole('button', { name: /^Main/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Navy' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete option' });
    expect(within(dialog).getByText('Are you sure to delete this option?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(config(latest()).groups[0]?.options.map((option) => option.oValue)).toEqual(['o_sand']);
    expect(config(latest()).groups[0]?.defaultOption).toBe('o_sand');
  });

  it("'Edit Option': rename (one undo step), a part's material, delete", async () => {
    const { latest, store } = await renderPanel(colorways, prebuildWith(withMainGroup()));
    await userEvent.click(screen.getByRole('button', { name: /^Main/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sand' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Option' });
    const name = within(dialog).getByLabelText('Option name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Dune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Body in Dune: Wool' }));
    expect(config(latest()).groups[0]?.options[1]?.oName).toBe('Dune');
    expect(undoCount(store)).toBe(1);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Body' })).getByRole('button', { name: 'Denim' }),
    );
    expect(config(latest()).groups[0]?.options[1]?.oParts[0]).toEqual({
      value: 'part_body',
      default: 'mat_denim',
    });
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Edit Option' })).getByRole('button', { name: 'Delete' }),
    );
    expect(screen.getByText('Are you sure to delete this option?')).toBeTruthy();
  });

  it("the permissions popup: 'Enable Creator Edit' on a prebuild", async () => {
    const { latest } = await renderPanel(colorways, prebuildWith(withMainGroup()));
    await userEvent.click(screen.getByRole('button', { name: /^Main/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Permissions' }));
    expect(screen.queryByRole('checkbox', { name: 'Enable Consumer Edit' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enable Creator Edit' }));
    expect(config(latest()).groups[0]?.enabledEditForRoles).toEqual(['consumer']);
  });

  it("a creation's creator sets 'Enable Consumer Edit'; a colorway locked to creators is view only", async () => {
    const { latest } = await renderPanel(colorways, creationWith(withMainGroup()));
    await userEvent.click(screen.getByRole('button', { name: /^Main/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Permissions' }));
    expect(screen.queryByRole('checkbox', { name: 'Enable Creator Edit' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enable Consumer Edit' }));
    expect(config(latest()).groups[0]?.enabledEditForRoles).toEqual(['creator']);
    cleanup();

    const locked = await renderPanel(
      colorways,
      creationWith(withMainGroup({ enabledEditForRoles: ['consumer'] })),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Main/ }));
    expect(screen.getByText('The producer keeps this colorway as it is.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Permissions' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Sand/ }));
    expect(config(locked.latest()).groups[0]?.defaultOption).toBe('o_navy');
  });
});

describe('Colorways panel in another language', () => {
  it('speaks German: its own texts and the domain messages; a new colorway takes the German name', async () => {
    const { latest } = await renderPanel(colorways, prebuildWith(designConfig()), { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Farbvarianten' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Keine Gruppe gefunden' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Farbvariante hinzufügen' }));
    expect(config(latest()).groups[0]?.name).toBe('Neue Komb.');
  });
});
