import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditTrail } from '../src/audit/audit-trail.ts';
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

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE, whatever the caller', async () => {
    await recordAudit(database.db, {
      actor: { ...staff, address: '203.0.113.7' },
      action: 'sign-in',
      entity: 'staff',
      entityId: 'staff-1',
    });
    await expect(sql`update audit_log set action = 'forged'`.execute(database.db)).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(sql`delete from audit_log where entity = 'staff'`.execute(database.db)).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(sql`truncate audit_log`.execute(database.db)).rejects.toThrow(
      /append-only: TRUNCATE refused/,
    );
    const { rows } = await sql<{ action: string; address: string | null }>`
      select action, address from audit_log where entity = 'staff'`.execute(database.db);
    expect(rows).toEqual([{ action: 'sign-in', address: '203.0.113.7' }]);
  });

  it('pages the trail by keyset across services: (time, service, id) descending, no gap nor repeat', async () => {
    // Same instant for several entries: the service and the id break the tie.
    const at = '2030-01-01T10:00:00.000001Z';
    const other = { ...staff, id: 'staff-2' };
    for (const [i, actor] of [staff, other, staff, other, staff].entries()) {
      await sql`insert into audit_log (occurred_at, actor_kind, actor_id, actor_role, action, entity, entity_id)
        values (${i < 3 ? at : '2030-01-01T09:00:00Z'}::timestamptz, 'admin', ${actor.id}, 'admin', 'export', 'export', ${`e${i}`})`.execute(
        database.db,
      );
    }
    const filter = { from: '2030-01-01T00:00:00Z' };
    const all = await listAuditTrail(database.db, 'crm', { filter, limit: 100 });
    expect(all.map((row) => row.entityId)).toEqual(['e2', 'e1', 'e0', 'e4', 'e3']);
    expect(all[0]?.occurredAt).toBe(at);
    // Page after e1 as seen from this same service, then as another service would see it.
    const afterE1 = { occurredAt: at, service: 'crm', id: all[1]?.id ?? 0 };
    expect(
      (await listAuditTrail(database.db, 'crm', { filter, limit: 2, after: afterE1 })).map((r) => r.entityId),
    ).toEqual(['e0', 'e4']);
    // A service sorted before 'crm' (auth) has its entries of the same instant after crm's.
    expect(
      (await listAuditTrail(database.db, 'auth', { filter, limit: 10, after: afterE1 })).map(
        (r) => r.entityId,
      ),
    ).toEqual(['e2', 'e1', 'e0', 'e4', 'e3']);
    // A service sorted after it (offer): its entries of that instant came before, all seen.
    expect(
      (await listAuditTrail(database.db, 'offer', { filter, limit: 10, after: afterE1 })).map(
        (r) => r.entityId,
      ),
    ).toEqual(['e4', 'e3']);
    const byActor = await listAuditTrail(database.db, 'crm', {
      filter: { ...filter, actorId: 'staff-2' },
      limit: 10,
    });
    expect(byActor.map((row) => row.entityId)).toEqual(['e1', 'e3']);
    const byTarget = await listAuditTrail(database.db, 'crm', { filter: { target: 'e4' }, limit: 10 });
    expect(byTarget.map((row) => row.entityId)).toEqual(['e4']);
    const period = await listAuditTrail(database.db, 'crm', {
      filter: { from: '2030-01-01T09:30:00Z', to: '2030-01-01T11:00:00Z', action: 'export' },
      limit: 10,
    });
    expect(period.map((row) => row.entityId)).toEqual(['e2', 'e1', 'e0']);
  });
});
