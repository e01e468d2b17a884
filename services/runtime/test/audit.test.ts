import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/audit/list-audit.ts';
import { recordAudit } from '../src/audit/record-audit.ts';
import { runMigrations } from '../src/migrations.ts';
import { createTestDatabase, logger } from './helpers.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const staff = { kind: 'admin' as const, id: 'staff-1', role: 'sub-admin' };

beforeAll(async () => {
  database = await createTestDatabase('audit');
  // No service migrations: the runtime's own create audit_log.
  await runMigrations(database.pool, new URL('./fixtures/no-such-folder', import.meta.url), logger);
});

afterAll(async () => {
  await database.drop();
});

describe('audit log (real PostgreSQL)', () => {
  it('records an entry with the write that commits and lists a record history newest first', async () => {
    await database.db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actor: staff,
        action: 'create',
        entity: 'company',
        entityId: 42,
        after: { companyName: 'Acme' },
      });
    });
    await database.db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actor: staff,
        action: 'update',
        entity: 'company',
        entityId: '42',
        before: { companyName: 'Acme' },
        after: { companyName: 'Acme SAS' },
      });
    });
    await recordAudit(database.db, { actor: staff, action: 'create', entity: 'company', entityId: 43 });

    const history = await listAudit(database.db, 'company', 42);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      actor: { kind: 'admin', id: 'staff-1', role: 'sub-admin' },
      entity: 'company',
      entityId: '42',
      before: { companyName: 'Acme' },
      after: { companyName: 'Acme SAS' },
    });
    expect(history[1]?.before).toBeNull();
    expect(Date.parse(history[0]?.occurredAt ?? '')).not.toBeNaN();
    const older = await listAudit(database.db, 'company', 42, { beforeId: history[0]?.id, limit: 5 });
    expect(older.map((entry) => entry.action)).toEqual(['create']);
  });

  it('leaves no entry when the transaction rolls back', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { actor: staff, action: 'delete', entity: 'contact', entityId: 7 });
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect(await listAudit(database.db, 'contact', 7)).toEqual([]);
  });
});
