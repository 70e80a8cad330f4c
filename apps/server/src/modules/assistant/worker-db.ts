/**
 * The database as a worker thread sees it: a Kysely whose queries are sent over a MessagePort and
 * run by the main thread's own Kysely. The worker opens no connection of its own, so it works the
 * same on PostgreSQL and on PGlite (which lives in the main thread's memory), in the main thread's
 * schema. Reads only: no transactions.
 */
import type { MessagePort } from 'node:worker_threads';

import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

interface QueryRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

type QueryReply = { id: number; rows: unknown[] } | { id: number; error: string };

/** Runs the queries a worker sends on `port` with `db`, until the port closes. */
export function serveQueries(port: MessagePort, db: Kysely<unknown>): void {
  port.on('message', (request: QueryRequest) => {
    db.executeQuery(CompiledQuery.raw(request.sql, [...request.parameters])).then(
      (result) => port.postMessage({ id: request.id, rows: result.rows } satisfies QueryReply),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies QueryReply),
    );
  });
}

class PortConnection implements DatabaseConnection {
  private next = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly port: MessagePort) {
    port.on('message', (reply: QueryReply) => {
      const call = this.waiting.get(reply.id);
      if (!call) return;
      this.waiting.delete(reply.id);
      if ('error' in reply) call.reject(new Error(reply.error));
      else call.resolve(reply.rows);
    });
    port.on('close', () => {
      for (const call of this.waiting.values()) call.reject(new Error('The database port closed'));
      this.waiting.clear();
    });
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const id = this.next++;
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.port.postMessage({
        id,
        sql: query.sql,
        parameters: query.parameters,
      } satisfies QueryRequest);
    });
    return { rows: rows as R[] };
  }

  // eslint-disable-next-line require-yield -- no streaming through the port
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not sent to the main thread');
  }
}

class PortDriver implements Driver {
  private readonly connection: PortConnection;

  constructor(port: MessagePort) {
    this.connection = new PortConnection(port);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('No transactions through the main thread');
  }
  async commitTransaction(): Promise<void> {
    throw new Error('No transactions through the main thread');
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error('No transactions through the main thread');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/** A Kysely (PostgreSQL dialect) whose queries the main thread runs (`serveQueries`). */
export function portDb<T>(port: MessagePort): Kysely<T> {
  return new Kysely<T>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new PortDriver(port),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
  });
}
