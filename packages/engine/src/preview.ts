import {
  AmbientLight,
  Color,
  DirectionalLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  TorusKnotGeometry,
  WebGLRenderer,
} from 'three';

export interface PreviewOptions {
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
  background?: string;
  color?: string;
}

export interface Preview {
  renderer: WebGLRenderer;
  /** Draws one frame; nothing is drawn between calls (render on demand). */
  render(): void;
  dispose(): void;
}

/**
 * A minimal lit scene used to prove that WebGL works where the engine runs
 * (headless Chromium through SwiftShader included). The full Viewer replaces it.
 */
export function createPreview({
  canvas,
  width,
  height,
  background = '#f4f1ec',
  color = '#b4472f',
}: PreviewOptions): Preview {
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: false });
  renderer.setSize(width, height, false);
  const scene = new Scene();
  scene.background = new Color(background);
  const camera = new PerspectiveCamera(50, width / height, 0.1, 100);
  camera.position.set(0, 1, 6);
  camera.lookAt(0, 0, 0);
  scene.add(new AmbientLight(0xffffff, 0.5));
  const light = new DirectionalLight(0xffffff, 1);
  light.position.set(3, 5, 4);
  scene.add(light);
  const geometry = new TorusKnotGeometry(1.2, 0.4, 128, 24);
  const material = new MeshStandardMaterial({ color, roughness: 0.85, metalness: 0 });
  scene.add(new Mesh(geometry, material));
  return {
    renderer,
    render: () => renderer.render(scene, camera),
    dispose: () => {
      geometry.dispose();
      material.dispose();
      renderer.dispose();
    },
  };
}
