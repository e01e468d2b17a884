import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['marie.dupont@example.fr', 'a+tag@sub.domaine.com', "o'neil@exemple.org", 'x@xn--bcher-kva.ch'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'marie',
    'marie@',
    '@example.fr',
    'marie@localhost',
    'marie@@example.fr',
    'marie dupont@example.fr',
    '.marie@example.fr',
    'marie..dupont@example.fr',
    'marie@-example.fr',
    'marie@example.f',
    'marie@example.123',
    `${'a'.repeat(65)}@example.fr`,
    `marie@${'a'.repeat(250)}.fr`,
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));
});
