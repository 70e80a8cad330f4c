import type { Plan } from '@lexio/api/contract';

/**
 * What each plan allows in workspaces: the one place the workspace meter, the server's checks, and
 * later the products page and billing read. `null` is unlimited. An organisation without a
 * subscription (free credits) has no workspaces. Files and storage count the whole organisation's
 * libraries.
 */
export interface PlanLimits {
  workspaces: number | null;
  files: number | null;
  storageBytes: number | null;
  maxFileBytes: number;
  /** The ENTERPRISE internal normative workspace. */
  internalNormative: boolean;
}

const GB = 1024 * 1024 * 1024;

/** The largest file the library takes (spec: 100 MB a file), whatever the plan. */
export const LIBRARY_MAX_FILE_BYTES = 100 * 1024 * 1024;

export const PLAN_LIMITS: Record<Plan | 'NONE', PlanLimits> = {
  NONE: {
    workspaces: 0,
    files: 0,
    storageBytes: 0,
    maxFileBytes: LIBRARY_MAX_FILE_BYTES,
    internalNormative: false,
  },
  STANDARD: {
    workspaces: 3,
    files: 100,
    storageBytes: 2 * GB,
    maxFileBytes: LIBRARY_MAX_FILE_BYTES,
    internalNormative: false,
  },
  PROFESSIONAL: {
    workspaces: 20,
    files: 1000,
    storageBytes: 20 * GB,
    maxFileBytes: LIBRARY_MAX_FILE_BYTES,
    internalNormative: false,
  },
  ENTERPRISE: {
    workspaces: null,
    files: 10000,
    storageBytes: 200 * GB,
    maxFileBytes: LIBRARY_MAX_FILE_BYTES,
    internalNormative: true,
  },
};

export const limitsOf = (plan: Plan | null): PlanLimits => PLAN_LIMITS[plan ?? 'NONE'];
