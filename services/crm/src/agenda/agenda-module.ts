import {
  AGENDA_MESSAGES,
  type AgendaFeedLink,
  agendaRequestForm,
  createAgendaFeedLink,
  getAgenda,
  getAgendaFeed,
  getAgendaFeedLink,
  revokeAgendaFeedLink,
} from '@courtage/contracts/crm/agenda.rpc';
import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type Bus, type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { findStaffMember, staffNames } from '../shared-lists/find-staff-member.ts';
import { renderAgendaFeed } from './agenda-feed.ts';
import {
  agendaCallbacks,
  agendaTasks,
  deleteFeedToken,
  feedLinkOf,
  replaceFeedToken,
  staffOfFeedToken,
} from './agenda-repository.ts';

/** The feed's window: what a calendar app keeps of the past month and the next six. */
const FEED_DAYS_BEFORE = 30;
const FEED_DAYS_AFTER = 180;

/**
 * The broker's calendar (`crm.get-agenda`), their iCalendar link (get, create or replace,
 * revoke: their own only) and the feed it opens (`crm.get-agenda-feed`, no session: the token).
 */
export function agendaHandlers(db: Kysely<CrmDatabase>, bus: Bus): RpcHandler[] {
  return [
    rpcHandler(getAgenda, async (request, meta) => {
      const staff = requireStaffActor(meta);
      const errors = checkForm(agendaRequestForm, request);
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
      // A Sub-admin reads their own calendar only; an Admin anyone's, or everyone's.
      if (staff.role !== 'admin' && request.brokerId && request.brokerId !== staff.id) {
        throw new AppError('FORBIDDEN', AGENDA_MESSAGES.otherBroker);
      }
      const brokerId = staff.role === 'admin' ? (request.brokerId ?? null) : staff.id;
      const [callbacks, tasks] = await Promise.all([
        agendaCallbacks(db, request.from, request.to, brokerId),
        agendaTasks(db, request.from, request.to, brokerId),
      ]);
      const nameOf = await staffNames(
        bus,
        tasks.map((task) => task.assigneeId),
        meta,
      );
      return {
        from: request.from,
        to: request.to,
        brokerId,
        callbacks: callbacks.map(({ startsAt: _startsAt, ...callback }) => callback),
        tasks: tasks.map((task) => {
          const assigneeName = nameOf(task.assigneeId);
          return assigneeName === undefined ? task : { ...task, assigneeName };
        }),
      };
    }),
    rpcHandler(getAgendaFeedLink, async (_request, meta): Promise<AgendaFeedLink> => {
      const staff = requireStaffActor(meta);
      const link = await feedLinkOf(db, staff.id);
      return { active: Boolean(link), createdAt: link ? link.createdAt.toISOString() : null };
    }),
    rpcHandler(createAgendaFeedLink, async (_request, meta) => {
      const staff = requireStaffActor(meta);
      const { token, createdAt } = await replaceFeedToken(db, staff.id);
      return { token, createdAt: createdAt.toISOString() };
    }),
    rpcHandler(revokeAgendaFeedLink, async (_request, meta): Promise<AgendaFeedLink> => {
      const staff = requireStaffActor(meta);
      await deleteFeedToken(db, staff.id);
      return { active: false, createdAt: null };
    }),
    rpcHandler(getAgendaFeed, async ({ token }, meta) => {
      const staffId = await staffOfFeedToken(db, token);
      if (!staffId) throw new AppError('NOT_FOUND', AGENDA_MESSAGES.feedNotFound);
      // A disabled or deleted staff member's link opens nothing any more.
      const member = await findStaffMember(bus, staffId, meta);
      if (!member) throw new AppError('NOT_FOUND', AGENDA_MESSAGES.feedNotFound);
      const today = parisDate();
      const from = addDays(today, -FEED_DAYS_BEFORE);
      const to = addDays(today, FEED_DAYS_AFTER);
      const [callbacks, tasks] = await Promise.all([
        agendaCallbacks(db, from, to, staffId),
        agendaTasks(db, from, to, staffId, { openOnly: true }),
      ]);
      return { calendar: renderAgendaFeed(member.name, callbacks, tasks) };
    }),
  ];
}
