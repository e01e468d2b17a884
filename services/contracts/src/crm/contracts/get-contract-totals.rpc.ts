import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { ContractListFilter } from './contract.ts';

/** `GET /api/v1/contrat/totals`: the portfolio's totals for the same filter. */
export const getContractTotals = defineRpc({
  service: 'crm',
  type: 'crm.get-contract-totals',
  version: 1,
  request: Type.Object({ filter: ContractListFilter }, { additionalProperties: false }),
  response: Type.Object(
    {
      count: Type.Integer({ minimum: 0 }),
      monthlyPremiums: Type.Number(),
      monthlyCommissions: Type.Number(),
      renewalsNext60Days: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
});

export const getContractTotalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contrat/totals',
  rpc: getContractTotals,
  access: 'staff',
  // The query string is the list's filter.
  bodyKey: 'filter',
  summary: 'Totaux du portefeuille (primes, commissions, renouvellements à 60 jours)',
  tags: ['contrats'],
});
