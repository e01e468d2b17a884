import { describe, expect, it } from 'vitest';
import { formatValidity, renderAuthEmail } from './auth-emails.ts';

describe('renderAuthEmail', () => {
  it('puts the code of a staff sign-in in the text and the HTML', () => {
    const email = renderAuthEmail({
      template: 'staff-login-code',
      to: 'admin@example.fr',
      name: 'Alice <Admin>',
      code: '012345',
      validForMinutes: 10,
    });
    expect(email.subject).toBe('Votre code de connexion');
    expect(email.text).toContain('Bonjour Alice <Admin>,');
    expect(email.text).toContain('    012345');
    expect(email.text).toContain('Valable 10 minutes, utilisable une seule fois.');
    expect(email.html).toContain('012345');
    expect(email.html).toContain('Alice &lt;Admin&gt;');
  });

  it('links to the reset page, escaped in HTML', () => {
    const link = 'https://site.example/reset-password/abc?x=1&y=2';
    const email = renderAuthEmail({
      template: 'customer-password-reset',
      to: 'c@example.fr',
      name: 'Camille',
      link,
      validForMinutes: 60,
    });
    expect(email.text).toContain(`Choisir un nouveau mot de passe : ${link}`);
    expect(email.text).toContain('Valable 1 heure');
    expect(email.html).toContain('href="https://site.example/reset-password/abc?x=1&amp;y=2"');
  });

  it('words the validity in minutes or hours', () => {
    expect(formatValidity(10)).toBe('10 minutes');
    expect(formatValidity(60)).toBe('1 heure');
    expect(formatValidity(4320)).toBe('72 heures');
  });
});
