import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Db } from '../db';
import { findOrganisation } from '../modules/organisations/repo';
import { findSubscription } from '../modules/subscription/repo';
import type { Principal } from './auth';
import type { OrganisationId } from './tenancy';

const SRC = fileURLToPath(new URL('..', import.meta.url));

async function sourceFiles(dir = SRC): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(entry.name.endsWith('.ts') ? [full] : []);
    }),
  );
  return nested.flat();
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const isTest = (file: string) => /\.test\.ts$/.test(file) || file.startsWith('test/');

/** The reviewed places that may turn a string into an OrganisationId (see lib/tenancy.ts). */
const MAY_BRAND = new Set([
  'lib/tenancy.ts',
  'lib/auth.ts',
  'modules/identity/repo.ts',
  'modules/identity/service.ts',
]);

describe('tenancy in the types', () => {
  it('lets only authentication, modules/identity and tests produce an OrganisationId', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles()) {
      const name = relative(file);
      if (MAY_BRAND.has(name) || isTest(name)) continue;
      const text = await readFile(file, 'utf8');
      if (/\basOrganisationId\b|\bas OrganisationId\b/.test(text)) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });

  it('refuses, at compile time, a repo call scoped by a plain string', () => {
    // Type-level: `npm run typecheck` fails if a plain string is ever accepted where the
    // organisation's id is expected (the @ts-expect-error lines would then be unused).
    const scopedCalls = (db: Db, principal: Principal, idFromTheUrl: string) => [
      findSubscription(db, principal.organisationId),
      // @ts-expect-error an id read from a request is not the caller's organisation
      findSubscription(db, idFromTheUrl),
      // @ts-expect-error neither is an organisation id read from another row
      findOrganisation(db, 'a-row.organisation_id'),
    ];
    expect(scopedCalls).toBeTypeOf('function');
    expectTypeOf<string>().not.toExtend<OrganisationId>();
    expectTypeOf<OrganisationId>().toExtend<string>();
  });

  it('keeps lib/ free of module imports and the modules free of Kysely casts', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles()) {
      const name = relative(file);
      if (isTest(name)) continue;
      const text = await readFile(file, 'utf8');
      if (name.startsWith('lib/') && /from '\.\.\/modules\//.test(text)) offenders.push(name);
      if (/as unknown as Kysely</.test(text)) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });
});
