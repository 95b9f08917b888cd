// The engine's API report: every name src/index.ts exports, with its signature, read with
// the TypeScript compiler. api-report.md holds the checked-in copy; api-report.test.ts
// fails when the two differ. `node scripts/api-report.mjs --write` (the package's
// `api:report` script) rewrites the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ENGINE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPORT_PATH = join(ENGINE_DIR, 'api-report.md');

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

function compilerOptions() {
  const configPath = join(ENGINE_DIR, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ENGINE_DIR);
  return { ...parsed.options, noEmit: true };
}

const isPublicMember = (declaration) => {
  const flags = ts.getCombinedModifierFlags(declaration);
  return (
    !(flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) &&
    !ts.isPrivateIdentifier(declaration.name)
  );
};

/** The declaration's text with comments and bodies left out, on one line per member. */
function printDeclaration(node, sourceFile) {
  const printer = ts.createPrinter({ removeComments: true });
  return (
    printer
      .printNode(ts.EmitHint.Unspecified, node, sourceFile)
      .replace(/^export /, '')
      // The printer puts each tuple element on its own line; a tuple reads better on one.
      .replace(
        /\[\n([^[\]{}]*?)\n\s*\]/g,
        (_, inner) =>
          `[${inner
            .split('\n')
            .map((line) => line.trim())
            .join(' ')}]`,
      )
  );
}

/** Source text on one line (declarations as written, not the checker's expansion of zod types). */
const oneLine = (text) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/,\s*\)/g, ')')
    .replace(/\(\s+/g, '(');

function parameterText(parameter) {
  const optional = parameter.questionToken || parameter.initializer ? '?' : '';
  const type = parameter.type ? `: ${parameter.type.getText()}` : '';
  return `${parameter.dotDotDotToken ? '...' : ''}${parameter.name.getText()}${optional}${type}`;
}

const signatureText = (node) =>
  oneLine(
    `${node.typeParameters ? `<${node.typeParameters.map((t) => t.getText()).join(', ')}>` : ''}(${node.parameters
      .map(parameterText)
      .join(', ')})${node.type ? `: ${node.type.getText()}` : ''}`,
  );

function describeClass(name, declaration, checker) {
  const lines = [`class ${name} {`];
  const members = [];
  for (const member of declaration.members) {
    if (ts.isConstructorDeclaration(member)) {
      lines.push(`  constructor${signatureText(member)};`);
      continue;
    }
    if (!member.name || !isPublicMember(member) || ts.isSetAccessorDeclaration(member)) continue;
    const memberName = member.name.getText();
    if (ts.isMethodDeclaration(member)) {
      if (
        member.body === undefined &&
        declaration.members.some((m) => m !== member && m.name?.getText() === memberName && m.body)
      )
        continue;
      members.push([memberName, `  ${memberName}${signatureText(member)};`]);
    } else if (ts.isGetAccessorDeclaration(member)) {
      members.push([
        memberName,
        `  get ${memberName}()${member.type ? `: ${oneLine(member.type.getText())}` : ''};`,
      ]);
    } else if (ts.isPropertyDeclaration(member)) {
      const readonly = ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
      const type = member.type
        ? member.type.getText()
        : checker.typeToString(checker.getTypeAtLocation(member), undefined, FORMAT);
      members.push([memberName, `  ${readonly}${memberName}: ${oneLine(type)};`]);
    }
  }
  members.sort(([a], [b]) => a.localeCompare(b));
  lines.push(...members.map(([, line]) => line), '}');
  return lines.join('\n');
}

/** The report's text: one code block per exported name, in name order. */
export function buildApiReport() {
  const entry = join(ENGINE_DIR, 'src', 'index.ts');
  const program = ts.createProgram([entry], compilerOptions());
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(entry);
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  const exports = checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.name.localeCompare(b.name));
  const sections = exports.map((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    let text;
    if (!declaration) {
      text = `${exported.name}: unknown`;
    } else if (ts.isClassDeclaration(declaration)) {
      text = describeClass(exported.name, declaration, checker);
    } else if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) {
      text = printDeclaration(declaration, declaration.getSourceFile());
    } else if (ts.isFunctionDeclaration(declaration)) {
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      text = type
        .getCallSignatures()
        .map(
          (signature) =>
            `function ${exported.name}${checker.signatureToString(signature, undefined, FORMAT & ~ts.TypeFormatFlags.WriteArrowStyleSignature)};`,
        )
        .join('\n');
    } else {
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      text = `const ${exported.name}: ${checker.typeToString(type, undefined, FORMAT)};`;
    }
    return `## ${exported.name}\n\n\`\`\`ts\n${text}\n\`\`\`\n`;
  });
  return [
    '# @atelier/engine: API report',
    '',
    'The public surface of `packages/engine/src/index.ts`, generated by `pnpm --filter @atelier/engine api:report`',
    '(packages/engine/scripts/api-report.mjs). A test fails when the surface and this file differ: a change of',
    'the surface shows as a diff here. docs/engine.md explains it.',
    '',
    `${exports.length} names.`,
    '',
    ...sections,
  ].join('\n');
}

export function readCheckedInReport() {
  return readFileSync(REPORT_PATH, 'utf8');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = buildApiReport();
  if (process.argv.includes('--write')) {
    writeFileSync(REPORT_PATH, report);
    console.log(`wrote ${REPORT_PATH}`);
  } else {
    process.stdout.write(report);
  }
}
