// Injected into every frame before its scripts run (Playwright's addInitScript), so the
// same definition of "first frame" holds for the embedded viewer (a cross-origin iframe
// whose engine the partner page cannot reach) and for the bare three.js floor: the first
// WebGL draw call of a mesh (at least MIN_INDICES vertices or indices, so not a
// background quad or the ground plane), then, in the next task, a one-pixel read-back
// that waits until the GPU has executed that frame. The time is kept as wall-clock
// milliseconds (timeOrigin + now) so the partner page can subtract its own navigation
// start.
(() => {
  const MIN_INDICES = 3000;
  const record = (gl) => {
    if (window.__firstDraw) return;
    window.__firstDraw = { drawn: performance.timeOrigin + performance.now() };
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
      window.__firstDraw.synced = performance.timeOrigin + performance.now();
    };
    channel.port2.postMessage(null);
  };
  const wrap = (proto, name, countArg) => {
    const original = proto?.[name];
    if (!original) return;
    proto[name] = function (...args) {
      const result = original.apply(this, args);
      if (!window.__firstDraw && args[countArg] >= MIN_INDICES) record(this);
      return result;
    };
  };
  for (const proto of [
    globalThis.WebGLRenderingContext?.prototype,
    globalThis.WebGL2RenderingContext?.prototype,
  ]) {
    wrap(proto, 'drawElements', 1);
    wrap(proto, 'drawArrays', 2);
    wrap(proto, 'drawElementsInstanced', 1);
    wrap(proto, 'drawArraysInstanced', 2);
    wrap(proto, 'drawRangeElements', 3);
  }
})();
