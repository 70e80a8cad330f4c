import type { Config } from '../config';
import type { Db } from '../db';
import type { IdentityAdmin } from './identity-admin';
import type { TokenService } from './tokens';

/** What the route modules need; buildApp receives it, so tests can pass their own. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  /** Undefined when no identity provider API is reachable (sign-up checks then answer 503). */
  identityAdmin: IdentityAdmin | undefined;
}

/** The options every module plugin receives. */
export interface ModuleOptions {
  deps: AppDeps;
}
