/**
 * The provisions' statuses (struck, repealed, replaced) in memory, per corpus version: the laws
 * importer writes them with the corpus, and they are a few hundred rows, so the assistant flags
 * the provisions it quotes without a query per question.
 */
import type { Kysely } from 'kysely';

import { attachProvisionStatus, type QuotedProvisionStatus } from '../laws/service';
import type { LawsTables } from '../laws/tables';

type Statuses = Map<string, QuotedProvisionStatus[]>;

const keyOf = (documentId: string, article: string) => `${documentId}#${article}`;

export class ProvisionStatusCache {
  private loaded: { version: string; statuses: Promise<Statuses> } | null = null;

  constructor(private readonly db: Kysely<LawsTables>) {}

  /**
   * Sets `status` on each provision of `provisions` that has one, as the laws service's
   * attachProvisionStatus does, from the statuses of this corpus version (read once per version).
   */
  async attach<T extends { documentId: string; article: string; status?: QuotedProvisionStatus[] }>(
    version: string,
    provisions: T[],
  ): Promise<T[]> {
    if (this.loaded?.version !== version) {
      const statuses = this.load();
      const loaded = { version, statuses };
      this.loaded = loaded;
      // A failed read is tried again by the next question.
      statuses.catch(() => {
        if (this.loaded === loaded) this.loaded = null;
      });
    }
    const statuses = await this.loaded!.statuses;
    for (const p of provisions) {
      const status = statuses.get(keyOf(p.documentId, p.article));
      if (status) p.status = status.map((s) => ({ ...s }));
    }
    return provisions;
  }

  /** Every provision the corpus gives a status, through the laws service's own reading. */
  private async load(): Promise<Statuses> {
    const targets = await this.db
      .selectFrom('laws_provision_status')
      .select(['document_id', 'article'])
      .distinct()
      .execute();
    const provisions = await attachProvisionStatus<{
      documentId: string;
      article: string;
      status?: QuotedProvisionStatus[];
    }>(
      this.db,
      targets.map((t) => ({ documentId: t.document_id, article: t.article })),
    );
    const statuses: Statuses = new Map();
    for (const p of provisions)
      if (p.status) statuses.set(keyOf(p.documentId, p.article), p.status);
    return statuses;
  }
}
