import { getImportJob } from '@courtage/contracts/crm/contacts/get-import-job.rpc';
import { contractListFilterForm } from '@courtage/contracts/crm/contracts/contract';
import {
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
  contractForm,
} from '@courtage/contracts/crm/contracts/contract-form';
import { createContract } from '@courtage/contracts/crm/contracts/create-contract.rpc';
import { deleteContract } from '@courtage/contracts/crm/contracts/delete-contract.rpc';
import { getContract } from '@courtage/contracts/crm/contracts/get-contract.rpc';
import { getContractTotals } from '@courtage/contracts/crm/contracts/get-contract-totals.rpc';
import { listContracts } from '@courtage/contracts/crm/contracts/list-contracts.rpc';
import { previewContractImport } from '@courtage/contracts/crm/contracts/preview-contract-import.rpc';
import { startContractImport } from '@courtage/contracts/crm/contracts/start-contract-import.rpc';
import { updateContract } from '@courtage/contracts/crm/contracts/update-contract.rpc';
import { AppError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../http/form-body.ts';
import { listRoute } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';
import { acceptCsvBodies, CSV_IMPORT_MAX_BYTES, csvTableRequest } from '../contact/csv-table.ts';

const tags = ['contrats'];
const errors = AUTHENTICATED_ROUTE_ERRORS;
const ContractId = Type.Object({ contractId: Uuid });

const contractCsv = {
  fileName: 'portefeuille-contrats',
  columns: [
    { key: 'holderName', header: 'Souscripteur' },
    { key: 'insurer', header: 'Assureur' },
    { key: 'product', header: 'Produit' },
    { key: 'policyNumber', header: 'N° de police' },
    { key: 'startDate', header: 'Date d’effet' },
    { key: 'renewalDate', header: 'Renouvellement' },
    { key: 'monthlyPremium', header: 'Prime mensuelle (€)' },
    { key: 'commissionRate', header: 'Commission (%)' },
    { key: 'monthlyCommission', header: 'Commission mensuelle (€)' },
    {
      key: 'status',
      header: 'Statut',
      format: (value: unknown) => CONTRACT_STATUS_LABELS[value as ContractStatus],
    },
  ],
} as const;

/** `/api/v1/contrat`: the portfolio (list, totals, subscriber search), CRUD, byId, CSV import. */
const contracts: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireStaff);
  acceptCsvBodies(fastify);
  const options = (request: Parameters<typeof callOptions>[0], factor = 1) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS * factor);

  listRoute(fastify, {
    path: '',
    rpc: listContracts,
    filterForm: contractListFilterForm,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    summary: 'Portefeuille de contrats',
    tags,
    csv: contractCsv,
  });

  listRoute(fastify, {
    path: '/subscriber-search',
    rpc: listContracts,
    filterForm: contractListFilterForm,
    defaultSort: { field: 'renewalDate', direction: 'asc' },
    summary: 'Rechercher les contrats d’un souscripteur (nom, n° de police, assureur)',
    tags,
    csv: contractCsv,
  });

  fastify.get('/totals', {
    schema: {
      tags,
      summary: 'Totaux du portefeuille (primes, commissions, renouvellements à 60 jours)',
      querystring: contractListFilterForm.schema,
      response: { 200: getContractTotals.response, ...errors },
    },
    preValidation: async (request) => {
      const problems = checkForm(contractListFilterForm, request.query);
      if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems[0]?.message ?? '', problems);
    },
    handler: async (request) =>
      fastify.bus.call(getContractTotals, { filter: request.query }, options(request)),
  });

  fastify.post('', {
    schema: {
      tags,
      summary: 'Créer un contrat',
      body: contractForm.schema,
      response: { 201: createContract.response, ...errors },
    },
    preValidation: checkFormBody(contractForm),
    handler: async (request, reply) =>
      reply.code(201).send(await fastify.bus.call(createContract, request.body, options(request))),
  });

  fastify.get('/byId/:contractId', {
    schema: {
      tags,
      summary: 'Un contrat',
      params: ContractId,
      response: { 200: getContract.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(getContract, { id: request.params.contractId }, options(request)),
  });

  fastify.put('/:contractId', {
    schema: {
      tags,
      summary: 'Modifier un contrat',
      params: ContractId,
      body: contractForm.schema,
      response: { 200: updateContract.response, ...errors },
    },
    preValidation: checkFormBody(contractForm),
    handler: async (request) =>
      fastify.bus.call(
        updateContract,
        { id: request.params.contractId, contract: request.body },
        options(request),
      ),
  });

  fastify.delete('/:contractId', {
    schema: {
      tags,
      summary: 'Supprimer un contrat',
      params: ContractId,
      response: { 200: deleteContract.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(deleteContract, { id: request.params.contractId }, options(request)),
  });

  fastify.post('/upload/preview', {
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Vérifier un fichier CSV de contrats sans rien importer',
      description:
        'Colonnes : siren;email;assureur;produit;numero de police;date d effet;date de renouvellement;prime mensuelle;taux de commission;statut.',
      consumes: ['text/csv'],
      response: { 200: previewContractImport.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(previewContractImport, await csvTableRequest(request.body), options(request, 3)),
  });

  fastify.post('/upload', {
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Importer un fichier CSV de contrats (tout ou rien)',
      consumes: ['text/csv'],
      response: { 202: startContractImport.response, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(
          await fastify.bus.call(
            startContractImport,
            await csvTableRequest(request.body),
            options(request, 3),
          ),
        ),
  });

  fastify.get('/upload/:jobId', {
    schema: {
      tags,
      summary: 'Progression d’un import',
      params: Type.Object({ jobId: Uuid }),
      response: { 200: getImportJob.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(getImportJob, { jobId: request.params.jobId }, options(request)),
  });
};

export default contracts;
