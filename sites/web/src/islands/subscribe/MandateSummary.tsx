import { formatDateTimeFr } from '@courtage/contracts/format/french-date';
import type { SubscribeOfferResponse as SubscribeReply } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { type Creditor, mandateCreditor } from './creditor.ts';

/**
 * The SEPA mandate as the offer service recorded it, with the masked IBAN and NIR; the creditor
 * as the CMS's site settings state it, like the footer.
 */
export function MandateSummary({
  reply,
  creditor: cms,
}: {
  reply: SubscribeReply;
  creditor?: Creditor | undefined;
}) {
  const m = reply.mandate;
  const creditor = mandateCreditor(reply, cms);
  const rows: Array<[string, string]> = [
    ['Référence unique du mandat (RUM)', m.reference],
    ['Créancier', creditor.name],
    ['Identifiant créancier SEPA (ICS)', creditor.identifier],
    ['Adresse du créancier', creditor.address],
    ['Débiteur', m.debtorName],
    ['IBAN', m.ibanMasked],
    ['BIC', m.bic],
    ['Type de paiement', m.paymentType],
    ['Fréquence', m.frequency],
    ['Date de prélèvement', m.collectionDate.replace(/^Le(\d+)$/, 'Le $1 du mois')],
    ['Signé le', formatDateTimeFr(m.signedAt)],
    ['Numéro de sécurité sociale', reply.securiteSocialeMasked],
  ];
  return (
    <section className="mandate" aria-labelledby="mandate-title">
      <h3 id="mandate-title">{m.title}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="form-note">
        En signant ce mandat, vous autorisez {creditor.name} à envoyer des instructions à votre banque pour
        débiter votre compte. Vous pouvez demander un remboursement à votre banque dans les 8 semaines suivant
        le débit.
      </p>
    </section>
  );
}
