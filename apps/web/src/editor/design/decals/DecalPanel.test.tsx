import { CombinationConfigSchema, type CombinationConfigInput } from '@atelier/schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '../../../test/render';
import { renderPanel } from '../panels/test-support/renderPanel';
import { creationDocument, hoodiePrebuild, prebuildDocument } from '../../steps/test-support/fixtures';
import type { EditorDocument } from '../../contract';
import * as decals from './index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const parts = [
  { value: 'body', text: 'Body' },
  { value: 'hood', text: 'Hood' },
];
const config = (input: CombinationConfigInput = {}) =>
  CombinationConfigSchema.parse({ parts, version: 'v3', ...input });
const logo = (changes: object = {}) => ({
  value: 'logo',
  text: 'Chest logo',
  part_binding: 'body',
  material_config: { map: PNG },
  ...changes,
});

const prebuild = (input: CombinationConfigInput = {}): EditorDocument =>
  prebuildDocument({ combination_config: config(input) });
const creation = (input: CombinationConfigInput, prebuildInput: CombinationConfigInput): EditorDocument => {
  const doc = creationDocument({ combination_config: config(input) });
  return doc.kind === 'creation'
    ? { ...doc, prebuild: { ...hoodiePrebuild, combination_config: config(prebuildInput) } }
    : doc;
};
const placed = (view: Awaited<ReturnType<typeof renderPanel>>) =>
  view.latest().item.combination_config.decals.placed;
const file = (bytes: number, type: string, name = 'logo.png') => {
  const result = new File([new Uint8Array(Math.min(bytes, 16))], name, { type });
  Object.defineProperty(result, 'size', { value: bytes });
  return result;
};

describe('002 §2 the decal panel', () => {
  it("shows 'Design', the wrench, the part selector and 'No layers' on an empty canvas", async () => {
    await renderPanel(decals, prebuild());
    expect(screen.getByRole('heading', { name: 'Design' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decal options' })).toBeTruthy();
    expect(screen.getByText('No layers')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Part' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'UV canvas of Body' })).toBeTruthy();
  });

  it('lists the layers of the chosen part only', async () => {
    await renderPanel(
      decals,
      prebuild({
        decals: { placed: [logo(), logo({ value: 'hoodmark', text: 'Hood mark', part_binding: 'hood' })] },
      }),
    );
    expect(screen.getAllByTestId('decals-layer').map((row) => row.textContent)).toEqual(['Chest logo']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Part' }), 'hood');
    expect(screen.getAllByTestId('decals-layer').map((row) => row.textContent)).toEqual(['Hood mark']);
  });

  it("says 'No parts available…' when the design has none (002 §8)", async () => {
    await renderPanel(decals, prebuildDocument());
    expect(
      screen.getByText('No parts available. Make sure your combination_config.parts is properly configured.'),
    ).toBeTruthy();
  });
});

describe('002 §5 uploads', () => {
  it('refuses a file above 5 MB with the alert verbatim, and writes nothing', async () => {
    const view = await renderPanel(decals, prebuild());
    fireEvent.change(screen.getByTestId('decals-file'), {
      target: { files: [file(5_242_881, 'image/png')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'File size is too large, please upload a file smaller than 5MB',
    );
    expect(placed(view)).toEqual([]);
  });

  it('says the zh-TW variant in Traditional Chinese', async () => {
    await renderPanel(decals, prebuild(), { language: 'zh-TW' });
    fireEvent.change(screen.getByTestId('decals-file'), {
      target: { files: [file(6_000_000, 'image/png')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('檔案太大，請上傳小於 5MB 的檔案');
  });

  it("refuses a type the context does not take ('Invalid URL or file')", async () => {
    await renderPanel(decals, prebuild());
    fireEvent.change(screen.getByTestId('decals-file'), {
      target: { files: [file(100, 'image/gif', 'a.gif')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid URL or file');
  });

  it("adds a layer 'Doube click rename me' on the chosen part, editable by creator and consumer", async () => {
    const view = await renderPanel(decals, prebuild());
    const png = new File([Uint8Array.from(atob(PNG.split(',')[1]!), (c) => c.charCodeAt(0))], 'logo.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByTestId('decals-file'), { target: { files: [png] } });
    await waitFor(() => expect(placed(view)).toHaveLength(1));
    expect(placed(view)[0]).toMatchObject({
      text: 'Doube click rename me',
      part_binding: 'body',
      position: { x: 0.5, y: 0.5 },
      scale: { x: 0.25, y: 0.25 },
      editable_creator: true,
      editable_consumer: true,
    });
    expect(placed(view)[0]!.material_config.map).toMatch(/^data:image\//);
    expect(screen.getAllByTestId('decals-layer').map((row) => row.textContent)).toEqual([
      'Doube click rename me',
    ]);
  });
});

describe('002 §4 layer operations', () => {
  it('renames by double click (Enter confirms; Escape cancels)', async () => {
    const view = await renderPanel(decals, prebuild({ decals: { placed: [logo()] } }));
    await userEvent.dblClick(screen.getByTestId('decals-layer'));
    const input = screen.getByRole('textbox', { name: 'Layer name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Back print{Escape}');
    expect(placed(view)[0]!.text).toBe('Chest logo');
    await userEvent.dblClick(screen.getByTestId('decals-layer'));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Layer name' }),
      '{Control>}a{/Control}Back print{Enter}',
    );
    expect(placed(view)[0]!.text).toBe('Back print');
  });

  it("deletes after 'Are you sure you want to delete this layer?'", async () => {
    const view = await renderPanel(decals, prebuild({ decals: { placed: [logo()] } }));
    await userEvent.click(screen.getByTestId('decals-layer'));
    await userEvent.click(screen.getByTestId('decals-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this layer?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(placed(view)).toEqual([]);
    expect(screen.getByText('No layers')).toBeTruthy();
  });

  it('adds a mask at the decal position, y flipped, inverse scale; and removes it', async () => {
    const view = await renderPanel(
      decals,
      prebuild({ decals: { placed: [logo({ position: { x: 0.3, y: 0.2 }, scale: { x: 0.5, y: 0.25 } })] } }),
    );
    await userEvent.click(screen.getByTestId('decals-layer'));
    await userEvent.click(screen.getByTestId('decals-add-mask'));
    fireEvent.change(screen.getByTestId('decals-file'), {
      target: { files: [file(64, 'image/png', 'mask.png')] },
    });
    await waitFor(() => expect(placed(view)[0]!.maskUrl).toMatch(/^data:/));
    expect(placed(view)[0]).toMatchObject({
      maskPosition: { x: 0.3, y: 0.8 },
      maskScale: { x: 2, y: 4 },
      maskRotation: 0,
    });
    await userEvent.click(screen.getByTestId('decals-remove-mask'));
    expect(placed(view)[0]!.maskUrl).toBeUndefined();
    expect(placed(view)[0]!.maskPosition).toBeUndefined();
  });

  it('moves the selected layer by the arrow keys (keyboard), each press one undo step', async () => {
    const view = await renderPanel(decals, prebuild({ decals: { placed: [logo()] } }));
    const layer = within(screen.getByTestId('decals-uv-canvas')).getByRole('button', { name: 'Chest logo' });
    layer.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Shift>}{ArrowLeft}{/Shift}');
    expect(placed(view)[0]!.position.x).toBeCloseTo(0.425);
    expect(placed(view)[0]!.position.y).toBeCloseTo(0.525);
    view.store.temporal.getState().undo();
    expect(placed(view)[0]!.position.x).toBeCloseTo(0.525);
  });

  it('002 §5: fine-tune ranges and steps', async () => {
    await renderPanel(decals, prebuild({ decals: { placed: [logo({ rotation: 270 })] } }));
    await userEvent.click(screen.getByTestId('decals-layer'));
    const range = (id: string) => {
      const input = screen.getByTestId(id) as HTMLInputElement;
      return [input.min, input.max, input.step].map(Number);
    };
    expect(range('decals-position-x')).toEqual([0, 1, 0.025]);
    expect(range('decals-position-y')).toEqual([0, 1, 0.025]);
    expect(range('decals-rotation')).toEqual([-180, 180, 5]);
    expect(range('decals-scale-x')).toEqual([0.025, 10, 0.025]);
    expect(range('decals-offset-y')).toEqual([-1, 1, 0.025]);
    expect((screen.getByTestId('decals-rotation') as HTMLInputElement).value).toBe('-90');
  });

  it('a slider change is stored (rotation -90 is stored 270), the colour as 6-digit hex', async () => {
    const view = await renderPanel(decals, prebuild({ decals: { placed: [logo()] } }));
    await userEvent.click(screen.getByTestId('decals-layer'));
    fireEvent.change(screen.getByTestId('decals-rotation'), { target: { value: '-90' } });
    expect(placed(view)[0]!.rotation).toBe(270);
    const hex = screen.getByTestId('decals-color-hex');
    await userEvent.clear(hex);
    await userEvent.type(hex, 'ff{Enter}');
    expect(placed(view)[0]!.color).toBe('#0000ff');
    expect((hex as HTMLInputElement).value).toBe('#0000ff');
  });

  it('001 §4: the position readout is scaled by 0.015 past 15', async () => {
    await renderPanel(
      decals,
      prebuild({ decals: { placed: [logo({ world_position: { x: 20, y: 10, z: -2 } })] } }),
    );
    await userEvent.click(screen.getByTestId('decals-layer'));
    expect(screen.getByTestId('decals-readout').textContent).toContain('0.30, 0.15, -0.03');
  });
});

describe('002 §6 options and permissions', () => {
  it("a prebuild's wrench offers 'Allow Creator Custom Decal' (none, 1 to 10, unlimited)", async () => {
    const view = await renderPanel(decals, prebuild());
    await userEvent.click(screen.getByRole('button', { name: 'Decal options' }));
    const select = screen.getByRole('combobox', { name: 'Allow Creator Custom Decal' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '-1',
    ]);
    await userEvent.selectOptions(select, '3');
    expect(view.latest().item.combination_config.decals.setup.free_decal).toBe(3);
  });

  it("a creation's says 'Allow Customer Decal'", async () => {
    await renderPanel(decals, creation({}, {}));
    await userEvent.click(screen.getByRole('button', { name: 'Decal options' }));
    expect(screen.getByRole('combobox', { name: 'Allow Customer Decal' })).toBeTruthy();
  });

  it("a creation may not add when its prebuild's free_decal is 0, nor change a decal not editable_creator", async () => {
    await renderPanel(
      decals,
      creation(
        { decals: { placed: [logo({ editable_creator: false })] } },
        { decals: { placed: [logo()], setup: { free_decal: 0 } } },
      ),
    );
    expect((screen.getByTestId('decals-add') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The prebuild allows no more decals.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('decals-layer'));
    expect((screen.getByTestId('decals-delete') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The producer does not allow changing this decal.')).toBeTruthy();
  });

  it("'Limit Creator' set on the prebuild is read-only to the creation's creator", async () => {
    const limited = logo({ limit_enable: true, limit: { min: { x: 0.2, y: 0.2 }, max: { x: 0.8, y: 0.8 } } });
    await renderPanel(decals, creation({ decals: { placed: [limited] } }, { decals: { placed: [limited] } }));
    await userEvent.click(screen.getByTestId('decals-layer'));
    await userEvent.click(screen.getByRole('button', { name: 'Decal options' }));
    expect(screen.getByTestId('decals-limit-readonly')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Limit Creator' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('the producer sets a limit; moves then stay inside it', async () => {
    const view = await renderPanel(decals, prebuild({ decals: { placed: [logo()] } }));
    await userEvent.click(screen.getByTestId('decals-layer'));
    await userEvent.click(screen.getByRole('button', { name: 'Decal options' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Limit Creator' }));
    const maxX = screen.getByRole('spinbutton', { name: 'Max X' });
    await userEvent.clear(maxX);
    await userEvent.type(maxX, '0.5');
    await userEvent.tab();
    expect(placed(view)[0]).toMatchObject({ limit_enable: true, limit: { max: { x: 0.5 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    within(screen.getByTestId('decals-uv-canvas')).getByRole('button', { name: 'Chest logo' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(placed(view)[0]!.position.x).toBe(0.5);
  });

  it("'Default Part Management': the star sets the default part, the eye hides a part from the selector", async () => {
    const view = await renderPanel(decals, prebuild());
    await userEvent.click(screen.getByTestId('decals-default-part-management'));
    await userEvent.click(screen.getByRole('button', { name: 'Make Hood the default part' }));
    expect(view.latest().item.combination_config.decals.setup.default_part_key).toBe('hood');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Body' }));
    expect(view.latest().item.combination_config.decals.setup.disable_part_keys).toEqual(['body']);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const select = screen.getByRole('combobox', { name: 'Part' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['hood']);
  });
});

describe("002 §2 'AI image'", () => {
  it("opens the AI image dialog; its 'Apply' adds the image as a new layer", async () => {
    mockApi({
      '/api/auth/session': { session: session({ is_creator: true }) },
      '/api/ai/images/config': { enabled: true, promptMax: 1000, env: [] },
      'GET /api/ai/images': {
        items: [
          {
            id: 'old1',
            imageId: 'old1.png',
            imageUrl: '/api/img/original/old1.png',
            prompt: 'A tiger',
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      },
    });
    const view = await renderPanel(decals, prebuild());
    await userEvent.click(screen.getByTestId('decals-ai-image'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use this image: A tiger' }, { timeout: 5000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(placed(view)).toHaveLength(1));
    expect(placed(view)[0]).toMatchObject({
      text: 'Doube click rename me',
      part_binding: 'body',
      material_config: { map: '/api/img/original/old1.png' },
    });
  });
});
