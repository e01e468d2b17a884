import type { Actor } from '@courtage/contracts/define';
import { describe, expect, it } from 'vitest';
import { requireAdminActor, requireCustomerActor, requireStaffActor } from './actor-checks.ts';

const meta = (actor: Actor) => ({ correlationId: 'c', actor });
const refused = (message: string) => expect.objectContaining({ code: 'FORBIDDEN', message });

describe('actor checks', () => {
  const admin = meta({ kind: 'admin', id: 'a1', role: 'admin' });
  const subAdmin = meta({ kind: 'admin', id: 's1', role: 'sub-admin' });

  it('lets staff of either role through as staff, an Admin only as an Admin', () => {
    expect(requireStaffActor(admin)).toEqual({ id: 'a1', role: 'admin' });
    expect(requireStaffActor(subAdmin)).toEqual({ id: 's1', role: 'sub-admin' });
    expect(requireAdminActor(admin)).toEqual({ id: 'a1', role: 'admin' });
    expect(() => requireAdminActor(subAdmin)).toThrow(refused('Seul un administrateur peut faire cela.'));
  });

  it('refuses a customer, a visitor, a staff actor without id and a system caller as staff', () => {
    for (const actor of [
      { kind: 'customer', id: 'c1', role: 'customer' },
      { kind: 'visitor' },
      { kind: 'admin', role: 'admin' },
      { kind: 'admin', id: 'x', role: 'system' },
    ] satisfies Actor[]) {
      expect(() => requireStaffActor(meta(actor))).toThrow(refused('Accès refusé.'));
      expect(() => requireAdminActor(meta(actor))).toThrow(refused('Accès refusé.'));
    }
  });

  it('lets only a signed-in customer through as a customer', () => {
    expect(requireCustomerActor(meta({ kind: 'customer', id: 'c1' }))).toEqual({ id: 'c1' });
    expect(() => requireCustomerActor(meta({ kind: 'customer' }))).toThrow(refused('Accès refusé.'));
    expect(() => requireCustomerActor(admin)).toThrow(refused('Accès refusé.'));
  });
});
