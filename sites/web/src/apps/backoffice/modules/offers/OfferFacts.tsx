import type { StaffOfferDetail } from '@courtage/contracts/offer/staff-offer';
import {
  ACTIVITY_LABELS,
  GENDER_LABELS,
  SOCIAL_REGIME_LABELS,
  WARRANTY_CATEGORIES,
  WARRANTY_CATEGORY_LABELS,
} from '@courtage/contracts/offer/vocabulary';
import { TableScroll } from '../../components/TableScroll.tsx';
import { formatDateFr, formatEuro, formatSlotFr } from '../../format/format-fr.ts';

type Detail = StaffOfferDetail;

/** 'assure', 'conjoint', 'child2' as the broker reads them. */
function memberLabel(member: string): string {
  if (member === 'assure') return 'Assuré principal';
  if (member === 'conjoint') return 'Conjoint';
  const child = /^child(\d+)$/.exec(member);
  return child ? `Enfant ${child[1]}` : member;
}

/** The visitor and their household, as typed in the comparator. */
export function HouseholdCard({ detail }: { detail: Detail }) {
  const { household: h, contact } = detail;
  const children = Object.entries(h.children).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section className="bo-card" aria-labelledby="offer-household">
      <h2 id="offer-household">Foyer</h2>
      <dl className="bo-facts">
        <dt>Visiteur</dt>
        <dd>{`${contact.firstName} ${contact.lastName}`}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>Téléphone</dt>
        <dd>
          {contact.phoneNumber ? <a href={`tel:${contact.phoneNumber}`}>{contact.phoneNumber}</a> : '—'}
        </dd>
        <dt>Ville</dt>
        <dd>{`${contact.postalCode} ${contact.city}`}</dd>
        <dt>Date d’effet souhaitée</dt>
        <dd>{formatDateFr(contact.insureDate)}</dd>
        <dt>Situation</dt>
        <dd>{h.status}</dd>
        <dt>Assuré principal</dt>
        <dd>{`${GENDER_LABELS[h.gender]}, né(e) le ${formatDateFr(h.birthDate)}`}</dd>
        <dt>Activité</dt>
        <dd>{ACTIVITY_LABELS[h.activity]}</dd>
        <dt>Régime</dt>
        <dd>{SOCIAL_REGIME_LABELS[h.socialRegime]}</dd>
        {h.hasPartner ? (
          <>
            <dt>Conjoint</dt>
            <dd>
              {[
                h.partnerGender ? GENDER_LABELS[h.partnerGender] : null,
                h.partnerBirthDate ? `né(e) le ${formatDateFr(h.partnerBirthDate)}` : null,
                h.partnerActivity ? ACTIVITY_LABELS[h.partnerActivity] : null,
                h.partnerSocialRegime ? SOCIAL_REGIME_LABELS[h.partnerSocialRegime] : null,
              ]
                .filter(Boolean)
                .join(', ') || 'Oui'}
            </dd>
          </>
        ) : null}
        <dt>Enfants</dt>
        <dd>
          {children.length === 0
            ? 'Aucun'
            : children.map(([, child]) => `né(e) le ${formatDateFr(child.birthDate)}`).join(' ; ')}
        </dd>
      </dl>
    </section>
  );
}

/** Wanted cover against what the formula covers, category by category. */
export function CoverCard({ detail }: { detail: Detail }) {
  return (
    <section className="bo-card" aria-labelledby="offer-cover">
      <h2 id="offer-cover">Couverture souhaitée</h2>
      <TableScroll label="Couverture souhaitée">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">Poste</th>
              <th scope="col">Niveau souhaité</th>
              <th scope="col">Niveau couvert</th>
            </tr>
          </thead>
          <tbody>
            {WARRANTY_CATEGORIES.map((category) => {
              const cover = detail.offer.cover.find((line) => line.category === category);
              return (
                <tr key={category}>
                  <th scope="row">{WARRANTY_CATEGORY_LABELS[category]}</th>
                  <td>{detail.wanted[category].level}</td>
                  <td>{cover ? `${cover.covered}${cover.meets ? '' : ' (en dessous du souhait)'}` : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/** The priced formula, its guarantees and how the price was made. */
export function FormulaCard({ detail }: { detail: Detail }) {
  const { offer } = detail;
  return (
    <section className="bo-card" aria-labelledby="offer-formula">
      <h2 id="offer-formula">Formule proposée</h2>
      <dl className="bo-facts">
        <dt>Assureur</dt>
        <dd>{offer.provider.name}</dd>
        <dt>Offre et formule</dt>
        <dd>{`${offer.plan.name} · ${offer.formula.name}`}</dd>
        <dt>Prix mensuel</dt>
        <dd>{formatEuro(offer.monthlyPrice)}</dd>
        <dt>Prix annuel</dt>
        <dd>{formatEuro(offer.yearlyPrice)}</dd>
        <dt>Début du contrat</dt>
        <dd>{formatDateFr(offer.startDate)}</dd>
        <dt>Document d’information (IPID)</dt>
        <dd>
          <a href={offer.ipid.url} target="_blank" rel="noreferrer">
            {offer.ipid.title}
          </a>
        </dd>
      </dl>
      <h3>Garanties</h3>
      <TableScroll label="Garanties de la formule">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">Poste</th>
              <th scope="col">Garantie</th>
              <th scope="col">Remboursement</th>
            </tr>
          </thead>
          <tbody>
            {offer.guarantees.map((guarantee) => (
              <tr key={guarantee.code}>
                <td>{WARRANTY_CATEGORY_LABELS[guarantee.category]}</td>
                <td>{guarantee.label}</td>
                <td>{guarantee.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3>Détail du prix mensuel</h3>
      <ul>
        {offer.priceLines.map((line) => (
          <li
            key={line.member}
          >{`${memberLabel(line.member)} (${line.age} ans) : ${formatEuro(line.monthlyPrice)}`}</li>
        ))}
      </ul>
    </section>
  );
}

/** The booked call-back. */
export function SlotCard({ detail }: { detail: Detail }) {
  const booking = detail.offer.booking;
  return (
    <section className="bo-card" aria-labelledby="offer-slot">
      <h2 id="offer-slot">Rappel</h2>
      <p>
        {booking
          ? `Rappel prévu le ${formatSlotFr(booking.dateSlot, booking.timeSlot)}`
          : 'Aucun rappel réservé.'}
      </p>
    </section>
  );
}
