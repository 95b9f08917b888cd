/** Stand-in for `three/addons/loaders/FBXLoader.js` in the viewer build (see ./loaders.ts). */
import type { FBXLoader as RealFBXLoader } from 'three/examples/jsm/loaders/FBXLoader.js';
import { loaderClass } from './loaders';

export class FBXLoader {
  private readonly args: ConstructorParameters<typeof RealFBXLoader>;
  constructor(...args: ConstructorParameters<typeof RealFBXLoader>) {
    this.args = args;
  }
  parse(...args: Parameters<RealFBXLoader['parse']>): ReturnType<RealFBXLoader['parse']> {
    const Loader = loaderClass('fbx');
    return new Loader(...this.args).parse(...args);
  }
}
