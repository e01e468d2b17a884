import { DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import { describe, expect, it } from 'vitest';
import { brokerFooterLines, withBrokerFooter, wrapHtml } from './layout.ts';

describe('the broker’s legal footer of every email', () => {
  const identity = { ...DEV_BROKER_IDENTITY, legalName: 'Courtage <Santé> & Cie' };

  it('prints the identity as the site’s footer does', () => {
    expect(brokerFooterLines(identity)).toEqual([
      'Courtage Santé, courtier en assurances, ORIAS n° 99000042 (www.orias.fr).',
      'Courtage <Santé> & Cie, SAS au capital de 12 345 €, RCS Paris 999 999 998, 8 rue de l’Exemple, 75011 Paris.',
      'Téléphone : 01 99 00 12 34. E-mail : contact@courtage-sante.example.',
      'Réclamations : contact@courtage-sante.example. Médiateur : La Médiation de l’Assurance, TSA 50110, 75441 Paris Cedex 09, https://www.mediation-assurance.org.',
    ]);
  });

  it('ends the text after a signature separator and the HTML before </body>, escaped', () => {
    const email = withBrokerFooter(
      { subject: 'Objet', text: 'Bonjour\n', html: wrapHtml('Objet', '<p>Bonjour</p>') },
      identity,
    );
    expect(email.text).toMatch(/^Bonjour\n\n-- \nCourtage Santé, courtier en assurances/);
    expect(email.html).toContain('Courtage &lt;Santé&gt; &amp; Cie');
    expect(email.html.indexOf('ORIAS n° 99000042')).toBeLessThan(email.html.indexOf('</body>'));
    expect(email.subject).toBe('Objet');
  });
});
