import type { Company } from '@courtage/contracts/crm/companies/company';
import { formatDateFr, formatDateTimeFr, formatEuro } from '../../format/format-fr.ts';

const dash = (value: string | null | undefined) => (value ? value : '—');

/** The company's key facts: identity, address, activity, registration, the client decision. */
export function CompanyFacts({ company }: { company: Company }) {
  return (
    <section className="bo-card" aria-labelledby="company-facts">
      <h2 id="company-facts">Informations</h2>
      <dl className="bo-facts">
        <dt>SIREN</dt>
        <dd>{company.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}</dd>
        <dt>Forme juridique</dt>
        <dd>{dash(company.legalForm)}</dd>
        <dt>Adresse</dt>
        <dd>{[company.address, `${company.zipCode} ${company.town}`].filter(Boolean).join(', ')}</dd>
        <dt>Code NAF</dt>
        <dd>{company.codeNaf ? `${company.codeNaf} — ${dash(company.nafActivity)}` : '—'}</dd>
        <dt>Secteur</dt>
        <dd>{dash(company.sector)}</dd>
        <dt>Chiffre d’affaires</dt>
        <dd>{company.turnover === null ? '—' : formatEuro(company.turnover)}</dd>
        <dt>Date de création</dt>
        <dd>{company.creationDate ? formatDateFr(company.creationDate) : '—'}</dd>
        <dt>RCS</dt>
        <dd>{dash(company.rcsCity)}</dd>
        <dt>Siège</dt>
        <dd>{dash(company.registeredOfficeAddress)}</dd>
        <dt>Représentant légal</dt>
        <dd>{dash(company.companyRepresentative)}</dd>
        <dt>IBAN</dt>
        <dd>{dash(company.ibanMasked)}</dd>
        <dt>Ajoutée le</dt>
        <dd>{formatDateTimeFr(company.createdAt)}</dd>
        {company.becameClientAt ? (
          <>
            <dt>Client depuis</dt>
            <dd>{`${formatDateTimeFr(company.becameClientAt)}${company.becameClientReason ? ` : ${company.becameClientReason}` : ''}`}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
