import type { AssistantTables } from '../modules/assistant/tables';
import type { AuditTables } from '../modules/audit/tables';
import type { FlagTables } from '../modules/flags/tables';
import type { IdentityTables } from '../modules/identity/tables';
import type { LawsTables } from '../modules/laws/tables';
import type { LibraryTables } from '../modules/library/tables';
import type { OrganisationTables } from '../modules/organisations/tables';
import type { SubscriptionTables } from '../modules/subscription/tables';
import type { UserTables } from '../modules/users/tables';
import type { WorkspaceTables } from '../modules/workspaces/tables';

/** Every table of the database: each module declares its own in modules/<m>/tables.ts. */
export interface Database
  extends
    OrganisationTables,
    UserTables,
    IdentityTables,
    SubscriptionTables,
    FlagTables,
    AuditTables,
    LawsTables,
    AssistantTables,
    WorkspaceTables,
    LibraryTables {}
