// Import boundaries of STYLE.md as lint rules:
//   design-system <- forms <- web;  api (contract) <- forms, web, server.
//   A web feature never imports another feature.
//   The design system never imports react-intl; the API contract is React-free and written with
//   zod/mini (its functions tree-shake; classic zod's schemas carry every method).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Which workspace a file or package name belongs to. */
function workspaceOfFile(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = /^(packages\/[^/]+|apps\/[^/]+)\//.exec(rel);
  return m ? m[1] : null;
}

const packageToWorkspace = {
  '@lexio/design-system': 'packages/design-system',
  '@lexio/api': 'packages/api',
  '@lexio/forms': 'packages/forms',
};

/** What each workspace may import from the others. */
const allowed = {
  'packages/design-system': [],
  'packages/api': [],
  'packages/forms': ['packages/design-system', 'packages/api'],
  'apps/web': ['packages/design-system', 'packages/api', 'packages/forms'],
  'apps/server': ['packages/api'],
};

// Classic zod (`zod`) stays on the server: its schemas carry every method and its JSON-schema code,
// which tree-shaking cannot take out, so the browser's schemas are zod/mini (26 -> 12 KB gzip).
const forbiddenModules = {
  'packages/design-system': [/^react-intl/, /^@tanstack\//, /^react-router/],
  'packages/forms': [/^react-intl/, /^react-router/, /^zod$/],
  'apps/web': [/^zod$/],
  'apps/server': [/^react($|\/|-dom)/, /^@mui\//],
};

function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  return m ? m[1] : null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way imports between Lexio packages and features.' },
    schema: [],
    messages: {
      workspace:
        '{{from}} may not import {{to}} (imports flow design-system <- forms <- web; api <- forms, web, server).',
      module: '{{from}} may not import "{{name}}".',
      feature:
        'Feature "{{from}}" may not import feature "{{to}}": move the shared piece to lib/ or a package.',
      contract:
        'packages/api/src/contract is React-free and shared with the server: it imports only zod/mini and zod/v4/core, not "{{name}}" (classic zod would come whole into every signed-in page).',
      relative:
        'Do not reach into another workspace with a relative path; import its package name.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = workspaceOfFile(file);
    const fromFeature = featureOf(file);
    const isContract = /packages\/api\/src\/contract\//.test(file.split(path.sep).join('/'));
    function check(node, name) {
      if (typeof name !== 'string') return;
      if (isContract && !/^(zod\/mini$|zod\/v4\/core$|\.)/.test(name)) {
        context.report({ node, messageId: 'contract', data: { name } });
      }
      if (name.startsWith('.')) {
        const target = path.resolve(path.dirname(file), name);
        const to = workspaceOfFile(target);
        if (from && to && to !== from) {
          context.report({ node, messageId: 'relative' });
          return;
        }
        const toFeature = featureOf(target + '/x');
        if (fromFeature && toFeature && toFeature !== fromFeature) {
          context.report({
            node,
            messageId: 'feature',
            data: { from: fromFeature, to: toFeature },
          });
        }
        return;
      }
      if (!from) return;
      for (const re of forbiddenModules[from] ?? []) {
        if (re.test(name)) context.report({ node, messageId: 'module', data: { from, name } });
      }
      const pkg = Object.keys(packageToWorkspace).find(
        (p) => name === p || name.startsWith(p + '/'),
      );
      if (!pkg) return;
      const to = packageToWorkspace[pkg];
      if (to !== from && !(allowed[from] ?? []).includes(to)) {
        context.report({ node, messageId: 'workspace', data: { from, to } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

/**
 * STYLE.md: messages are `defineMessages` in `<feature>.messages.ts`. A descriptor defined anywhere
 * else escapes the catalogue test (src/i18n/catalogues.test.ts reads the *.messages.ts modules) and
 * scatters a feature's strings. No naming plugin can see what a file contains, hence this rule.
 */
const messagesFile = {
  meta: {
    type: 'problem',
    docs: { description: 'react-intl message descriptors live in *.messages.ts files.' },
    schema: [],
    messages: {
      outside:
        '{{name}} belongs in a *.messages.ts file next to this one (STYLE.md: messages are defineMessages in <feature>.messages.ts).',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    if (/\.messages\.ts$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) return {};
    const imported = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react-intl') return;
        for (const spec of node.specifiers) {
          if (
            spec.type === 'ImportSpecifier' &&
            ['defineMessages', 'defineMessage'].includes(spec.imported.name)
          ) {
            imported.add(spec.local.name);
          }
        }
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && imported.has(node.callee.name)) {
          context.report({ node, messageId: 'outside', data: { name: node.callee.name } });
        }
      },
    };
  },
};

export default {
  meta: { name: 'eslint-plugin-lexio' },
  rules: { boundaries, 'messages-file': messagesFile },
};
