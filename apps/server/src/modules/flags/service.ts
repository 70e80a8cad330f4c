import { defaultFeatureFlags, featureFlagsSchema, type FeatureFlags } from '@lexio/api/contract';

import type { Db } from '../../db';
import { notFound } from '../../lib/errors';
import type { OrganisationId } from '../../lib/tenancy';
import { organisationOfEmail } from '../identity/service';
import * as repo from './repo';

type FlagName = keyof FeatureFlags;
const flagNames = Object.keys(defaultFeatureFlags) as FlagName[];

/** Parses one flag value from text, by the flag's type; undefined when it does not fit. */
function parseValue(name: FlagName, raw: string): FeatureFlags[FlagName] | undefined {
  if (typeof defaultFeatureFlags[name] === 'boolean') {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    return undefined;
  }
  return raw;
}

/**
 * Parses LEXIO_FLAGS ('phone_onboarding=true,chat_message_version=v2'). Returns the overrides and
 * one message per entry that is not a known flag with a valid value.
 */
export function parseFlagList(list: string | undefined): {
  flags: Partial<FeatureFlags>;
  problems: string[];
} {
  const flags: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const entry of (list ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [name = '', raw = ''] = entry.split('=').map((part) => part.trim());
    if (!flagNames.includes(name as FlagName)) {
      problems.push(`LEXIO_FLAGS: unknown flag "${name}" (known: ${flagNames.join(', ')})`);
      continue;
    }
    const value = parseValue(name as FlagName, raw);
    if (value === undefined) {
      problems.push(`LEXIO_FLAGS: ${name} must be true or false`);
      continue;
    }
    flags[name] = value;
  }
  return { flags: flags as Partial<FeatureFlags>, problems };
}

/**
 * The local feature-flag source: defaults, then the global LEXIO_FLAGS, then the organisation's
 * own overrides (the most specific wins).
 */
export async function flagsForOrganisation(
  db: Db,
  organisationId: OrganisationId,
  globalFlags: Partial<FeatureFlags>,
): Promise<FeatureFlags> {
  const overrides = await repo.listOverrides(db, organisationId);
  const merged: Record<string, unknown> = { ...defaultFeatureFlags, ...globalFlags };
  for (const { flag, value } of overrides) {
    if (
      flagNames.includes(flag as FlagName) &&
      typeof value === typeof defaultFeatureFlags[flag as FlagName]
    ) {
      merged[flag] = value;
    }
  }
  return featureFlagsSchema.parse(merged);
}

/** Sets (or, with null, removes) an organisation's overrides. */
export async function setOrganisationFlags(
  db: Db,
  organisationId: OrganisationId,
  flags: Partial<Record<FlagName, FeatureFlags[FlagName] | null>>,
): Promise<void> {
  for (const [flag, value] of Object.entries(flags)) {
    if (value === undefined) continue;
    if (value === null) await repo.deleteOverride(db, organisationId, flag);
    else await repo.upsertOverride(db, organisationId, flag, value);
  }
}

/**
 * PUT /dev/flags: sets the flags of the organisation of the user with this e-mail (the journeys
 * switch them for the account they just signed up) and returns that organisation's flags.
 */
export async function setFlagsOfUserByEmail(
  db: Db,
  email: string,
  flags: Partial<Record<FlagName, FeatureFlags[FlagName] | null>>,
  globalFlags: Partial<FeatureFlags>,
): Promise<FeatureFlags> {
  const organisationId = await organisationOfEmail(db, email);
  if (!organisationId) throw notFound('No user with that e-mail has signed in yet');
  await setOrganisationFlags(db, organisationId, flags);
  return flagsForOrganisation(db, organisationId, globalFlags);
}
