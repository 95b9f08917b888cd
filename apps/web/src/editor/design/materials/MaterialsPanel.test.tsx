import { MESSAGES_EN } from '@atelier/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render';
import type { EditorDocument } from '../../contract';
import { renderPanel } from '../panels/test-support/renderPanel';
import * as materials from './index';
import { config, creationDoc, LIBRARY, prebuildDoc } from './test-support/materialsFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const partOf = (doc: EditorDocument, id: string) =>
  doc.item.combination_config.parts.find((p) => p.value === id)!;
const tile = (part: string) => document.querySelector<HTMLButtonElement>(`[data-part="${part}"]`);

/**
 * The producer's library as the API answers it (GET /api/producers/{at_name}/materials): name
 * search, newest or oldest first, cursor pages. The requests are recorded.
 */
function serveLibrary() {
  return mockApi({
    '/api/producers/atelier_works/materials': (url: URL) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const order = url.searchParams.get('order') ?? 'newest';
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const found = LIBRARY.filter((asset) => asset.asset_data?.name?.toLowerCase().includes(q)).sort(
        (a, b) => (order === 'newest' ? -1 : 1) * (Date.parse(a.created_at) - Date.parse(b.created_at)),
      );
      const items = found.slice(start, start + limit);
      return { items, nextCursor: start + limit < found.length ? String(start + limit) : null };
    },
  });
}

describe('002 §2 Material initializer', () => {
  it("shows a tile per part with its default material's thumbnail (width 100, 200 dense), name and category", async () => {
    await renderPanel(materials, prebuildDoc());
    const body = tile('part_body')!;
    expect(body.textContent).toContain('Body');
    expect(body.textContent).toContain('Cotton jersey, white');
    expect(body.textContent).toContain('fabric');
    const image = body.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/api/img/original/thumb-mat_cotton?w=100');
    expect(image.getAttribute('srcset')).toContain('/api/img/original/thumb-mat_cotton?w=200 2x');
    expect(tile('part_hood')!.textContent).toContain('Raw denim');
  });

  it("hides parts a colorway controls until the 'Linked' toggle reveals them, dimmed and marked 'Linked'", async () => {
    await renderPanel(materials, prebuildDoc());
    expect(tile('part_trim')).toBeNull();
    expect(screen.getByText('Parts linked to a colorway, hidden: 1')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: MESSAGES_EN['material.linked'] });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const trims = tile('part_trim')!;
    expect(trims.hasAttribute('data-linked')).toBe(true);
    expect(within(trims).getByText('Linked')).toBeTruthy();
    expect(tile('part_body')!.hasAttribute('data-linked')).toBe(false);
  });

  it('says verbatim when the design has no parts', async () => {
    await renderPanel(materials, prebuildDoc({ parts: [], groups: [] }));
    expect(
      screen.getByText('No parts available. Make sure your combination_config.parts is properly configured.'),
    ).toBeTruthy();
  });

  it('on a creation whose every part is in a colorway, says why and leads to Colorways', async () => {
    const all = config().parts.map((part) => part.value);
    const groups = [{ ...config().groups[0]!, includeParts: all }];
    const view = await renderPanel(materials, creationDoc({ groups }));
    expect(screen.getByText('Every part follows a colorway')).toBeTruthy();
    expect(tile('part_body')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open Colorways' }));
    expect(view.store.getState().designPanel).toBe('colorways');
  });

  it('on a prebuild keeps the grid even when every part is in a colorway', async () => {
    const all = config().parts.map((part) => part.value);
    await renderPanel(materials, prebuildDoc({ groups: [{ ...config().groups[0]!, includeParts: all }] }));
    await userEvent.click(screen.getByRole('switch', { name: 'Linked' }));
    expect(tile('part_body')).toBeTruthy();
  });
});

describe('002 §2 Part material panel', () => {
  it("choosing a material makes it the part's default, one undo step", async () => {
    const view = await renderPanel(materials, prebuildDoc());
    await userEvent.click(tile('part_body')!);
    expect(screen.getByRole('heading', { name: 'Body' })).toBe(document.activeElement);
    const denim = screen.getByRole('button', { name: /Raw denim/ });
    expect(denim.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /Cotton jersey/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(denim);
    expect(partOf(view.latest(), 'part_body').default).toBe('mat_denim');
    expect(denim.getAttribute('aria-pressed')).toBe('true');
    view.store.temporal.getState().undo();
    expect(partOf(view.latest(), 'part_body').default).toBe('mat_cotton');
  });

  it("'Back to parts' returns to the grid with the focus on the part left", async () => {
    await renderPanel(materials, prebuildDoc());
    await userEvent.click(tile('part_hood')!);
    await userEvent.click(screen.getByRole('button', { name: 'Back to parts' }));
    expect(document.activeElement).toBe(tile('part_hood'));
  });

  it("says 'No options available' for a part with no selectable material", async () => {
    const parts = config().parts.map((part) =>
      part.value === 'part_body' ? { ...part, materials: [] } : part,
    );
    await renderPanel(materials, prebuildDoc({ parts }));
    await userEvent.click(tile('part_body')!);
    expect(screen.getByText(MESSAGES_EN['empty.noOptions'])).toBeTruthy();
    expect(screen.getByText('No options available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Selectable Material' })).toBeTruthy();
  });

  it('a linked part says which colorway sets it, and its materials cannot be chosen here', async () => {
    await renderPanel(materials, prebuildDoc());
    await userEvent.click(screen.getByRole('switch', { name: 'Linked' }));
    await userEvent.click(tile('part_trim')!);
    expect(screen.getByText(/follows the colorway “Trim set”/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Nappa leather/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("002 §2 'Your Material Library' (a prebuild)", () => {
  it("lists the part's materials first, searches, sorts, pages, and confirms the ticked ones", async () => {
    const calls = serveLibrary();
    const view = await renderPanel(materials, prebuildDoc());
    await userEvent.click(tile('part_body')!);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Selectable Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Material Library' });
    const list = await within(dialog).findByRole('list', { name: 'Your Material Library' });
    const names = () =>
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.dataset.material);
    // Chosen for the part first (newest first among them), then the library newest first, 24 a page.
    expect(names().slice(0, 4)).toEqual(['mat_denim', 'mat_cotton', 'mat_fleece_25', 'mat_fleece_24']);
    expect(names()).toHaveLength(2 + 24);
    expect(within(dialog).getByRole('button', { name: 'Selected 2 Materials' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(30));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Oldest' }));
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['mat_cotton', 'mat_denim', 'mat_leather']));
    expect(calls.some((call) => call.path.endsWith('/materials'))).toBe(true);

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search by name' }), 'leather');
    await waitFor(() => expect(names()).toEqual(['mat_leather']));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.clear(within(dialog).getByRole('searchbox'));
    await userEvent.type(within(dialog).getByRole('searchbox'), 'brass');
    await waitFor(() => expect(names()).toEqual(['mat_brass']));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.clear(within(dialog).getByRole('searchbox'));
    await userEvent.type(within(dialog).getByRole('searchbox'), 'velvet');
    expect(await within(dialog).findByText('No materials match “velvet”.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Selected 4 Materials' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(partOf(view.latest(), 'part_body').materials).toEqual([
      'mat_cotton',
      'mat_denim',
      'mat_leather',
      'mat_brass',
    ]);
  });

  it('adds library materials the prebuild lacks to its materials, and unticking everything cannot confirm', async () => {
    serveLibrary();
    const view = await renderPanel(materials, prebuildDoc());
    await userEvent.click(tile('part_hood')!);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Selectable Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Material Library' });
    await within(dialog).findByRole('list', { name: 'Your Material Library' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Cotton jersey/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Raw denim/ }));
    expect(
      (within(dialog).getByRole('button', { name: 'Selected 0 Materials' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(dialog).getByText('Tick at least one material.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Fleece 3,/ }));
    // Ticked under one search, confirmed under another that no longer lists it.
    await userEvent.type(within(dialog).getByRole('searchbox'), 'velvet');
    expect(await within(dialog).findByText('No materials match “velvet”.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Selected 1 Materials' }));
    const doc = view.latest();
    expect(partOf(doc, 'part_hood')).toMatchObject({ materials: ['mat_fleece_2'], default: 'mat_fleece_2' });
    expect(doc.kind === 'prebuild' && doc.item.materials?.map((m) => m.id)).toContain('mat_fleece_2');
    // The new material shows in the part's panel with its record's name.
    expect(screen.getByRole('button', { name: /Fleece 3/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the library cannot be loaded, with a retry', async () => {
    mockApi({});
    await renderPanel(materials, prebuildDoc());
    await userEvent.click(tile('part_body')!);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Selectable Material' }));
    expect(await screen.findByText('The materials could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe("002 §2, §6 'Selected Material List' (a creation)", () => {
  it('offers only what the prebuild allows for the part, and the creator ticks what customers may choose', async () => {
    const view = await renderPanel(materials, creationDoc());
    await userEvent.click(tile('part_body')!);
    expect(screen.getByText('The prebuild decides which materials this part may wear.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Raw denim/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Selectable Material' }));
    const dialog = screen.getByRole('dialog', { name: 'Selected Material List' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.dataset.material)).toEqual(['mat_cotton', 'mat_denim']);
    expect(within(dialog).queryByText(/Nappa leather/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Raw denim/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Selected 2 Materials' }));
    expect(partOf(view.latest(), 'part_body').materials).toEqual(['mat_cotton', 'mat_denim']);
    await userEvent.click(screen.getByRole('button', { name: /Raw denim/ }));
    expect(partOf(view.latest(), 'part_body').default).toBe('mat_denim');
  });

  it('never shows a material the prebuild does not allow, even if the creation lists it', async () => {
    const parts = config().parts.map((part) =>
      part.value === 'part_body' ? { ...part, materials: ['mat_cotton', 'mat_leather'] } : part,
    );
    await renderPanel(materials, creationDoc({ parts }));
    await userEvent.click(tile('part_body')!);
    expect(screen.queryByRole('button', { name: /Nappa leather/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Cotton jersey/ })).toBeTruthy();
  });
});

describe('the panel in another language', () => {
  it('shows its texts and the domain messages in Japanese', async () => {
    await renderPanel(materials, prebuildDoc(), { language: 'ja' });
    expect(screen.getByRole('heading', { name: 'パーツ' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '連動' })).toBeTruthy();
    await userEvent.click(tile('part_body')!);
    expect(screen.getByRole('button', { name: '選択できる素材を編集' })).toBeTruthy();
  });
});
