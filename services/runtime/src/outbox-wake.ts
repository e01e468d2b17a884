import { type CompiledQuery, type DatabaseConnection, InsertQueryNode, type QueryResult } from 'kysely';

/** Tells the outbox relay of this process that outbox rows were just committed. */
export type OutboxWake = {
  /** Calls `listener` after each commit of a transaction that wrote to the outbox (and after
   * each outbox insert made outside a transaction). Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** For PostgresDialect's `onCreateConnection`: watches what that connection runs. */
  watch(connection: DatabaseConnection): Promise<void>;
};

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\s*;?\s*$/i;
const ROLLBACK = /^\s*(rollback|abort)\s*;?\s*$/i;

function isOutboxInsert(query: CompiledQuery): boolean {
  const node = query.query;
  return InsertQueryNode.is(node) && node.into?.table.identifier.name === 'outbox';
}

/**
 * The in-process replacement of a NOTIFY trigger: a NOTIFY inside the writer's transaction
 * makes PostgreSQL serialize every such commit on one global lock held through the WAL
 * flush. Instead, each Kysely connection remembers whether its open transaction inserted
 * into `outbox` and, once the COMMIT succeeded, wakes the relay. A rolled-back transaction
 * wakes nobody; a commit whose wake-up is lost (process dying) is found by the relay's poll.
 */
export function createOutboxWake(): OutboxWake {
  const listeners = new Set<() => void>();
  function fire(): void {
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // a listener failing must not fail the caller's already committed transaction
      }
    }
  }
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async watch(connection) {
      const execute = connection.executeQuery.bind(connection);
      let inTransaction = false;
      let wroteOutbox = false;
      connection.executeQuery = async <R>(
        query: CompiledQuery,
        ...rest: unknown[]
      ): Promise<QueryResult<R>> => {
        const result = await (execute as (q: CompiledQuery, ...r: unknown[]) => Promise<QueryResult<R>>)(
          query,
          ...rest,
        );
        if (isOutboxInsert(query)) {
          if (inTransaction) wroteOutbox = true;
          else fire();
        } else if (BEGIN.test(query.sql)) {
          inTransaction = true;
          wroteOutbox = false;
        } else if (COMMIT.test(query.sql)) {
          // PostgreSQL answers COMMIT of an aborted transaction with a ROLLBACK tag.
          const committed = (result.rows[0] as { command?: string } | undefined)?.command !== 'ROLLBACK';
          const wake = wroteOutbox && committed;
          inTransaction = false;
          wroteOutbox = false;
          if (wake) fire();
        } else if (ROLLBACK.test(query.sql)) {
          inTransaction = false;
          wroteOutbox = false;
        }
        return result;
      };
    },
  };
}
