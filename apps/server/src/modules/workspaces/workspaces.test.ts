import {
  apiErrorSchema,
  conversationPageSchema,
  conversationSchema,
  subscriptionSchema,
  workspaceDocumentPageSchema,
  workspaceMeterSchema,
  workspacePageSchema,
  workspacePromptSchema,
  workspaceSchema,
} from '@lexio/api/contract';

import { bearer } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { insertTestLawDocument } from '../../test/laws';
import { useSeededApp } from '../../test/suite';
import { PLAN_LIMITS } from './plan-limits';

const email = (local: string) => `${local}@demo.lexio.local`;

describe.each(testDatabases)('workspaces on $name', (testDatabase) => {
  // Two corpus documents to pin (the laws importer is not needed for that).
  const suite = useSeededApp(testDatabase, {
    prepare: (db) =>
      Promise.all([
        insertTestLawDocument(db, {
          id: 'eu/reg/2016/679',
          title: 'General Data Protection Regulation',
        }),
        insertTestLawDocument(db, {
          id: 'it/dlgs/2001/231',
          title: 'Decreto legislativo 8 giugno 2001, n. 231',
          type: 'dlgs',
          position: 1,
        }),
      ]),
  });

  const tokenFor = (local: string) =>
    suite.issuer.idToken({ sub: `sub-${local}`, email: email(local) });
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    local: string,
    payload?: unknown,
  ) =>
    suite.app.inject({
      method,
      url,
      headers: bearer(await tokenFor(local)),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const create = async (local: string, name: string, description?: string) => {
    const response = await call('POST', '/organisations/me/workspaces', local, {
      name,
      ...(description ? { description } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return workspaceSchema.parse(response.json());
  };
  const errorCode = (response: { json(): unknown }) =>
    apiErrorSchema.parse(response.json()).error.code;

  it('creates, lists with paging and search, reads, renames and deletes a workspace', async () => {
    const contracts = await create('owner.professional', 'Contratti fornitori', 'NDA e SLA');
    const policies = await create('member.professional', 'Policy interne');
    expect(contracts).toMatchObject({
      kind: 'WORKSPACE',
      name: 'Contratti fornitori',
      description: 'NDA e SLA',
      documentCount: 0,
      libraryCount: 0,
    });

    const all = workspacePageSchema.parse(
      (
        await call(
          'POST',
          '/organisations/me/workspaces/filter?limit=1&offset=0',
          'owner.professional',
          {},
        )
      ).json(),
    );
    expect(all.total).toBe(2);
    expect(all.items).toHaveLength(1);
    // The most recently changed first.
    expect(all.items[0]!.id).toBe(policies.id);
    const second = workspacePageSchema.parse(
      (
        await call(
          'POST',
          '/organisations/me/workspaces/filter?limit=1&offset=1',
          'owner.professional',
          {},
        )
      ).json(),
    );
    expect(second.items[0]!.id).toBe(contracts.id);

    const searched = workspacePageSchema.parse(
      (
        await call('POST', '/organisations/me/workspaces/filter', 'member.professional', {
          q: 'sla',
        })
      ).json(),
    );
    expect(searched.items.map((w) => w.id)).toEqual([contracts.id]);

    const read = await call('GET', `/workspaces/${contracts.id}`, 'member.professional');
    expect(workspaceSchema.parse(read.json()).name).toBe('Contratti fornitori');

    const renamed = await call('PATCH', `/workspaces/${contracts.id}`, 'owner.professional', {
      name: 'Fornitori 2026',
    });
    expect(workspaceSchema.parse(renamed.json()).name).toBe('Fornitori 2026');

    // A member may not rename or delete a workspace someone else created; their own, yes.
    const byMember = await call('PATCH', `/workspaces/${contracts.id}`, 'member.professional', {
      name: 'x',
    });
    expect(byMember.statusCode).toBe(403);
    expect(
      (await call('DELETE', `/workspaces/${contracts.id}`, 'member.professional')).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/workspaces/${policies.id}`, 'member.professional')).statusCode,
    ).toBe(204);
    expect((await call('GET', `/workspaces/${policies.id}`, 'owner.professional')).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/workspaces/${contracts.id}`, 'owner.professional')).statusCode,
    ).toBe(204);
  });

  it("never shows or changes another organisation's workspace (404, not 403)", async () => {
    const mine = await create('owner.standard', 'Solo standard');
    for (const [method, url, payload] of [
      ['GET', `/workspaces/${mine.id}`, undefined],
      ['PATCH', `/workspaces/${mine.id}`, { name: 'taken' }],
      ['DELETE', `/workspaces/${mine.id}`, undefined],
      ['GET', `/workspaces/${mine.id}/prompt`, undefined],
      ['PATCH', `/workspaces/${mine.id}/prompt`, { prompt: 'x' }],
      ['GET', `/workspaces/${mine.id}/documents`, undefined],
      ['POST', `/workspaces/${mine.id}/documents`, { documentIds: ['eu/reg/2016/679'] }],
      ['POST', `/workspaces/${mine.id}/conversations/filter`, {}],
      ['GET', `/workspaces/${mine.id}/metadata`, undefined],
    ] as const) {
      const response = await call(method, url, 'owner.enterprise', payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
    const list = workspacePageSchema.parse(
      (await call('POST', '/organisations/me/workspaces/filter', 'owner.enterprise', {})).json(),
    );
    expect(list.items.map((w) => w.id)).not.toContain(mine.id);
    expect(
      workspaceSchema.parse((await call('GET', `/workspaces/${mine.id}`, 'member.standard')).json())
        .name,
    ).toBe('Solo standard');
    // A malformed id is a 404 too, never a 500.
    expect((await call('GET', '/workspaces/not-a-uuid', 'owner.standard')).statusCode).toBe(404);
  });

  it('keeps the workspace prompt and metadata', async () => {
    const workspace = await create('owner.enterprise', 'Prompted');
    const empty = workspacePromptSchema.parse(
      (await call('GET', `/workspaces/${workspace.id}/prompt`, 'member.enterprise')).json(),
    );
    expect(empty).toEqual({ prompt: '', updatedAt: null });
    const saved = await call('PATCH', `/workspaces/${workspace.id}/prompt`, 'owner.enterprise', {
      prompt: 'Rispondi in italiano e cita sempre la clausola.',
    });
    expect(workspacePromptSchema.parse(saved.json()).prompt).toBe(
      'Rispondi in italiano e cita sempre la clausola.',
    );
    expect(
      (
        await call('PATCH', `/workspaces/${workspace.id}/prompt`, 'member.enterprise', {
          prompt: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const tooLong = await call('PATCH', `/workspaces/${workspace.id}/prompt`, 'owner.enterprise', {
      prompt: 'a'.repeat(8001),
    });
    expect(tooLong.statusCode).toBe(400);

    const metadata = await call(
      'POST',
      `/workspaces/${workspace.id}/metadata`,
      'owner.enterprise',
      {
        client: 'ACME S.p.A.',
        matter: '2026/114',
      },
    );
    expect(metadata.json()).toEqual({ client: 'ACME S.p.A.', matter: '2026/114' });
    expect(
      (await call('GET', `/workspaces/${workspace.id}/metadata`, 'member.enterprise')).json(),
    ).toEqual({
      client: 'ACME S.p.A.',
      matter: '2026/114',
    });
  });

  it('pins corpus documents to a workspace, lists them with paging and removes them', async () => {
    const workspace = await create('owner.enterprise', 'Privacy');
    const added = await call('POST', `/workspaces/${workspace.id}/documents`, 'member.enterprise', {
      documentIds: ['eu/reg/2016/679', 'it/dlgs/2001/231', 'eu/reg/2016/679'],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(workspaceDocumentPageSchema.parse(added.json()).total).toBe(2);
    const page = workspaceDocumentPageSchema.parse(
      (
        await call('GET', `/workspaces/${workspace.id}/documents?limit=1`, 'owner.enterprise')
      ).json(),
    );
    expect(page).toMatchObject({ total: 2, limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(
      workspaceSchema.parse(
        (await call('GET', `/workspaces/${workspace.id}`, 'owner.enterprise')).json(),
      ).documentCount,
    ).toBe(2);

    const unknown = await call(
      'POST',
      `/workspaces/${workspace.id}/documents`,
      'owner.enterprise',
      {
        documentIds: ['it/l/1900/1'],
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorCode(unknown)).toBe('UNKNOWN_DOCUMENT');

    const removed = await call(
      'POST',
      `/workspaces/${workspace.id}/documents/delete`,
      'owner.enterprise',
      {
        documentIds: ['eu/reg/2016/679'],
      },
    );
    expect(removed.statusCode).toBe(204);
    const after = workspaceDocumentPageSchema.parse(
      (await call('GET', `/workspaces/${workspace.id}/documents`, 'owner.enterprise')).json(),
    );
    expect(after.items.map((d) => d.documentId)).toEqual(['it/dlgs/2001/231']);
  });

  it("lists, reads, renames and deletes the caller's threads of a workspace", async () => {
    const workspace = await create('owner.enterprise', 'Threads');
    const other = await create('owner.enterprise', 'Other');
    const users = await suite.database.db
      .selectFrom('users')
      .select(['id', 'organisation_id', 'email'])
      .where('email', 'in', [email('owner.enterprise'), email('member.enterprise')])
      .execute();
    const owner = users.find((u) => u.email === email('owner.enterprise'))!;
    const member = users.find((u) => u.email === email('member.enterprise'))!;
    const thread = (userId: string, workspaceId: string | null, title: string) => ({
      organisation_id: owner.organisation_id,
      user_id: userId,
      workspace_id: workspaceId,
      title,
      language: 'it' as const,
      share_slug: null,
      shared_at: null,
      share_snapshot: null,
    });
    const [inWorkspace] = await suite.database.db
      .insertInto('assistant_threads')
      .values([
        thread(owner.id, workspace.id, 'Clausola di recesso'),
        thread(owner.id, other.id, 'In another workspace'),
        thread(owner.id, null, 'Outside workspaces'),
        thread(member.id, workspace.id, "The member's own"),
      ])
      .returning('id')
      .execute();

    const page = conversationPageSchema.parse(
      (
        await call(
          'POST',
          `/workspaces/${workspace.id}/conversations/filter`,
          'owner.enterprise',
          {},
        )
      ).json(),
    );
    expect(page.items.map((c) => c.title)).toEqual(['Clausola di recesso']);
    const searched = conversationPageSchema.parse(
      (
        await call('POST', `/workspaces/${workspace.id}/conversations/filter`, 'owner.enterprise', {
          q: 'nothing like it',
        })
      ).json(),
    );
    expect(searched.total).toBe(0);

    const url = `/workspaces/${workspace.id}/conversations/${inWorkspace!.id}`;
    expect(
      conversationSchema.parse((await call('GET', url, 'owner.enterprise')).json()),
    ).toMatchObject({
      workspaceId: workspace.id,
      title: 'Clausola di recesso',
    });
    // Another user of the organisation, or the thread through another workspace: 404.
    expect((await call('GET', url, 'member.enterprise')).statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/workspaces/${other.id}/conversations/${inWorkspace!.id}`,
          'owner.enterprise',
        )
      ).statusCode,
    ).toBe(404);
    const renamed = await call('PATCH', url, 'owner.enterprise', { title: 'Recesso' });
    expect(conversationSchema.parse(renamed.json()).title).toBe('Recesso');
    expect((await call('DELETE', url, 'owner.enterprise')).statusCode).toBe(204);
    expect((await call('GET', url, 'owner.enterprise')).statusCode).toBe(404);
  });

  it('meters workspaces by plan and refuses one over the limit, or without a plan', async () => {
    const limit = PLAN_LIMITS.STANDARD.workspaces!;
    const before = workspaceMeterSchema.parse(
      (await call('GET', '/organisations/me/meterWorkspaces', 'owner.standard')).json(),
    );
    expect(before.plan).toBe('STANDARD');
    expect(before.workspaces.limit).toBe(limit);
    for (let i = before.workspaces.used; i < limit; i += 1)
      await create('member.standard', `W${i}`);
    const full = await call('POST', '/organisations/me/workspaces', 'owner.standard', {
      name: 'One more',
    });
    expect(full.statusCode).toBe(402);
    expect(errorCode(full)).toBe('WORKSPACE_LIMIT_REACHED');
    const after = workspaceMeterSchema.parse(
      (await call('GET', '/organisations/me/meterWorkspaces', 'member.standard')).json(),
    );
    expect(after.workspaces).toEqual({ used: limit, limit });
    expect(after.files).toEqual({ used: 0, limit: PLAN_LIMITS.STANDARD.files });

    const free = await call('POST', '/organisations/me/workspaces', 'owner.free', { name: 'Free' });
    expect(free.statusCode).toBe(402);
    expect(errorCode(free)).toBe('PLAN_REQUIRED');
    expect(
      workspaceMeterSchema.parse(
        (await call('GET', '/organisations/me/meterWorkspaces', 'owner.free')).json(),
      ).workspaces,
    ).toEqual({ used: 0, limit: 0 });
  });

  it('opens the internal normative workspace on ENTERPRISE only', async () => {
    const subscription = subscriptionSchema.parse(
      (await call('GET', '/subscription/me', 'member.enterprise')).json(),
    );
    const normativeId = subscription.internalNormativeId!;
    expect(normativeId).toBeTruthy();
    const opened = await call(
      'GET',
      `/workspaces/${encodeURIComponent(normativeId)}`,
      'member.enterprise',
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const workspace = workspaceSchema.parse(opened.json());
    expect(workspace.kind).toBe('INTERNAL_NORMATIVE');
    // The same workspace by its own id, not listed with the others, not deletable, members read only.
    expect(
      workspaceSchema.parse(
        (await call('GET', `/workspaces/${workspace.id}`, 'owner.enterprise')).json(),
      ).id,
    ).toBe(workspace.id);
    const listed = workspacePageSchema.parse(
      (
        await call('POST', '/organisations/me/workspaces/filter?limit=100', 'owner.enterprise', {})
      ).json(),
    );
    expect(listed.items.map((w) => w.id)).not.toContain(workspace.id);
    expect(
      (await call('DELETE', `/workspaces/${workspace.id}`, 'owner.enterprise')).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/workspaces/${workspace.id}/documents`, 'member.enterprise', {
          documentIds: ['eu/reg/2016/679'],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PATCH', `/workspaces/${normativeId}/prompt`, 'owner.enterprise', {
          prompt: 'Regole interne prima della legge.',
        })
      ).statusCode,
    ).toBe(200);

    // The organisation moves to PROFESSIONAL: the workspace answers 403 to everyone in it.
    const organisationId = (
      await suite.database.db
        .selectFrom('users')
        .select('organisation_id')
        .where('email', '=', email('owner.enterprise'))
        .executeTakeFirstOrThrow()
    ).organisation_id;
    await suite.database.db
      .updateTable('subscriptions')
      .set({ plan: 'PROFESSIONAL' })
      .where('organisation_id', '=', organisationId)
      .execute();
    try {
      for (const id of [workspace.id, normativeId]) {
        const refused = await call(
          'GET',
          `/workspaces/${encodeURIComponent(id)}`,
          'owner.enterprise',
        );
        expect(refused.statusCode).toBe(403);
        expect(errorCode(refused)).toBe('ENTERPRISE_REQUIRED');
      }
    } finally {
      await suite.database.db
        .updateTable('subscriptions')
        .set({ plan: 'ENTERPRISE' })
        .where('organisation_id', '=', organisationId)
        .execute();
    }
    // Another organisation naming this id finds nothing.
    expect(
      (await call('GET', `/workspaces/${encodeURIComponent(normativeId)}`, 'owner.professional'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/workspaces/${workspace.id}`, 'owner.professional')).statusCode,
    ).toBe(404);
  });
});
