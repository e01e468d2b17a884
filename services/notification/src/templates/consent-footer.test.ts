import { verifyPrivacyToken } from '@courtage/runtime/privacy-link';
import { describe, expect, it } from 'vitest';
import { CONSENT_FOOTER_TEXT, withConsentFooter } from './consent-footer.ts';

const links = { siteUrl: 'https://www.courtage-sante.fr', secret: 's'.repeat(40) };
const email = {
  subject: 'Vos offres',
  text: 'Bonjour,\n\nVoici vos offres.\n',
  html: '<!doctype html><html><body><p>Bonjour,</p></body></html>',
};

describe('the consent-withdrawal footer', () => {
  it('ends a visitor’s email with a link signed for their address', () => {
    const out = withConsentFooter(email, { template: 'offer-summary', to: 'Claire@Example.fr' }, links);
    const link = /https:\/\/www\.courtage-sante\.fr\/consentements#jeton=(\S+)/.exec(out.text);
    expect(out.text).toContain(CONSENT_FOOTER_TEXT);
    expect(link).not.toBeNull();
    expect(verifyPrivacyToken(links.secret, link?.[1] ?? '')).toBe('claire@example.fr');
    expect(out.html).toContain(`href="https://www.courtage-sante.fr/consentements#jeton=${link?.[1]}"`);
    expect(out.html.indexOf('retirer mes consentements')).toBeLessThan(out.html.indexOf('</body>'));
  });

  it('leaves the staff’s emails as they are', () => {
    for (const template of ['staff-login-code', 'callback-assigned', 'contact-staff-notice'] as const) {
      expect(withConsentFooter(email, { template, to: 'admin@example.fr' }, links)).toEqual(email);
    }
  });
});
