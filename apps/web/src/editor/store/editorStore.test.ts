import { newCreation, newPrebuild } from '@atelier/domain';
import { fixtures } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import type { EditorDocument } from '../contract';
import { changedFields } from '../save/changedFields';
import { createEditorStore } from './editorStore';
import { hasUnsavedChanges } from './selectors';

const NOW = '2025-03-01T10:00:00.000Z';

function newCreationStore() {
  const prebuild = fixtures.prebuild;
  const item = newCreation({ prebuild, now: Date.parse(NOW) });
  const doc: EditorDocument = { kind: 'creation', item, prebuild };
  return createEditorStore({ doc, base: item, step: 'design', lastSavedAt: null });
}

function savedCreationStore() {
  const prebuild = fixtures.prebuild;
  const item = { ...newCreation({ prebuild, now: Date.parse(NOW) }), id: 'c1', userId: 'u1', updatedAt: NOW };
  const doc: EditorDocument = { kind: 'creation', item, prebuild };
  return createEditorStore({ doc, base: item, step: 'preview', lastSavedAt: NOW });
}

const rename = (name: string) => (doc: { item: { name: string } }) => {
  doc.item.name = name;
};

describe('the editor store', () => {
  it('changes the document only through change, one undo step each, with its label', () => {
    const store = newCreationStore();
    store.getState().change(rename('Harbour'), 'Rename');
    store.getState().change(rename('Harbour Hoodie'), 'Rename');
    expect(store.getState().doc.item.name).toBe('Harbour Hoodie');
    expect(store.temporal.getState().pastStates).toHaveLength(2);

    store.temporal.getState().undo();
    expect(store.getState().doc.item.name).toBe('Harbour');
    store.temporal.getState().undo();
    expect(store.getState().doc.item.name).toBe('');
    expect(store.temporal.getState().pastStates).toHaveLength(0);

    store.temporal.getState().redo();
    store.temporal.getState().redo();
    expect(store.getState().doc.item.name).toBe('Harbour Hoodie');
    expect(store.getState().changeLabel).toBe('Rename');
  });

  it('records no history for moving between steps, saving state or a change that changes nothing', () => {
    const store = newCreationStore();
    store.getState().goTo('sale');
    store.getState().setSaving('save');
    store.getState().change(() => {}, 'Nothing');
    expect(store.temporal.getState().pastStates).toHaveLength(0);
    expect(store.getState().step).toBe('sale');
  });

  it('keeps the direction of travel between steps', () => {
    const store = newCreationStore();
    store.getState().goTo('info');
    expect(store.getState().direction).toBe(1);
    store.getState().goTo('render');
    expect(store.getState().direction).toBe(-1);
    store.getState().goTo('render');
    expect(store.getState().direction).toBe(0);
  });

  it('makes a gesture one undo step', () => {
    const store = newCreationStore();
    const price = () => {
      const { doc } = store.getState();
      return doc.kind === 'creation' ? doc.item.totalPrice : null;
    };
    const before = price();
    store.getState().beginGesture();
    for (let price = 1000; price <= 5000; price += 1000) {
      store.getState().change((doc) => {
        if (doc.kind === 'creation') doc.item.totalPrice = price;
      }, 'Price');
    }
    store.getState().endGesture();
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    store.temporal.getState().undo();
    expect(price()).toBe(before);
    store.temporal.getState().redo();
    expect(price()).toBe(5000);
  });

  it('knows unsaved changes by comparing with the base, so undoing back to it is clean again', () => {
    const store = savedCreationStore();
    expect(hasUnsavedChanges(store.getState())).toBe(false);
    store.getState().change(rename('Harbour'), 'Rename');
    expect(hasUnsavedChanges(store.getState())).toBe(true);
    store.temporal.getState().undo();
    expect(hasUnsavedChanges(store.getState())).toBe(false);
  });

  it('sends only the changed fields, relations as connect and disconnect', () => {
    const store = savedCreationStore();
    store.getState().change((doc) => {
      if (doc.kind !== 'creation') return;
      doc.item.name = 'Harbour';
      doc.item.creation_category = [{ id: 'cat_men', name: 'Men', value: 'men' }];
    }, 'Info');
    const { doc, base } = store.getState();
    expect(changedFields(doc, base)).toEqual({
      name: 'Harbour',
      creation_category: { connect: [{ id: 'cat_men' }] },
    });
    store.getState().change((draft) => {
      if (draft.kind === 'creation') draft.item.creation_category = [];
    }, 'Info');
    expect(changedFields(store.getState().doc, store.getState().doc.item)).toEqual({});
    expect(changedFields(store.getState().doc, base)).toEqual({ name: 'Harbour' });
  });

  it('sends the whole document on a first save', () => {
    const store = newCreationStore();
    const fields = changedFields(store.getState().doc, null);
    expect(fields).toMatchObject({ name: '', minimum_order: 5, visibility: 'public' });
    expect(fields.prebuilds).toEqual({ connect: [{ id: fixtures.prebuild.id }] });
    expect(fields).not.toHaveProperty('id');
  });

  it('takes over what a save decided without an undo step, keeping changes made meanwhile', () => {
    const store = newCreationStore();
    store.getState().change(rename('Harbour'), 'Rename');
    const sent = store.getState().doc.item;
    store.getState().change(rename('Harbour Hoodie'), 'Rename');
    store.getState().markSaved({ ...sent, id: 'c9', updatedAt: NOW, is_draft: false });
    const state = store.getState();
    expect(state.doc.item).toMatchObject({
      id: 'c9',
      updatedAt: NOW,
      is_draft: false,
      name: 'Harbour Hoodie',
    });
    expect(state.base).toMatchObject({ id: 'c9', name: 'Harbour' });
    expect(store.temporal.getState().pastStates).toHaveLength(2);
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('holds a conflict until it is resolved, and a reload replaces the document and clears the history', () => {
    const store = savedCreationStore();
    store.getState().change(rename('Mine'), 'Rename');
    store.getState().setConflict({ mode: 'save', currentVersion: '2025-03-02T00:00:00.000Z' });
    expect(store.getState().conflict).toEqual({ mode: 'save', currentVersion: '2025-03-02T00:00:00.000Z' });
    const theirs = { ...store.getState().base, name: 'Theirs', updatedAt: '2025-03-02T00:00:00.000Z' };
    const doc = store.getState().doc;
    store.getState().replaceDocument({ ...doc, item: theirs } as EditorDocument, theirs);
    store.getState().setConflict(null);
    expect(store.getState().doc.item.name).toBe('Theirs');
    expect(store.temporal.getState().pastStates).toHaveLength(0);
    expect(hasUnsavedChanges(store.getState())).toBe(false);
  });

  it('edits a prebuild the same way', () => {
    const item = newPrebuild();
    const store = createEditorStore({
      doc: { kind: 'prebuild', item },
      base: item,
      step: 'design',
      lastSavedAt: null,
    });
    store.getState().change((doc) => {
      if (doc.kind === 'prebuild') doc.item.extra_option.allowPurchaseType = ['sample'];
    }, 'Purchase types');
    expect(changedFields(store.getState().doc, item)).toEqual({
      extra_option: { ...item.extra_option, allowPurchaseType: ['sample'] },
    });
  });
});
