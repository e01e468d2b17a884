import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { FIELD_MESSAGES } from '../form/field-messages.ts';
import { CALENDAR_DATE_PATTERN, isIsoDate } from '../offer/dates.ts';
import { OfferStateSchema } from '../offer/offer.ts';
import { Uuid } from '../schemas.ts';
import { CRM_MESSAGES } from './crm-messages.ts';

/**
 * `GET /api/v1/dashboards?from=YYYY-MM-DD&to=YYYY-MM-DD` (`/admin/dashboard`): crm
 * answers from its own tables (the offer read model fed by offer's events, the contact messages,
 * user queries, quote requests and tasks it owns). Staff only. Days are Europe/Paris days,
 * `from` and `to` included; at most `DASHBOARD_MAX_DAYS` days.
 */

export const DASHBOARD_MAX_DAYS = 366;

const IsoDate = Type.String({ pattern: CALENDAR_DATE_PATTERN });

export const dashboardRequestForm = defineForm({
  schema: Type.Object({ from: IsoDate, to: IsoDate }, { additionalProperties: false }),
  messages: {
    from: CRM_MESSAGES.startDate,
    to: CRM_MESSAGES.endDate,
  },
  rules: [
    { field: 'from', check: ({ from }) => isIsoDate(from) },
    { field: 'to', check: ({ to }) => isIsoDate(to) },
    {
      field: 'to',
      uses: ['from'],
      check: ({ from, to }) => from <= to,
      message: FIELD_MESSAGES.periodOrder,
    },
    {
      field: 'to',
      uses: ['from'],
      check: ({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < DASHBOARD_MAX_DAYS,
      message: `La période ne peut pas dépasser ${DASHBOARD_MAX_DAYS} jours.`,
    },
  ],
});

/** A share between 0 and 1, null when the step before it is 0 (nothing to convert). */
const Ratio = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

export const DashboardTotals = Type.Object(
  {
    /** Comparisons made in the period (`offer.comparison.created`). */
    comparisons: Count,
    /** Offers confirmed (a call-back booked) in the period. */
    confirmedCallbacks: Count,
    /** Offers subscribed in the period. */
    subscriptions: Count,
    /** Offers signed in the period. */
    signed: Count,
    conversion: Type.Object(
      {
        /** confirmedCallbacks / comparisons */
        comparisonToCallback: Ratio,
        /** subscriptions / confirmedCallbacks */
        callbackToSubscription: Ratio,
        /** signed / subscriptions */
        subscriptionToSigned: Ratio,
      },
      { additionalProperties: false },
    ),
    /** Sum of the monthly prices (euros) of the offers subscribed in the period and not cancelled. */
    monthlyPremiumSigned: Type.Number({ minimum: 0 }),
    /** Now, whatever the period: contact messages not yet answered. */
    openContactMessages: Count,
    /** Now: customers' questions without feedback. */
    openUserQueries: Count,
    /** Now: quote requests not yet quoted or closed. */
    quoteRequestsToHandle: Count,
    /** Now: open tasks due by the end of today (Paris). */
    tasksDue: Count,
  },
  { additionalProperties: false },
);

export const DashboardTrendDay = Type.Object(
  { date: IsoDate, comparisons: Count, confirmedCallbacks: Count, subscriptions: Count },
  { additionalProperties: false },
);

/** Split of the period's confirmed call-backs and subscriptions by insurer or by insurance line. */
export const DashboardSplit = Type.Object(
  {
    key: Type.String({ description: 'Code de l’assureur, ou slug de la branche.' }),
    label: Type.String(),
    confirmedCallbacks: Count,
    subscriptions: Count,
    monthlyPremium: Type.Number({ minimum: 0 }),
  },
  { additionalProperties: false },
);

export const TodayCallback = Type.Object(
  {
    offerId: Uuid,
    timeSlot: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    phoneNumber: Type.String(),
    provider: Type.String(),
    state: OfferStateSchema,
    assigneeId: Type.Union([Uuid, Type.Null()]),
    assigneeName: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

export const DashboardReply = Type.Object(
  {
    period: Type.Object({ from: IsoDate, to: IsoDate }, { additionalProperties: false }),
    totals: DashboardTotals,
    /** One entry per day of the period, days without activity included (zeros). */
    trend: Type.Array(DashboardTrendDay),
    byInsurer: Type.Array(DashboardSplit),
    byInsuranceLine: Type.Array(DashboardSplit),
    /** Today's (Paris) booked call-backs, by time slot, whatever the period. */
    todayCallbacks: Type.Array(TodayCallback),
  },
  { additionalProperties: false },
);
export type DashboardReply = Static<typeof DashboardReply>;

export const getDashboard = defineRpc({
  service: 'crm',
  type: 'crm.get-dashboard',
  version: 1,
  request: dashboardRequestForm.schema,
  response: DashboardReply,
});

export const getDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/dashboards',
  rpc: getDashboard,
  access: 'staff',
  summary: 'Chiffres du tableau de bord sur une période',
  tags: ['tableau de bord'],
});
