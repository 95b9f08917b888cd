/** Stand-in for `three/addons/loaders/EXRLoader.js` in the viewer build (see ./loaders.ts). */
import type { EXRLoader as RealEXRLoader } from 'three/examples/jsm/loaders/EXRLoader.js';
import { loaderClass } from './loaders';

export class EXRLoader {
  private readonly args: ConstructorParameters<typeof RealEXRLoader>;
  constructor(...args: ConstructorParameters<typeof RealEXRLoader>) {
    this.args = args;
  }
  parse(...args: Parameters<RealEXRLoader['parse']>): ReturnType<RealEXRLoader['parse']> {
    const Loader = loaderClass('exr');
    return new Loader(...this.args).parse(...args);
  }
}
