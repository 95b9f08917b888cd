import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorDocument } from '../../contract';
import { creationDocument, prebuildDocument } from '../test-support/fixtures';
import { renderStep } from '../test-support/renderStep';
import { InfoStep } from './InfoStep';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const creationOf = (doc: EditorDocument) => {
  if (doc.kind !== 'creation') throw new Error('not a creation');
  return doc.item;
};
const prebuildOf = (doc: EditorDocument) => {
  if (doc.kind !== 'prebuild') throw new Error('not a prebuild');
  return doc.item;
};

describe('Info step of a creation', () => {
  it("names the creation, with the 'Name your creation' placeholder", async () => {
    const { latest } = renderStep(InfoStep, creationDocument());
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('placeholder')).toBe('Name your creation');
    await userEvent.type(name, 'Harbour hoodie');
    expect(creationOf(latest()).name).toBe('Harbour hoodie');
    await userEvent.type(screen.getByLabelText('Description'), 'Heavy cotton');
    expect(creationOf(latest()).description).toBe('Heavy cotton');
  });

  it('offers the four main categories, then the sub-categories, and chooses them by keyboard', async () => {
    const { latest } = renderStep(InfoStep, creationDocument());
    const main = screen.getByRole('group', { name: 'Main categories' });
    expect(
      within(main)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Men', 'Women', 'Unisex', 'Accessories']);
    const sub = screen.getByRole('group', { name: 'Sub-categories' });
    expect(
      within(sub)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['T-shirts', 'Hoodies', 'Caps', 'Bags']);
    within(main).getByRole('button', { name: 'Women' }).focus();
    await userEvent.keyboard(' ');
    expect(creationOf(latest()).creation_category).toEqual([{ id: 'ct_1', name: 'Women', value: 'women' }]);
    expect(within(main).getByRole('button', { name: 'Women' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(creationOf(latest()).creation_category).toEqual([]);
  });

  it('holds the place of the categories while they load', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderStep(InfoStep, creationDocument(), { categories: 'pending' });
    expect(screen.getByLabelText('Loading categories…').getAttribute('aria-busy')).toBe('true');
  });

  it('says when the categories failed and asks again on Try again', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toMatch(/\/api\/categories/);
      return new Response(JSON.stringify({ error: { code: 'internal', message: 'Down' } }), { status: 500 });
    });
    vi.stubGlobal('fetch', fetch);
    renderStep(InfoStep, creationDocument(), { categories: 'pending' });
    expect(await screen.findByText('The categories could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('adds tags as chips and removes them', async () => {
    const { latest } = renderStep(InfoStep, creationDocument());
    expect(screen.getByText('No tags yet')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New tag'), ' street  wear {Enter}');
    await userEvent.type(screen.getByLabelText('New tag'), 'Street wear{Enter}');
    expect(creationOf(latest()).tags).toEqual(['street wear']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag street wear' }));
    expect(creationOf(latest()).tags).toEqual([]);
  });

  it('sets the visibility and says what each means', async () => {
    const { latest } = renderStep(InfoStep, creationDocument());
    expect(screen.getByText('Reachable only by its link.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Private/ }));
    expect(creationOf(latest()).visibility).toBe('private');
  });

  it('has no prebuild sections', () => {
    renderStep(InfoStep, creationDocument());
    expect(screen.queryByRole('heading', { name: 'Sizing chart' })).toBeNull();
  });
});

describe('Info step of a prebuild', () => {
  it('chooses categories by name, as prebuilds store them', async () => {
    const { latest } = renderStep(InfoStep, prebuildDocument());
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'New prebuild');
    await userEvent.click(screen.getByRole('button', { name: 'Hoodies' }));
    expect(prebuildOf(latest()).category).toEqual(['Hoodies']);
  });

  it('adds, edits and removes content lines', async () => {
    const { latest } = renderStep(InfoStep, prebuildDocument());
    expect(screen.getByText('No content lines yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.type(screen.getByLabelText('Line 1'), '100% cotton');
    expect(prebuildOf(latest()).content).toEqual([{ content: '100% cotton' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(prebuildOf(latest()).content).toEqual([]);
  });

  it('adds sizes with their cost weight', async () => {
    const { latest } = renderStep(InfoStep, prebuildDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Add size (XS)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add size (S)' }));
    expect(prebuildOf(latest()).sizing.options).toEqual([
      { name: 'XS', cost_weight: 1 },
      { name: 'S', cost_weight: 1 },
    ]);
    const weight = screen.getByLabelText('Cost weight of S');
    fireEvent.change(weight, { target: { value: '1.25' } });
    expect(prebuildOf(latest()).sizing.options[1]).toEqual({ name: 'S', cost_weight: 1.25 });
    fireEvent.change(weight, { target: { value: 'heavy' } });
    expect(screen.getByText('Enter a number, like 1 or 1.2')).toBeTruthy();
    expect(prebuildOf(latest()).sizing.options[1]).toEqual({ name: 'S', cost_weight: 1.25 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove size XS' }));
    expect(prebuildOf(latest()).sizing.options.map((option) => option.name)).toEqual(['S']);
  });

  it('refuses a sizing chart that is not a jpg, jpeg or png, with a message', async () => {
    const { changes } = renderStep(InfoStep, prebuildDocument());
    const input = screen.getByLabelText('Upload a sizing chart');
    expect(input.getAttribute('accept')).toBe('.jpg,.jpeg,.png');
    const gif = new File(['GIF89a'], 'chart.gif', { type: 'image/gif' });
    // The picker's filter is a hint only: a dropped or forced file still arrives here.
    await userEvent.upload(input, gif, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please choose a .jpg, .jpeg or .png image',
    );
    expect(changes).toEqual([]);
  });

  it('shows and removes a stored sizing chart', async () => {
    const { latest } = renderStep(
      InfoStep,
      prebuildDocument({ sizing: { options: [], chart_url: 'data:image/jpeg;base64,AAAA' } }),
    );
    expect(screen.getByRole('img', { name: 'Sizing chart' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the chart' }));
    expect(prebuildOf(latest()).sizing).toEqual({ options: [] });
  });
});
