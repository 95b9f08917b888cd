// A small three.js renderer for thumbnails and screenshots of the generated assets. It runs
// in headless Chromium (SwiftShader WebGL), driven by ../render.ts. The engine's Viewer
// will replace it once packages/engine exists.
import * as THREE from 'three';
import { EXRLoader } from 'three/addons/loaders/EXRLoader.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { HDRLoader } from 'three/addons/loaders/HDRLoader.js';

const textureLoader = new THREE.TextureLoader();

function loadImage(url) {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`image failed: ${url}`));
    img.src = url;
  });
}

async function loadTexture(url, { srgb, repeat }) {
  const tex = await textureLoader.loadAsync(url);
  tex.flipY = false;
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.colorSpace = srgb ? THREE.SRGBColorSpace : THREE.NoColorSpace;
  tex.anisotropy = 8;
  if (repeat) tex.repeat.set(repeat[0], repeat[1]);
  return tex;
}

/** The part's diffuse tiled over its UV square, with the decal painted in UV space. */
async function compositeDiffuse(diffuseUrl, repeat, decal) {
  const size = 2048;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d');
  const img = await loadImage(diffuseUrl);
  const tileW = size / repeat[0];
  const tileH = size / repeat[1];
  for (let y = 0; y < size; y += tileH)
    for (let x = 0; x < size; x += tileW) ctx.drawImage(img, x, y, tileW, tileH);
  const art = await loadImage(decal.url);
  const [u, v, w] = decal.rect;
  const h = (w * art.height) / art.width;
  ctx.save();
  ctx.translate(u * size, v * size);
  ctx.rotate(((decal.rotation ?? 0) * Math.PI) / 180);
  ctx.drawImage(art, (-w * size) / 2, (-h * size) / 2, w * size, h * size);
  ctx.restore();
  const tex = new THREE.CanvasTexture(canvas);
  tex.flipY = false;
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 8;
  return tex;
}

async function loadEnvironment(renderer, url) {
  const loader = url.endsWith('.exr') ? new EXRLoader() : new HDRLoader();
  const tex = await loader.loadAsync(url);
  tex.mapping = THREE.EquirectangularReflectionMapping;
  const pmrem = new THREE.PMREMGenerator(renderer);
  const env = pmrem.fromEquirectangular(tex).texture;
  pmrem.dispose();
  return env;
}

async function materialFor(spec, decal) {
  const m = new THREE.MeshStandardMaterial({
    roughness: spec.roughness,
    metalness: spec.metalness,
    side: THREE.DoubleSide,
  });
  if (spec.color) m.color.set(spec.color);
  if (spec.diffuse) {
    m.map = decal
      ? await compositeDiffuse(spec.diffuse, spec.repeat, decal)
      : await loadTexture(spec.diffuse, { srgb: true, repeat: spec.repeat });
  }
  if (spec.normal) {
    m.normalMap = await loadTexture(spec.normal, { srgb: false, repeat: spec.repeat });
    m.normalScale.set(spec.normalScale ?? 0.6, spec.normalScale ?? 0.6);
  }
  if (spec.opacity) {
    m.alphaMap = await loadTexture(spec.opacity, { srgb: false, repeat: spec.repeat });
    m.alphaTest = 0.5;
  }
  return m;
}

/**
 * Renders one view and returns a PNG data URL.
 * options: { model, width, height, parts: {value: material}, decal?, environment,
 *            background: css colour or null, yaw, pitch, exposure, margin }
 */
window.renderGarment = async function renderGarment(o) {
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, alpha: true });
  renderer.setPixelRatio(o.pixelRatio ?? 1);
  renderer.setSize(o.width, o.height);
  renderer.toneMapping = THREE.NeutralToneMapping;
  renderer.toneMappingExposure = o.exposure ?? 0.9;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  document.body.innerHTML = '';
  document.body.appendChild(renderer.domElement);

  const scene = new THREE.Scene();
  if (o.background) scene.background = new THREE.Color(o.background);
  scene.environment = await loadEnvironment(renderer, o.environment);
  scene.environmentIntensity = o.environmentIntensity ?? 0.8;

  const gltf = await new GLTFLoader().loadAsync(o.model);
  const model = gltf.scene;
  if (o.turn) model.rotation.y = o.turn;
  const meshes = [];
  model.traverse((obj) => {
    if (obj.isMesh) meshes.push(obj);
  });
  for (const mesh of meshes) {
    const spec = o.parts[mesh.name];
    if (!spec) continue;
    mesh.material = await materialFor(spec, o.decal && o.decal.part === mesh.name ? o.decal : null);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
  }
  scene.add(model);

  const box = new THREE.Box3().setFromObject(model);
  const size = box.getSize(new THREE.Vector3());
  const centre = box.getCenter(new THREE.Vector3());

  // Ground with a soft contact shadow.
  const ground = new THREE.Mesh(
    new THREE.PlaneGeometry(20, 20),
    new THREE.ShadowMaterial({ opacity: o.shadowOpacity ?? 0.18 }),
  );
  ground.rotation.x = -Math.PI / 2;
  ground.position.y = box.min.y - 0.002;
  ground.receiveShadow = true;
  if (o.ground !== false) scene.add(ground);

  const key = new THREE.DirectionalLight(0xffffff, o.keyIntensity ?? 1.1);
  key.position.set(centre.x + 1.5, centre.y + 3, centre.z + 2.5);
  key.target.position.copy(centre);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  const r = Math.max(size.x, size.y, size.z);
  Object.assign(key.shadow.camera, { left: -r, right: r, top: r, bottom: -r, near: 0.1, far: 10 });
  key.shadow.bias = -0.0005;
  key.shadow.normalBias = 0.01;
  key.shadow.radius = 6;
  scene.add(key, key.target);
  const fill = new THREE.DirectionalLight(0xffffff, o.fillIntensity ?? 0.3);
  fill.position.set(centre.x - 2, centre.y + 1, centre.z + 1.5);
  scene.add(fill);

  const fov = 30;
  const camera = new THREE.PerspectiveCamera(fov, o.width / o.height, 0.01, 50);
  const yaw = ((o.yaw ?? 0) * Math.PI) / 180;
  const pitch = ((o.pitch ?? 8) * Math.PI) / 180;
  const dir = new THREE.Vector3(
    Math.sin(yaw) * Math.cos(pitch),
    Math.sin(pitch),
    Math.cos(yaw) * Math.cos(pitch),
  );
  const vfov = (fov * Math.PI) / 180;
  const hfov = 2 * Math.atan(Math.tan(vfov / 2) * camera.aspect);
  // Fit the box's extent as seen from the view direction.
  const across = Math.abs(Math.cos(yaw)) * size.x + Math.abs(Math.sin(yaw)) * size.z;
  const deep = Math.abs(Math.sin(yaw)) * size.x + Math.abs(Math.cos(yaw)) * size.z;
  const tall = size.y * Math.cos(pitch) + deep * Math.sin(pitch);
  const margin = o.margin ?? 1.15;
  const dist =
    Math.max((tall * margin) / 2 / Math.tan(vfov / 2), (across * margin) / 2 / Math.tan(hfov / 2)) + deep / 2;
  camera.position.copy(centre).addScaledVector(dir, dist);
  camera.lookAt(centre);

  renderer.render(scene, camera);
  const url = renderer.domElement.toDataURL('image/png');
  renderer.dispose();
  return url;
};

window.rendererReady = true;
