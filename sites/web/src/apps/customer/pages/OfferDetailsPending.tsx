import { Link, useParams } from 'react-router';

/** /offer-details/{offerId} until the offer screen is plugged in: says so plainly. */
export default function OfferDetailsPending() {
  const { offerId } = useParams();
  return (
    <section className="app-card" aria-labelledby="offer-title">
      <h1 id="offer-title">Détail de l’offre</h1>
      <p className="app-empty">
        Le détail de l’offre {offerId} n’est pas encore consultable depuis votre espace.
      </p>
      <p>
        <Link to="/dashboard">Retour à mon offre</Link>
      </p>
    </section>
  );
}
