import { describe, expect, it } from 'vitest';
import { buildApiReport, readCheckedInReport } from './api-report.mjs';

describe("the engine's API report", () => {
  it(
    'lists exactly the public surface of src/index.ts (update: pnpm --filter @atelier/engine api:report)',
    { timeout: 120_000 },
    () => {
      const actual = buildApiReport();
      expect(
        actual,
        "The engine's public surface differs from packages/engine/api-report.md. If the change is meant, run " +
          '`pnpm --filter @atelier/engine api:report`, commit the file and describe the change in docs/engine.md.',
      ).toBe(readCheckedInReport());
    },
  );

  it('names only host-facing exports: the Viewer facade, its types, services and lighting presets', () => {
    const names = [...readCheckedInReport().matchAll(/^## (\S+)$/gm)].map((match) => match[1]);
    expect(names).toContain('Viewer');
    // Internals stay internal: hosts reach none of these.
    for (const internal of [
      'DecalCompositor',
      'PartMaterial',
      'TextureCache',
      'createPreview',
      'resolvePartAppearances',
    ])
      expect(names).not.toContain(internal);
    expect(readCheckedInReport()).not.toMatch(/WebGLRenderer|PerspectiveCamera|OrbitControls|\bScene\b/);
  });
});
