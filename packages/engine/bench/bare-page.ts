/**
 * The floor: the least any viewer can do. Fetch the GLB, parse it, light it with one
 * hemisphere light, frame it and draw it once; the time is taken when the pixels are on
 * the GPU (a one-pixel read-back).
 */
import { Box3, HemisphereLight, PerspectiveCamera, Scene, Vector3, WebGLRenderer } from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';

declare global {
  interface Window {
    benchResult?: Record<string, unknown>;
  }
}

const model = new URLSearchParams(location.search).get('model')!;
const canvas = document.getElementById('view') as HTMLCanvasElement;
const renderer = new WebGLRenderer({ canvas, antialias: true });
renderer.setSize(canvas.clientWidth, canvas.clientHeight, false);
const scene = new Scene();
const camera = new PerspectiveCamera(50, canvas.clientWidth / canvas.clientHeight, 0.01, 100);

new GLTFLoader().loadAsync(model).then(
  (gltf) => {
    scene.add(gltf.scene, new HemisphereLight(0xffffff, 0x444444, 3));
    const box = new Box3().setFromObject(gltf.scene);
    const centre = box.getCenter(new Vector3());
    const size = box.getSize(new Vector3()).length();
    camera.position.copy(centre).add(new Vector3(0, size * 0.2, size * 1.2));
    camera.lookAt(centre);
    renderer.render(scene, camera);
    const gl = renderer.getContext();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    window.benchResult = { firstFrame: performance.now() };
  },
  (error: unknown) => {
    window.benchResult = { error: String(error) };
  },
);
