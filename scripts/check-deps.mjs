#!/usr/bin/env node
// Enforces the dependency direction of ARCHITECTURE.md. It reads every source file of
// every workspace package (packages/, apps/ and tools/) and of the Storybook set-up
// (.storybook/), and fails on:
// - a workspace import that the architecture does not allow (each package may import
//   only those to its left; no package imports an app),
// - `three` outside packages/engine and the asset tools (tools/assets): hosts, the
//   viewer app included, reach three.js only through the engine's facade,
// - React, the DOM or node built-ins inside packages/schema and packages/domain,
// - a deep import into another package's internals (one public entry per package;
//   a subpath the package lists in its `exports`, such as a stylesheet, is public).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The name the rules give Storybook's set-up folder (`.storybook/`). */
export const STORYBOOK = '.storybook';

/** Which workspace packages each package may import (ARCHITECTURE.md, "Dependency direction"). */
export const ALLOWED_WORKSPACE_IMPORTS = {
  '@atelier/schema': [],
  '@atelier/domain': ['@atelier/schema'],
  '@atelier/protocol': ['@atelier/schema', '@atelier/domain'],
  // Not the protocol: the viewer app wires the engine to the protocol server.
  '@atelier/engine': ['@atelier/schema', '@atelier/domain'],
  '@atelier/embed': ['@atelier/protocol'],
  '@atelier/ui': [],
  '@atelier/api': ['@atelier/schema', '@atelier/domain'],
  '@atelier/web': ['@atelier/schema', '@atelier/domain', '@atelier/embed', '@atelier/ui'],
  '@atelier/viewer': ['@atelier/engine', '@atelier/protocol', '@atelier/schema'],
  // tools/: the demo asset generator renders its thumbnails with the engine.
  '@atelier/assets': ['@atelier/engine', '@atelier/schema'],
  // Not a package: Storybook's set-up, which renders the design system, the storefront and
  // the engine's stories.
  [STORYBOOK]: ['@atelier/schema', '@atelier/domain', '@atelier/ui', '@atelier/engine'],
};

/**
 * Types an app may take from another app, erased at build time: the web app's typed
 * API client (`hono/client`) needs the API's route types, never its code.
 */
export const TYPE_ONLY_APP_IMPORTS = {
  '@atelier/web': ['@atelier/api'],
};

const THREE_ALLOWED = new Set(['@atelier/engine', '@atelier/assets']);
const PURE_PACKAGES = new Set(['@atelier/schema', '@atelier/domain']);
const REACT_MODULES = /^(react|react-dom|react\/.*|react-dom\/.*|@testing-library\/.*)$/;
// Globals that only exist in a browser; a pure package must not reach for them.
const DOM_GLOBALS =
  /\b(window|document|navigator|localStorage|sessionStorage|HTMLElement|HTMLCanvasElement|requestAnimationFrame)\b/;
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const IGNORED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'storybook-static', 'public']);

// import x from 'm' | import 'm' | export { x } from 'm' | import('m') | require('m')
const IMPORT_PATTERNS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    if (IGNORED_DIRS.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...listFiles(path));
    else if (SOURCE_FILE.test(entry)) files.push(path);
  }
  return files;
}

function stripComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function stripStrings(code) {
  return code.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, "''");
}

export function importsOf(source) {
  const code = stripComments(source);
  const found = new Set();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

/** Specifiers imported only as types (`import type { X } from 'm'`, `export type { X } from 'm'`). */
export function typeOnlyImportsOf(source) {
  const code = stripComments(source);
  const typeOnly = new Set();
  for (const match of code.matchAll(/\b(?:import|export)\s+type\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g)) {
    typeOnly.add(match[1]);
  }
  // A specifier also imported for values is not type-only.
  for (const match of code.matchAll(/\b(?:import|export)\s+(?!type\s)[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g)) {
    typeOnly.delete(match[1]);
  }
  return typeOnly;
}

function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isTestFile(path) {
  return /\.(test|spec|stories)\.[a-z]+$/.test(path) || /[\\/](test|e2e)[\\/]/.test(path);
}

/**
 * Workspace packages under packages/, apps/ and tools/ with their names and folders, and
 * the Storybook set-up (`.storybook/`) when there is one.
 */
export function findWorkspacePackages(root) {
  const found = [];
  for (const group of ['packages', 'apps', 'tools']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir)) {
      const dir = join(root, group, entry);
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        const exported = Object.keys(manifest.exports ?? { '.': null });
        found.push({ name: manifest.name, dir, isApp: group === 'apps', exported });
      } catch {
        // a folder without a package.json is not a package
      }
    }
  }
  const storybook = join(root, STORYBOOK);
  if (existsSync(storybook)) found.push({ name: STORYBOOK, dir: storybook, isApp: false, exported: [] });
  return found;
}

/** Returns every violation of the dependency rules under `root`, as readable lines. */
export function checkDependencies(root) {
  const packages = findWorkspacePackages(root);
  const apps = new Set(packages.filter((p) => p.isApp).map((p) => p.name));
  const exportsOf = new Map(packages.map((p) => [p.name, p.exported]));
  const violations = [];
  for (const pkg of packages) {
    const allowed = ALLOWED_WORKSPACE_IMPORTS[pkg.name];
    if (!allowed) {
      violations.push(`${pkg.name}: not listed in the dependency rules (scripts/check-deps.mjs)`);
      continue;
    }
    for (const file of listFiles(pkg.dir)) {
      const where = relative(root, file);
      const source = readFileSync(file, 'utf8');
      const typeOnly = typeOnlyImportsOf(source);
      for (const specifier of importsOf(source)) {
        if (specifier.startsWith('.')) continue;
        const target = packageOf(specifier);
        if (target.startsWith('@atelier/')) {
          if (target === pkg.name) continue;
          if (apps.has(target)) {
            const typesAllowed = TYPE_ONLY_APP_IMPORTS[pkg.name]?.includes(target) && typeOnly.has(specifier);
            if (!typesAllowed)
              violations.push(`${where}: imports the app ${target}; no package imports an app`);
            continue;
          }
          if (!allowed.includes(target)) {
            violations.push(
              `${where}: ${pkg.name} may not import ${target} (allowed: ${allowed.join(', ') || 'none'})`,
            );
          } else if (
            specifier !== target &&
            !exportsOf.get(target)?.includes(`.${specifier.slice(target.length)}`)
          ) {
            violations.push(`${where}: deep import '${specifier}'; import from '${target}' only`);
          }
        }
        if ((target === 'three' || target === '@types/three') && !THREE_ALLOWED.has(pkg.name)) {
          violations.push(`${where}: imports three.js; only @atelier/engine and @atelier/assets may`);
        }
        if (PURE_PACKAGES.has(pkg.name) && !isTestFile(file)) {
          if (REACT_MODULES.test(specifier))
            violations.push(`${where}: imports ${specifier}; ${pkg.name} must not use React`);
          if (NODE_BUILTINS.has(specifier)) {
            violations.push(`${where}: imports the node built-in ${specifier}; ${pkg.name} must stay pure`);
          }
        }
      }
      if (PURE_PACKAGES.has(pkg.name) && !isTestFile(file)) {
        const dom = stripStrings(stripComments(source)).match(DOM_GLOBALS);
        if (dom) violations.push(`${where}: uses the DOM global '${dom[1]}'; ${pkg.name} must stay pure`);
      }
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..');
  const violations = checkDependencies(root);
  if (violations.length > 0) {
    process.stderr.write(
      `Dependency rules broken (${violations.length}):\n${violations.map((v) => `  ${v}`).join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('Dependency rules hold.\n');
}
