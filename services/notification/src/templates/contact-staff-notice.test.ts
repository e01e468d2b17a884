import { describe, expect, it } from 'vitest';
import { renderContactStaffNotice } from './contact-staff-notice.ts';
import { hostileContactQuery } from './test-query.ts';

describe('renderContactStaffNotice', () => {
  it('names the visitor in the French subject, on one line', () => {
    const email = renderContactStaffNotice(hostileContactQuery({ name: 'Jean\r\nBcc: x@y.fr  Martin' }));
    expect(email.subject).toBe('Nouveau message de contact : Jean Bcc: x@y.fr Martin');
  });

  it('lists every field, with the date in Paris time', () => {
    const email = renderContactStaffNotice(hostileContactQuery());
    for (const line of [
      'E-mail : zoe.durand@example.fr',
      'Téléphone : 0612345678',
      'Code postal : 75011',
      'Commune : Paris 11e Arrondissement',
      'Reçu le : 14 mars 2025 à 10:30',
      'Référence : 0b7f3c7e-6d1f-4b53-9a39-2f0c1d8e4a11',
      '<script>alert("x")</script>',
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it('says when no phone was given', () => {
    const { phone: _phone, ...withoutPhone } = hostileContactQuery();
    expect(renderContactStaffNotice(withoutPhone).text).toContain('Téléphone : non renseigné');
  });

  it('escapes user input in the HTML part, subject included', () => {
    const email = renderContactStaffNotice(hostileContactQuery());
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Durand</b>');
    expect(email.html).toContain('<title>Nouveau message de contact : Zoé &lt;b&gt;Durand&lt;/b&gt;');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });
});
