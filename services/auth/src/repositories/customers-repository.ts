import type { Selectable } from 'kysely';
import type { CustomersTable } from '../database-schema.ts';
import { accountsRepository } from './accounts-repository.ts';

export type CustomerRow = Selectable<CustomersTable>;

const customers = accountsRepository('customers');
export const findCustomerByEmail = customers.findByEmail;
export const findCustomerById = customers.findById;
export const insertCustomer = customers.insert;
export const updateCustomerRow = customers.update;

export function fullNameOf(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
