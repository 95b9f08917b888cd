import { describe, expect, it } from 'vitest';
import { BYTE_KINDS, byteKindOf, median } from './bench-atelier.mjs';

const at = (path: string) => `http://127.0.0.1:4000${path}`;

describe('bench:bytes sorts a first view by what it loads', () => {
  it.each([
    ['/assets/models/tshirt.glb', 'model/gltf-binary', 'model'],
    ['/assets/models/cap.fbx', 'application/octet-stream', 'model'],
    ['/api/img/original/cat-materials-jersey-white-diffuse.webp?w=1024', 'image/png', 'textures'],
    ['/assets/materials/normals/jersey.webp', 'image/webp', 'textures'],
    ['/assets/environments/studio.exr', 'application/octet-stream', 'environment'],
    ['/assets/environments/room.hdr', 'application/octet-stream', 'environment'],
    ['/api/img/original/cat-backgrounds-studio-white.jpg?w=2048', 'image/jpeg', 'background'],
    ['/assets/backgrounds/concrete.jpg', 'image/jpeg', 'background'],
    ['/viewer/assets/index-AE6z8-Hf.js', 'text/javascript', 'js'],
    ['/viewer/assets/basis-d824f9b116/basis_transcoder.wasm', 'application/wasm', 'js'],
    ['/api/img/original/cat-materials-normals-jersey.webp?w=1024&kind=data', 'image/ktx2', 'textures'],
    ['/viewer/?creation=cr_1', 'text/html', 'page and data'],
    ['/api/viewer/context?creation=cr_1', 'application/json', 'page and data'],
  ])('%s (%s) is %s', (path, type, kind) => {
    expect(byteKindOf(at(path), type)).toBe(kind);
    expect(BYTE_KINDS).toContain(kind);
  });
});

it('takes the median of odd and even counts', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});
