// @vitest-environment node
// The package as another product installs it: `npm pack` (whose prepack builds dist/), the tarball
// unpacked into a throw-away ESM consumer with `moduleResolution: nodenext`, then TypeScript and Node
// load both entry points from it. Catches a tarball without dist/, declarations whose imports Node's
// resolution cannot follow (they would silently turn into `any` under skipLibCheck), and exports
// that point at missing files.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const rootModules = path.resolve(packageDir, '../../node_modules');

/** What the consumer's TypeScript sees: Node's ESM resolution, strict, nothing global. */
const consumerTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    // As most apps have it; the check below resolves every import of the shipped .d.ts instead.
    skipLibCheck: true,
    types: [],
  },
  include: ['src'],
};

// Every `@ts-expect-error` must meet an error: were the package's types unresolved, each name
// would be `any`, these lines would compile, and tsc would report the unused directives.
const consumerApp = `import { ThemeProvider } from '@mui/material/styles';
import {
  lexioTheme,
  StatefulButton,
  ToastProvider,
  useToast,
  type StatefulButtonState,
} from '@lexio/design-system';
import { SeatsGrid, type Seat } from '@lexio/design-system/grids';

function SaveButton({ state }: { state: StatefulButtonState }) {
  const toast = useToast();
  return (
    <StatefulButton state={state} onClick={() => toast.show({ message: 'Saved', type: 'info' })}>
      Save
    </StatefulButton>
  );
}

const seats: Seat[] = [{ id: '1', firstName: 'Anna', lastName: 'Rossi', email: 'a@x.it', role: 'OWNER' }];

export function App() {
  return (
    <ThemeProvider theme={lexioTheme}>
      <ToastProvider>
        <SaveButton state="loading" />
        <SeatsGrid rows={seats} total={1} onRemove={(seat) => seat.email.toUpperCase()} />
      </ToastProvider>
    </ThemeProvider>
  );
}

// @ts-expect-error 'done' is not a StatefulButton state
export const wrongState: StatefulButtonState = 'done';
// @ts-expect-error a Seat needs its fields
export const wrongSeat: Seat = { id: '2' };
// @ts-expect-error SeatsGrid needs rows and total
export const wrongGrid = <SeatsGrid />;
`;

const consumerRuntimeCheck = `const main = await import('@lexio/design-system');
const grids = await import('@lexio/design-system/grids');
console.log(JSON.stringify({ main: Object.keys(main).sort(), grids: Object.keys(grids).sort() }));
`;

/** Runs a command to completion; throws with its output when it fails. */
function run(command: string, args: string[], cwd: string, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** The environment without Vitest's own variables: NODE_ENV=test would give Vite a dev build. */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  }
  return env;
}

/** Every module specifier of a declaration file: imports, re-exports and `import("...")` types. */
function moduleSpecifiers(sourceFile: ts.SourceFile): ts.StringLiteral[] {
  const found: ts.StringLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('the packed package in an ESM consumer (moduleResolution nodenext)', () => {
  let workDir = '';
  let consumerDir = '';
  let installedDir = '';
  let packedFiles: string[] = [];

  beforeAll(() => {
    workDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'lexio-ds-pack-')));
    run(
      'npm',
      ['pack', '--pack-destination', workDir, '--loglevel', 'error'],
      packageDir,
      buildEnv(),
    );
    const tarball = fs.readdirSync(workDir).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack wrote no tarball to ${workDir}`);
    packedFiles = run('tar', ['-tzf', path.join(workDir, tarball)], workDir)
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, ''));

    // The consumer's node_modules: the unpacked tarball as @lexio/design-system, and the monorepo's
    // installed packages (React, MUI, Emotion, TypeScript's @types) linked beside it.
    consumerDir = path.join(workDir, 'consumer');
    const modules = path.join(consumerDir, 'node_modules');
    installedDir = path.join(modules, '@lexio', 'design-system');
    fs.mkdirSync(path.dirname(installedDir), { recursive: true });
    run('tar', ['-xzf', path.join(workDir, tarball), '-C', path.dirname(installedDir)], workDir);
    fs.renameSync(path.join(path.dirname(installedDir), 'package'), installedDir);
    for (const entry of fs.readdirSync(rootModules)) {
      if (entry === '@lexio' || entry.startsWith('.')) continue;
      fs.symlinkSync(path.join(rootModules, entry), path.join(modules, entry));
    }
    fs.mkdirSync(path.join(consumerDir, 'src'));
    fs.writeFileSync(path.join(consumerDir, 'src', 'app.tsx'), consumerApp);
    fs.writeFileSync(path.join(consumerDir, 'check-runtime.js'), consumerRuntimeCheck);
    fs.writeFileSync(
      path.join(consumerDir, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    fs.writeFileSync(path.join(consumerDir, 'tsconfig.json'), JSON.stringify(consumerTsconfig));
  }, 120_000);

  afterAll(() => {
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('ships the built entry points with their declarations, and no sources', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/grids.js',
        'dist/grids.d.ts',
      ]),
    );
    expect(packedFiles.filter((file) => !file.startsWith('dist/') && file.includes('/'))).toEqual(
      [],
    );
    expect(packedFiles.filter((file) => /\.(test|stories)\.|\/test\//.test(file))).toEqual([]);
  });

  it('typechecks a consumer of both entry points', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(consumerDir, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    );
    if (!config) throw new Error('the consumer tsconfig did not parse');
    const program = ts.createProgram(config.fileNames, config.options);
    const format = (diagnostic: ts.Diagnostic) =>
      ts.formatDiagnostic(diagnostic, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => consumerDir,
        getNewLine: () => '\n',
      });
    expect(ts.getPreEmitDiagnostics(program).map(format)).toEqual([]);

    // Under skipLibCheck an unresolved import inside a .d.ts is no error, only `any`: resolve
    // every import of every shipped declaration file the way the consumer's compiler does.
    const unresolved: string[] = [];
    const declarations = program
      .getSourceFiles()
      .filter((file) => fs.realpathSync(file.fileName).startsWith(installedDir + path.sep));
    expect(declarations.map((file) => path.relative(installedDir, file.fileName))).toContain(
      'dist/grids.d.ts',
    );
    for (const file of declarations) {
      for (const specifier of moduleSpecifiers(file)) {
        const { resolvedModule } = ts.resolveModuleName(
          specifier.text,
          file.fileName,
          config.options,
          ts.sys,
          undefined,
          undefined,
          program.getModeForUsageLocation(file, specifier),
        );
        if (!resolvedModule) {
          unresolved.push(`${path.relative(installedDir, file.fileName)}: '${specifier.text}'`);
        }
      }
    }
    expect(unresolved).toEqual([]);
  }, 60_000);

  it('loads both entry points in Node through the package exports', () => {
    const output = run(process.execPath, ['check-runtime.js'], consumerDir, buildEnv());
    const { main, grids } = JSON.parse(output) as { main: string[]; grids: string[] };
    expect(main).toEqual(expect.arrayContaining(['lexioTheme', 'StatefulButton', 'useToast']));
    expect(grids).toEqual(expect.arrayContaining(['SeatsGrid', 'DocumentsGrid']));
    expect(main).not.toContain('SeatsGrid');
  }, 30_000);
});
