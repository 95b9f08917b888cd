import { describe, expect, it } from 'vitest';
import {
  afterSavePath,
  creationDetailPath,
  editCreationPath,
  editorBackPath,
  producerPagePath,
  redirectsAfterFirstSave,
} from './navigation';

describe('001 §2 back arrow', () => {
  it('a creation goes to {user at_name}/creation?creation_id={id}', () => {
    expect(editorBackPath({ editType: 'creation', creationId: 'c1', creatorAtName: 'mei_lin' })).toBe(
      '/mei_lin/creation?creation_id=c1',
    );
  });

  it('a new creation goes to {producer at_name}/production?prebuild={id}', () => {
    expect(
      editorBackPath({
        editType: 'creation',
        prebuildId: 'prebuild_hoodie',
        producerAtName: 'atelier_works',
      }),
    ).toBe('/atelier_works/production?prebuild=prebuild_hoodie');
  });

  it('DECISIONS: without the ids needed it goes home', () => {
    expect(editorBackPath({ editType: 'creation' })).toBe('/');
  });

  it('a prebuild goes to production?prebuild={prebuild_id}, or ?asset={asset_id} when given', () => {
    expect(editorBackPath({ editType: 'prebuild', producerAtName: 'atelier_works', prebuildId: 'p1' })).toBe(
      '/atelier_works/production?prebuild=p1',
    );
    expect(
      editorBackPath({
        editType: 'prebuild',
        producerAtName: 'atelier_works',
        prebuildId: 'p1',
        assetId: 'model_hoodie',
      }),
    ).toBe('/atelier_works/production?asset=model_hoodie');
    expect(editorBackPath({ editType: 'prebuild', producerAtName: 'atelier_works' })).toBe(
      '/atelier_works/production',
    );
  });
});

describe('001 §2 after a successful save', () => {
  it('goes to the creation or prebuild page', () => {
    expect(afterSavePath({ editType: 'creation', id: 'c1', creatorAtName: 'mei_lin' })).toBe(
      '/mei_lin/creation?creation_id=c1',
    );
    expect(afterSavePath({ editType: 'prebuild', id: 'p1', producerAtName: 'atelier_works' })).toBe(
      '/atelier_works/production?prebuild=p1',
    );
  });

  it('redirects a new item (without id) after its first save', () => {
    expect(redirectsAfterFirstSave({})).toBe(true);
    expect(redirectsAfterFirstSave({ id: 'c1' })).toBe(false);
  });
});

describe('000 §2 routes', () => {
  it('creation detail, producer page and the editor in v2 or v3', () => {
    expect(creationDetailPath('mei_lin', 'a b')).toBe('/mei_lin/creation?creation_id=a%20b');
    expect(producerPagePath('atelier_works')).toBe('/atelier_works/production');
    expect(editCreationPath('mei_lin', 'c1')).toBe('/mei_lin/creation/c1/edit?v3=true');
    expect(editCreationPath('mei_lin', 'c1', 'v2')).toBe('/mei_lin/creation/c1/edit?v2=true');
  });
});
