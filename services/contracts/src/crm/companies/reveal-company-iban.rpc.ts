import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { WithId } from './company.ts';

/** Admin only, audited: the company's IBAN in clear. */
export const revealCompanyIban = defineRpc({
  service: 'crm',
  type: 'crm.reveal-company-iban',
  version: 1,
  request: WithId,
  response: Type.Object({ iban: Type.String() }, { additionalProperties: false }),
});

export const revealCompanyIbanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/entreprise/:id/reveal-iban',
  rpc: revealCompanyIban,
  access: 'admin',
  summary: 'Afficher l’IBAN en clair (administrateur, journalisé)',
  tags: ['entreprises'],
});
