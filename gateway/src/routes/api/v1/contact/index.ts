import { contactForm } from '@courtage/contracts/crm/contacts/contact-form';
import { createContact } from '@courtage/contracts/crm/contacts/create-contact.rpc';
import { deleteContact } from '@courtage/contracts/crm/contacts/delete-contact.rpc';
import { getContact } from '@courtage/contracts/crm/contacts/get-contact.rpc';
import { getImportJob } from '@courtage/contracts/crm/contacts/get-import-job.rpc';
import { contactListFilterForm, listContacts } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { previewContactImport } from '@courtage/contracts/crm/contacts/preview-contact-import.rpc';
import { startContactImport } from '@courtage/contracts/crm/contacts/start-contact-import.rpc';
import { updateContact } from '@courtage/contracts/crm/contacts/update-contact.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../http/form-body.ts';
import { listRoute } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';
import { acceptCsvBodies, CSV_IMPORT_MAX_BYTES, csvTableRequest } from './csv-table.ts';
import { documentRoutes } from './document-routes.ts';

const tags = ['contacts'];
const errors = AUTHENTICATED_ROUTE_ERRORS;
const ContactId = Type.Object({ contactId: Uuid });

const contactCsvColumns = [
  { key: 'civility', header: 'Civilité' },
  { key: 'name', header: 'Nom' },
  { key: 'forename', header: 'Prénom' },
  { key: 'function', header: 'Fonction' },
  { key: 'email', header: 'E-mail' },
  { key: 'phone', header: 'Téléphone' },
  { key: 'companyName', header: 'Entreprise' },
  { key: 'createdAt', header: 'Ajouté le' },
] as const;

/** Contacts: create, update, delete, byId, byAttributes, CSV import, and the documents routes. */
const contacts: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(documentRoutes);
  await fastify.register(contactRoutes);
};

/** The contacts' own routes, staff only (the documents plugin has its own guard and multipart). */
const contactRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const staff = fastify;
  staff.addHook('onRequest', fastify.requireStaff);
  acceptCsvBodies(staff);
  const options = (request: Parameters<typeof callOptions>[0], factor = 1) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS * factor);

  staff.post('', {
    schema: {
      tags,
      summary: 'Créer un contact (d’une entreprise ou seul)',
      body: contactForm.schema,
      response: { 201: createContact.response, ...errors },
    },
    preValidation: checkFormBody(contactForm),
    handler: async (request, reply) =>
      reply.code(201).send(await fastify.bus.call(createContact, request.body, options(request))),
  });

  staff.put('/:contactId', {
    schema: {
      tags,
      summary: 'Modifier un contact',
      params: ContactId,
      body: contactForm.schema,
      response: { 200: updateContact.response, ...errors },
    },
    preValidation: checkFormBody(contactForm),
    handler: async (request) =>
      fastify.bus.call(
        updateContact,
        { id: request.params.contactId, contact: request.body },
        options(request),
      ),
  });

  staff.delete('/:contactId', {
    schema: {
      tags,
      summary: 'Supprimer un contact',
      params: ContactId,
      response: { 200: deleteContact.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(deleteContact, { id: request.params.contactId }, options(request)),
  });

  staff.get('/byId/:contactId', {
    schema: {
      tags,
      summary: 'Un contact',
      params: ContactId,
      response: { 200: getContact.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(getContact, { id: request.params.contactId }, options(request)),
  });

  listRoute(staff, {
    path: '/byAttributes',
    rpc: listContacts,
    filterForm: contactListFilterForm,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    summary: 'Rechercher des contacts (entreprise, seuls, nom, e-mail, téléphone)',
    tags,
    csv: { fileName: 'contacts', columns: contactCsvColumns },
  });

  staff.post('/upload/preview', {
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Vérifier un fichier CSV de contacts sans rien importer',
      description: 'Colonnes : civilite;nom;prenom;fonction;email;telephone;siren (UTF-8, « ; » ou « , »).',
      consumes: ['text/csv'],
      response: { 200: previewContactImport.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(previewContactImport, await csvTableRequest(request.body), options(request, 3)),
  });

  staff.post('/upload', {
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Importer un fichier CSV de contacts (tout ou rien)',
      description:
        'Une ligne invalide : 400 avec les erreurs par ligne, rien n’est importé. Sinon 202 et l’identifiant de l’import, dont la progression se lit sur /upload/:jobId.',
      consumes: ['text/csv'],
      response: { 202: startContactImport.response, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(
          await fastify.bus.call(
            startContactImport,
            await csvTableRequest(request.body),
            options(request, 3),
          ),
        ),
  });

  staff.get('/upload/:jobId', {
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

export default contacts;
