#!/usr/bin/env node
// The two README commands run through this file: `npm start` and `npm test`.
// It must run on any Node from 20 up with nothing else installed, so it uses only
// node built-ins. It brings Node 24 and pnpm into a project-local `.tools/` folder
// when the machine's are older or missing, re-runs itself under that Node, installs
// the workspace (only when the lockfile changed), and then hands over to pnpm.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_NODE_MAJOR = 24;
const PNPM_RANGE = '12';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const toolsBin = join(tools, 'bin');
const [, , command = 'setup', ...rest] = process.argv;

function log(message) {
  process.stdout.write(`[atelier] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`[atelier] ${message}\n`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) fail(`could not run ${cmd}: ${result.error.message}`);
  return result.status ?? 1;
}

function mustRun(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) process.exit(status);
}

function nodeMajor(version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

function nodePackageName() {
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (!platform || !arch)
    fail(`no Node ${REQUIRED_NODE_MAJOR} package for ${process.platform}-${process.arch}`);
  return `node-${platform}-${arch}`;
}

/** Installs Node 24 and pnpm into .tools (once), and links them into .tools/bin. */
function ensureTools() {
  const nodePackage = nodePackageName();
  const nodeHome = join(tools, 'node_modules', nodePackage);
  const localNode = join(nodeHome, 'bin', 'node');
  // pnpm 12 ships a native executable; npm links it here.
  const pnpmEntry = join(tools, 'node_modules', '.bin', process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm');
  const systemIsNew = nodeMajor(process.version) >= REQUIRED_NODE_MAJOR;
  const needNode = !systemIsNew && !existsSync(localNode);
  if (needNode || !existsSync(pnpmEntry)) {
    mkdirSync(tools, { recursive: true });
    const deps = { pnpm: PNPM_RANGE };
    if (!systemIsNew) deps[nodePackage] = String(REQUIRED_NODE_MAJOR);
    writeFileSync(
      join(tools, 'package.json'),
      JSON.stringify({ private: true, dependencies: deps }, null, 2),
    );
    log(`installing ${Object.keys(deps).join(' and ')} into .tools/ ...`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    mustRun(npm, ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
      cwd: tools,
    });
  }
  rmSync(toolsBin, { recursive: true, force: true });
  mkdirSync(toolsBin, { recursive: true });
  const nodeBinary = systemIsNew ? process.execPath : localNode;
  symlinkSync(nodeBinary, join(toolsBin, 'node'));
  symlinkSync(pnpmEntry, join(toolsBin, 'pnpm'));
  return { nodeBinary, nodeHome: systemIsNew ? undefined : nodeHome };
}

function toolEnv(nodeHome) {
  const env = {
    ...process.env,
    PATH: `${toolsBin}:${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    PUPPETEER_SKIP_DOWNLOAD: '1',
    ATELIER_BOOTSTRAPPED: '1',
    // pnpm must not ask questions in CI or in a pipe.
    CI: process.env.CI ?? (process.stdin.isTTY ? '' : 'true'),
  };
  // Native addons (better-sqlite3) are built against the headers of the Node that runs them.
  if (nodeHome) env.npm_config_nodedir = nodeHome;
  return env;
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  hash.update(process.version);
  return hash.digest('hex');
}

function ensureInstall(env) {
  const stamp = join(tools, 'install-stamp');
  const wanted = fingerprint();
  if (existsSync(join(root, 'node_modules')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
    log('dependencies up to date');
    return;
  }
  log('installing dependencies (pnpm install) ...');
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  mustRun('pnpm', ['install', ...frozen], { env });
  writeFileSync(stamp, fingerprint());
}

function hasChromium() {
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((path) => existsSync(path));
}

function ensureChromium() {
  if (hasChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    fail(
      "the browser tests need Debian's Chromium at /usr/bin/chromium. Install it with:\n" +
        '  sudo apt-get install -y chromium fonts-liberation fonts-noto-cjk\n' +
        'then run npm test again.',
    );
  }
  log("installing Debian's chromium for the browser tests ...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustRun('apt-get', ['update', '-qq'], { env });
  mustRun('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation', 'fonts-noto-cjk'], { env });
}

// Re-run under Node 24 when this one is older.
if (process.env.ATELIER_BOOTSTRAPPED !== '1') {
  const { nodeBinary, nodeHome } = ensureTools();
  const env = toolEnv(nodeHome);
  if (nodeBinary !== process.execPath) {
    log(`using Node ${REQUIRED_NODE_MAJOR} from .tools/ (this machine has ${process.version})`);
    process.exit(run(nodeBinary, [fileURLToPath(import.meta.url), command, ...rest], { env }));
  }
  Object.assign(process.env, env);
}

const env = process.env;
ensureInstall(env);

switch (command) {
  case 'setup':
    break;
  case 'start':
    mustRun('pnpm', ['run', 'build:apps'], { env });
    process.exit(run('pnpm', ['run', 'serve', ...rest], { env }));
    break;
  case 'test':
    ensureChromium();
    process.exit(run('pnpm', ['run', 'test:all', ...rest], { env }));
    break;
  default:
    // Any other word runs that pnpm script with the project's toolchain.
    process.exit(run('pnpm', ['run', command, ...rest], { env }));
}
