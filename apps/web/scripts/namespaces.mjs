// Reads build facts from the app's TypeScript sources with the TypeScript parser (these scripts run
// on plain Node, which cannot import .ts): the namespace list of src/i18n/namespaces.ts, and which
// namespaces each lazy route of src/app/router.tsx loads.
import { readFileSync } from 'node:fs';

import ts from 'typescript';

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function stringsOf(node, file) {
  let array = node;
  while (ts.isAsExpression(array) || ts.isSatisfiesExpression(array)) array = array.expression;
  if (!ts.isArrayLiteralExpression(array)) throw new Error(`${file}: expected an array literal`);
  return array.elements.map((element) => {
    if (!ts.isStringLiteral(element)) throw new Error(`${file}: expected string literals`);
    return element.text;
  });
}

/** The string array a top-level `const name = [...]` of `file` holds (e.g. `namespaces`). */
export function readStrings(file, name) {
  const source = parse(file);
  let found;
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer
    ) {
      found = stringsOf(node.initializer, file);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found?.length) throw new Error(`${file}: no ${name} array found`);
  return found;
}

/** The `namespaces` array of src/i18n/namespaces.ts. */
export const readNamespaces = (file) => readStrings(file, 'namespaces');

/**
 * Route module (as imported, e.g. './routes/documents.route') -> the namespaces its lazy wrapper
 * loads, from every `withMessages([...], () => import('...'))` call in the router.
 */
export function readRouteNamespaces(file, helper = 'withMessages') {
  const source = parse(file);
  const byModule = {};
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === helper &&
      node.arguments.length === 2
    ) {
      const [list, load] = node.arguments;
      let specifier;
      const findImport = (inner) => {
        if (
          ts.isCallExpression(inner) &&
          inner.expression.kind === ts.SyntaxKind.ImportKeyword &&
          ts.isStringLiteral(inner.arguments[0])
        ) {
          specifier = inner.arguments[0].text;
        }
        ts.forEachChild(inner, findImport);
      };
      findImport(load);
      if (!specifier) throw new Error(`${file}: ${helper}(...) without an import('...')`);
      byModule[specifier] = [
        ...new Set([...(byModule[specifier] ?? []), ...stringsOf(list, file)]),
      ];
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return byModule;
}
