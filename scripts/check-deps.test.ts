import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDependencies, importsOf } from './check-deps.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const made: string[] = [];

/** A throwaway workspace: { 'packages/domain/src/index.ts': '...' } plus package.json files. */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'atelier-deps-'));
  made.push(root);
  const names: Record<string, string> = {
    'packages/schema': '@atelier/schema',
    'packages/domain': '@atelier/domain',
    'packages/engine': '@atelier/engine',
    'packages/ui': '@atelier/ui',
    'packages/protocol': '@atelier/protocol',
    'apps/web': '@atelier/web',
    'apps/api': '@atelier/api',
    'apps/viewer': '@atelier/viewer',
    'tools/assets': '@atelier/assets',
  };
  for (const [dir, name] of Object.entries(names)) {
    mkdirSync(join(root, dir, 'src'), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ name }));
  }
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('dependency direction (ARCHITECTURE.md)', () => {
  it('holds for this repository', () => {
    expect(checkDependencies(repoRoot)).toEqual([]);
  });

  it('finds static, re-export, side-effect, dynamic and require imports, but not commented ones', () => {
    const source = [
      "import { a } from 'one';",
      "import type { B } from 'two';",
      "export { c } from 'three';",
      "import 'four.css';",
      "const m = await import('five');",
      "const r = require('six');",
      "// import x from 'seven';",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['five', 'four.css', 'one', 'six', 'three', 'two']);
  });

  it('accepts a workspace that follows the rules', () => {
    const root = workspace({
      'packages/domain/src/index.ts': "import { z } from '@atelier/schema';\nexport const window_size = 3;",
      'packages/engine/src/index.ts':
        "import * as THREE from 'three';\nimport { rule } from '@atelier/domain';",
      'apps/web/src/main.tsx':
        "import { Button } from '@atelier/ui';\nimport '@atelier/ui/tokens.css';\nimport { createRoot } from 'react-dom/client';",
      'packages/ui/package.json': JSON.stringify({
        name: '@atelier/ui',
        exports: { '.': './src/index.ts', './tokens.css': './src/theme/tokens.css' },
      }),
    });
    expect(checkDependencies(root)).toEqual([]);
  });

  it('fails when the domain imports three.js', () => {
    const root = workspace({ 'packages/domain/src/index.ts': "import { Vector3 } from 'three';" });
    expect(checkDependencies(root)).toEqual([
      'packages/domain/src/index.ts: imports three.js; only @atelier/engine and @atelier/assets may',
    ]);
  });

  it('fails when a host imports three.js', () => {
    const root = workspace({
      'apps/web/src/scene.ts': "import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';",
    });
    expect(checkDependencies(root)).toEqual([
      'apps/web/src/scene.ts: imports three.js; only @atelier/engine and @atelier/assets may',
    ]);
  });

  it('fails when the viewer app imports three.js: it reaches the scene through the engine', () => {
    const root = workspace({
      'apps/viewer/src/handlers.ts':
        "import { Vector3 } from 'three';\nimport { Viewer } from '@atelier/engine';",
    });
    expect(checkDependencies(root)).toEqual([
      'apps/viewer/src/handlers.ts: imports three.js; only @atelier/engine and @atelier/assets may',
    ]);
  });

  it('checks the Storybook set-up: no three.js there, the engine only through its entry', () => {
    const root = workspace({
      '.storybook/preview.tsx': "import { Scene } from 'three';\nimport { Button } from '@atelier/ui';",
      '.storybook/engine.ts': "import { Viewer } from '@atelier/engine/src/viewer/Viewer';",
      '.storybook/main.ts': "import { app } from '@atelier/api';",
    });
    expect(checkDependencies(root).sort()).toEqual([
      ".storybook/engine.ts: deep import '@atelier/engine/src/viewer/Viewer'; import from '@atelier/engine' only",
      '.storybook/main.ts: imports the app @atelier/api; no package imports an app',
      '.storybook/preview.tsx: imports three.js; only @atelier/engine and @atelier/assets may',
    ]);
  });

  it('checks tools/: the asset tools may use three.js and the engine, not an app', () => {
    const root = workspace({
      'tools/assets/src/render.ts':
        "import { Scene } from 'three';\nimport { Viewer } from '@atelier/engine';",
      'tools/assets/src/upload.ts': "import { app } from '@atelier/api';",
    });
    expect(checkDependencies(root)).toEqual([
      'tools/assets/src/upload.ts: imports the app @atelier/api; no package imports an app',
    ]);
  });

  it('fails when the engine imports the protocol: the viewer app wires them', () => {
    const root = workspace({
      'packages/engine/src/index.ts': "import { ProtocolServer } from '@atelier/protocol';",
      'apps/viewer/src/boot.ts':
        "import { ProtocolServer } from '@atelier/protocol';\nimport { Viewer } from '@atelier/engine';",
    });
    expect(checkDependencies(root)).toEqual([
      'packages/engine/src/index.ts: @atelier/engine may not import @atelier/protocol (allowed: @atelier/schema, @atelier/domain)',
    ]);
  });

  it('fails when schema or domain reach for React, the DOM or node built-ins', () => {
    const root = workspace({
      'packages/schema/src/a.ts': "import { readFileSync } from 'node:fs';",
      'packages/schema/src/b.ts': "import fs from 'fs';",
      'packages/domain/src/c.ts': "import { useState } from 'react';",
      'packages/domain/src/d.ts':
        "export const width = () => window.innerWidth; // 'document' in a comment is fine",
    });
    expect(checkDependencies(root).sort()).toEqual([
      'packages/domain/src/c.ts: imports react; @atelier/domain must not use React',
      "packages/domain/src/d.ts: uses the DOM global 'window'; @atelier/domain must stay pure",
      'packages/schema/src/a.ts: imports the node built-in node:fs; @atelier/schema must stay pure',
      'packages/schema/src/b.ts: imports the node built-in fs; @atelier/schema must stay pure',
    ]);
  });

  it('fails when a package imports an app, a package to its right, or another package internals', () => {
    const root = workspace({
      'packages/ui/src/a.ts': "import { app } from '@atelier/api';",
      'packages/schema/src/b.ts': "import { rule } from '@atelier/domain';",
      'packages/engine/src/c.ts': "import { x } from '@atelier/domain/src/internal';",
    });
    expect(checkDependencies(root).sort()).toEqual([
      "packages/engine/src/c.ts: deep import '@atelier/domain/src/internal'; import from '@atelier/domain' only",
      'packages/schema/src/b.ts: @atelier/schema may not import @atelier/domain (allowed: none)',
      'packages/ui/src/a.ts: imports the app @atelier/api; no package imports an app',
    ]);
  });

  it('lets the web app take the API route types, and nothing else from an app', () => {
    const root = workspace({
      'apps/web/src/api.ts': "import type { AppType } from '@atelier/api';\nexport type { AppType };",
      'apps/web/src/bad.ts': "import { createApp } from '@atelier/api';",
      'packages/ui/src/c.ts': "import type { AppType } from '@atelier/api';",
    });
    expect(checkDependencies(root).sort()).toEqual([
      'apps/web/src/bad.ts: imports the app @atelier/api; no package imports an app',
      'packages/ui/src/c.ts: imports the app @atelier/api; no package imports an app',
    ]);
  });

  it('fails through the command line with a non-zero exit', async () => {
    const { spawnSync } = await import('node:child_process');
    const root = workspace({ 'packages/domain/src/index.ts': "import * as THREE from 'three';" });
    const result = spawnSync(process.execPath, [join(repoRoot, 'scripts/check-deps.mjs'), root], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('imports three.js');
  });
});
