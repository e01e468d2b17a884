import type { ContactQueryData } from './types.ts';

/** A contact query full of characters that must be escaped, for the template tests. */
export function hostileContactQuery(overrides: Partial<ContactQueryData> = {}): ContactQueryData {
  return {
    id: '0b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
    name: 'Zoé <b>Durand</b> & "fils"',
    email: 'zoe.durand@example.fr',
    phone: '0612345678',
    postalCode: '75011',
    city: 'Paris 11e Arrondissement',
    message: 'Bonjour,\n<script>alert("x")</script>\nQuelle mutuelle pour ma famille ?',
    createdAt: '2025-03-14T09:30:00.000Z',
    ...overrides,
  };
}
