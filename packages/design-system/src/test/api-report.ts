import path from 'node:path';

import ts from 'typescript';

// The public API as TypeScript sees it: every export of each entry point with its declared type, an
// interface's own members, a function's signature. Written to api-report.md by exports.test.ts, so
// a removed type export or a changed prop shows up as a diff of that file.

const packageDir = path.resolve(import.meta.dirname, '../..');

const typeFlags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.MultilineObjectLiterals |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** Collapses the whitespace of source text (a heritage clause, type parameters) to single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A type as declared: the source text of its annotation when there is one (union members keep the
 * order they were written in), the checker's inferred type otherwise.
 */
function typeText(
  checker: ts.TypeChecker,
  node: ts.TypeNode | undefined,
  inferred: () => ts.Type,
  enclosing: ts.Node,
): string {
  if (node) return oneLine(node.getText());
  // Names the file does not import come out as `import('react').X`: React's read better as `React.X`.
  return checker
    .typeToString(inferred(), enclosing, typeFlags)
    .replace(/import\(["']react["']\)\./g, 'React.');
}

function typeParameters(params: ts.NodeArray<ts.TypeParameterDeclaration> | undefined) {
  if (!params?.length) return '';
  return `<${params.map((param) => oneLine(param.getText())).join(', ')}>`;
}

/** `(name: Type, other?: Type) => Return`, naming a destructured parameter `props`. */
function signature(
  checker: ts.TypeChecker,
  sig: ts.Signature,
  arrow: boolean,
  enclosing: ts.Node,
): string {
  const decl = sig.getDeclaration() as ts.SignatureDeclaration | undefined;
  const params = sig.getParameters().map((param, index) => {
    const paramDecl =
      param.valueDeclaration && ts.isParameter(param.valueDeclaration)
        ? param.valueDeclaration
        : undefined;
    const optional = paramDecl?.questionToken || paramDecl?.initializer ? '?' : '';
    const rest = paramDecl?.dotDotDotToken ? '...' : '';
    const name =
      paramDecl && ts.isIdentifier(paramDecl.name)
        ? paramDecl.name.text
        : index === 0
          ? 'props'
          : `arg${index}`;
    const type = typeText(
      checker,
      paramDecl?.type,
      () => checker.getTypeOfSymbolAtLocation(param, paramDecl ?? enclosing),
      enclosing,
    );
    return `${rest}${name}${optional}: ${type}`;
  });
  const typeParams = decl?.typeParameters ? typeParameters(decl.typeParameters) : '';
  const returns = typeText(checker, decl?.type, () => sig.getReturnType(), enclosing);
  return `${typeParams}(${params.join(', ')})${arrow ? ' => ' : ': '}${returns}`;
}

function interfaceMembers(checker: ts.TypeChecker, decl: ts.InterfaceDeclaration) {
  return decl.members.map((member) => {
    const readonly =
      ts.getCombinedModifierFlags(member as ts.Declaration) & ts.ModifierFlags.Readonly;
    const prefix = readonly ? 'readonly ' : '';
    if (ts.isPropertySignature(member)) {
      const type = member.type ? oneLine(member.type.getText()) : 'any';
      return `  ${prefix}${member.name.getText()}${member.questionToken ? '?' : ''}: ${type};`;
    }
    if (ts.isMethodSignature(member)) {
      const sig = checker.getSignatureFromDeclaration(member);
      const rendered = sig ? signature(checker, sig, false, member) : oneLine(member.getText());
      return `  ${member.name.getText()}${member.questionToken ? '?' : ''}${rendered};`;
    }
    return `  ${oneLine(member.getText())}`;
  });
}

/** One export as a declaration: `declare const`, `declare function`, `interface` or `type`. */
function renderExport(checker: ts.TypeChecker, name: string, exported: ts.Symbol): string[] {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const out: string[] = [];
  for (const decl of symbol.declarations ?? []) {
    if (ts.isInterfaceDeclaration(decl)) {
      const heritage = decl.heritageClauses?.map((clause) => ` ${oneLine(clause.getText())}`) ?? [];
      out.push(
        `interface ${name}${typeParameters(decl.typeParameters)}${heritage.join('')} {`,
        ...interfaceMembers(checker, decl),
        '}',
      );
    } else if (ts.isTypeAliasDeclaration(decl)) {
      out.push(
        `type ${name}${typeParameters(decl.typeParameters)} = ${oneLine(decl.type.getText())};`,
      );
    } else if (ts.isFunctionDeclaration(decl)) {
      const sig = checker.getSignatureFromDeclaration(decl);
      if (sig) out.push(`declare function ${name}${signature(checker, sig, false, decl)};`);
    } else if (ts.isVariableDeclaration(decl)) {
      const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
      const calls = type.getCallSignatures();
      // A component or hook written as an arrow function reads best as a function.
      const rendered =
        !decl.type && calls.length === 1 && type.getProperties().length === 0
          ? signature(checker, calls[0]!, true, decl)
          : typeText(checker, decl.type, () => type, decl);
      out.push(`declare const ${name}: ${rendered};`);
    } else {
      out.push(`// ${name}: ${ts.SyntaxKind[decl.kind]}`);
    }
  }
  return out;
}

/**
 * The API report of the given entry points (`{ '@lexio/design-system': 'src/index.ts' }`): for each,
 * its exports sorted by name, rendered as declarations in one TypeScript block.
 */
export function createApiReport(entries: Record<string, string>): string {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`could not read ${configFile}`);
  const rootNames = Object.values(entries).map((file) => path.join(packageDir, file));
  const program = ts.createProgram(rootNames, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();

  const sections = Object.entries(entries).map(([entry, file]) => {
    const source = program.getSourceFile(path.join(packageDir, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`no module for ${file}`);
    const exports = checker
      .getExportsOfModule(moduleSymbol)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const body = exports.flatMap((exported) => [
      ...renderExport(checker, exported.name, exported),
      '',
    ]);
    return [`## \`${entry}\` (${file})`, '', '```ts', ...body.slice(0, -1), '```', ''].join('\n');
  });

  return [
    '# API report of @lexio/design-system',
    '',
    'Generated by `src/exports.test.ts` from the TypeScript sources: every export of each entry point',
    'with its declared type. Do not edit by hand; to accept an intended change of the public API, run',
    '`npx vitest run packages/design-system/src/exports.test.ts -u` and commit this file with it.',
    '',
    ...sections,
  ].join('\n');
}
