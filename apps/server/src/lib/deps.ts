import type { Config } from '../config';
import type { Db } from '../db';
import type { UserDirectory } from './auth';
import type { IdentityAdmin } from './identity-admin';
import type { JobQueue } from './jobs';
import type { TokenService } from './tokens';

/** What the route modules need; buildApp receives it, so tests can pass their own. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  /** Undefined when no identity provider API is reachable (sign-up checks then answer 503). */
  identityAdmin: IdentityAdmin | undefined;
  /** Durable background jobs: modules register handlers while the app is built, and send jobs. */
  jobs: JobQueue;
  /** The user lookups authentication needs (modules/identity's, unless a test passes its own). */
  directory: UserDirectory;
}

/** What buildApp takes: AppDeps, where the user directory defaults to modules/identity's. */
export type AppDepsInput = Omit<AppDeps, 'directory'> & { directory?: UserDirectory };

/** The options every module plugin receives. */
export interface ModuleOptions {
  deps: AppDeps;
}
