import { Type } from '@sinclair/typebox';

/**
 * The footer link of the emails (signed for the recipient's address) that withdraws their
 * recall and marketing consents in one click, without signing in: the site page
 * `/consentements#jeton=…` posts the token to `POST /api/v1/privacy/consents/withdraw`.
 */
export const CONSENT_LINK_MESSAGES = {
  invalid:
    'Ce lien de retrait des consentements n’est pas valable ou a expiré. Utilisez le lien d’un e-mail plus récent, ou retirez vos consentements depuis votre espace client.',
  missing: 'Ce lien est incomplet : ouvrez-le à nouveau depuis l’e-mail reçu.',
  withdrawing: 'Retrait de vos consentements…',
  done: 'C’est fait : vous ne serez plus recontacté(e) et vous ne recevrez plus d’informations commerciales de notre part.',
  nothing:
    'Aucun consentement en cours pour cette adresse : vous ne serez pas recontacté(e) et ne recevrez pas d’informations commerciales.',
  contractNote:
    'Les consentements liés à un contrat (conditions générales, mandat SEPA) prennent fin avec lui. Les e-mails liés à vos démarches (rendez-vous, souscription, mot de passe) restent envoyés.',
} as const;

export const ConsentLinkWithdrawal = Type.Object(
  {
    token: Type.String({ minLength: 10, maxLength: 1000, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);

export const ConsentLinkWithdrawn = Type.Object(
  {
    /** How many standing consents were withdrawn (0: none was in force). */
    withdrawn: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
