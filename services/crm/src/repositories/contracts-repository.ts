import type { Contract } from '@courtage/contracts/crm/contracts/contract';
import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { ContractsTable, RecordsDatabase, RecordsDb } from '../records-schema.ts';
import { isoDay } from '../records-schema.ts';

export type ContractRecord = Selectable<ContractsTable>;

export async function findContract(db: RecordsDb, id: string, forUpdate = false) {
  let query = db.selectFrom('contracts').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function toContract(row: ContractRecord): Contract {
  const premium = Number(row.monthly_premium);
  const rate = Number(row.commission_rate);
  return {
    id: row.id,
    holderKind: row.holder_kind,
    companyId: row.company_id,
    contactId: row.contact_id,
    holderName: row.holder_name,
    insurer: row.insurer,
    product: row.product,
    policyNumber: row.policy_number,
    startDate: isoDay(row.start_date) as string,
    renewalDate: isoDay(row.renewal_date) as string,
    monthlyPremium: premium,
    commissionRate: rate,
    monthlyCommission: Math.round(premium * rate) / 100,
    status: row.status,
    source: row.source,
    offerId: row.offer_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function insertContract(
  db: RecordsDb,
  values: Insertable<ContractsTable>,
): Promise<ContractRecord> {
  return db.insertInto('contracts').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateContractRow(
  db: RecordsDb,
  id: string,
  values: Updateable<ContractsTable>,
): Promise<ContractRecord> {
  return db
    .updateTable('contracts')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteContractRow(db: RecordsDb, id: string): Promise<void> {
  await db.deleteFrom('contracts').where('id', '=', id).execute();
}

/** An import's chunk of contracts in one multi-row INSERT, in the import's transaction; their ids. */
export async function insertContractChunk(
  trx: Transaction<RecordsDatabase>,
  chunk: Insertable<ContractsTable>[],
): Promise<string[]> {
  return (await trx.insertInto('contracts').values(chunk).returning('id').execute()).map((row) => row.id);
}

/** Every contract's (insurer, policy number): an import refuses the ones taken. */
export async function contractPolicyKeys(
  db: RecordsDb,
): Promise<{ insurer: string; policy_number: string }[]> {
  return db.selectFrom('contracts').select(['insurer', 'policy_number']).execute();
}

/** Inserts a contract unless its (insurer, policy number) is taken; its id, or null when taken. */
export async function insertContractIfNew(
  db: RecordsDb,
  values: Insertable<ContractsTable>,
): Promise<string | null> {
  const contract = await db
    .insertInto('contracts')
    .values(values)
    .onConflict((conflict) => conflict.columns(['insurer', 'policy_number']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return contract ? contract.id : null;
}

/** Inserts an offer's contract unless one exists for it (offer_id is unique); its id, or null. */
export async function insertOfferContractIfNew(
  db: RecordsDb,
  values: Insertable<ContractsTable>,
): Promise<string | null> {
  const contract = await db
    .insertInto('contracts')
    .values(values)
    // offer_id is unique: a second delivery of the same subscription adds nothing.
    .onConflict((conflict) => conflict.column('offer_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return contract ? contract.id : null;
}

/** The contract made from an offer, with its status, or undefined. */
export async function findOfferContractStatus(db: RecordsDb, offerId: string) {
  return db
    .selectFrom('contracts')
    .select(['id', 'status'])
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
}

export async function setContractStatus(
  db: RecordsDb,
  id: string,
  status: ContractRecord['status'],
): Promise<void> {
  await db.updateTable('contracts').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
}
