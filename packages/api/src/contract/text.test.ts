import { $ZodType, safeParse } from 'zod/v4/core';

import * as contract from './index';

/** Every schema of the contract that a request is parsed with: bodies, queries, path parameters. */
const requestSchemas: Array<[string, $ZodType]> = Object.entries(
  contract as Record<string, unknown>,
)
  .filter(([name, value]) => /(Body|Query|Params)Schema$/.test(name) && value instanceof $ZodType)
  .map(([name, value]) => [name, value as $ZodType]);

const issuesAt = (schema: $ZodType, path: contract.FieldPath, value: unknown) => {
  const result = safeParse(schema, contract.withValueAt({}, path, value));
  return (result.error?.issues ?? []).filter(
    (issue) => JSON.stringify(issue.path) === JSON.stringify(path),
  );
};

describe('the text of requests', () => {
  it('finds the request schemas and their string fields', () => {
    const names = requestSchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'askQuestionBodySchema',
        'updateConversationBodySchema',
        'conversationsQuerySchema',
        'updateMeBodySchema',
        'updateOrganisationBodySchema',
        'corpusSearchQuerySchema',
        'lawExportBodySchema',
        'lawCompareExportBodySchema',
        'userIdParamsSchema',
        'impersonateQuerySchema',
      ]),
    );
    const paths = contract.stringFieldPaths(contract.lawCompareExportBodySchema);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['left', 'documentId'],
        ['right', 'article'],
      ]),
    );
    expect(contract.stringFieldPaths(contract.lawExportBodySchema)).toContainEqual(['articles', 0]);
  });

  it.each(requestSchemas)(
    '%s refuses a NUL character in each string field, naming it',
    (_, schema) => {
      const paths = contract.stringFieldPaths(schema);
      for (const path of paths) {
        expect(issuesAt(schema, path, 'before\u0000after'), path.join('.')).not.toHaveLength(0);
      }
    },
  );

  it.each(requestSchemas)('%s refuses an oversize value in each string field', (_, schema) => {
    for (const path of contract.stringFieldPaths(schema)) {
      expect(issuesAt(schema, path, 'a'.repeat(20_000)), path.join('.')).not.toHaveLength(0);
    }
  });

  it('keeps accepting real text: accents, other scripts, tabs and line breaks', () => {
    const question = 'Quali obblighi?\n\tArt. 17 — «droit à l’effacement» 个人数据 🙂';
    expect(contract.askQuestionBodySchema.parse({ question }).question).toBe(question);
    for (const bad of ['a\u0000b', 'a\ud800b', '\udc00', 'end\ud83d']) {
      expect(contract.safeText().safeParse(bad).error?.issues[0]?.message, bad).toBe(
        contract.forbiddenTextMessage,
      );
    }
  });
});
