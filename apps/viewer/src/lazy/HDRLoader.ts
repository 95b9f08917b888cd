/** Stand-in for `three/addons/loaders/HDRLoader.js` in the viewer build (see ./loaders.ts). */
import type { HDRLoader as RealHDRLoader } from 'three/examples/jsm/loaders/HDRLoader.js';
import { loaderClass } from './loaders';

export class HDRLoader {
  private readonly args: ConstructorParameters<typeof RealHDRLoader>;
  constructor(...args: ConstructorParameters<typeof RealHDRLoader>) {
    this.args = args;
  }
  parse(...args: Parameters<RealHDRLoader['parse']>): ReturnType<RealHDRLoader['parse']> {
    const Loader = loaderClass('hdr');
    return new Loader(...this.args).parse(...args);
  }
}
