import type { ColumnType } from 'kysely';

export interface FeatureFlagOverridesTable {
  organisation_id: string;
  flag: string;
  /** JSON: a boolean or a string, as the flag's type says. */
  value: ColumnType<unknown, string, string>;
}

export interface FlagTables {
  feature_flag_overrides: FeatureFlagOverridesTable;
}
