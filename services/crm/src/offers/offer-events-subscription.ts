import {
  type ComparisonCreatedData,
  callbackRescheduled,
  callbackStatusChanged,
  comparisonCreated,
  offerAssigned,
  offerCancelled,
  offerConfirmed,
  offerReviewStarted,
  offerSigned,
  offerSubscribed,
} from '@courtage/contracts/offer/events';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  applyAssignment,
  applyCallbackStatus,
  applyComparisons,
  applyReschedule,
  applyStateChange,
} from '../repositories/offer-read-model-repository.ts';

const STATE_EVENTS = [offerConfirmed, offerSubscribed, offerReviewStarted, offerSigned, offerCancelled];

/**
 * crm's read model of offers, fed by offer's events on its own queue (`crm.offer-read-model`).
 * Each event is ONE idempotent statement (an upsert that keeps the newest state and assignment,
 * an insert that ignores a known comparison), committed before the message is acknowledged: a
 * redelivery or an older event arriving late changes nothing, so order of arrival does not
 * matter. No `inbox` transaction around it: it would add BEGIN, an insert and COMMIT to every
 * comparison created (crm was a fifth of create-offer's CPU in tests/bench). Under load the
 * comparisons that wait are written together (`handleBatch`).
 */
export function offerReadModelSubscription(db: Kysely<CrmDatabase>): Subscription {
  return defineSubscription({
    consumer: 'crm',
    purpose: 'offer-read-model',
    events: [comparisonCreated, offerAssigned, callbackRescheduled, callbackStatusChanged, ...STATE_EVENTS],
    async handle(event) {
      if (event.type === comparisonCreated.type) {
        await applyComparisons(db, [event.data]);
      } else if (event.type === offerAssigned.type) {
        await applyAssignment(db, event.data);
      } else if (event.type === callbackRescheduled.type) {
        await applyReschedule(db, event.data, event.occurredAt);
      } else if (event.type === callbackStatusChanged.type) {
        await applyCallbackStatus(db, event.data);
      } else {
        await applyStateChange(db, event.data);
      }
    },
    // Under load, the comparisons waiting go in one statement (one commit, one round trip);
    // the rarer offer events keep one statement each, in any order as above.
    async handleBatch(events) {
      const comparisons: ComparisonCreatedData[] = [];
      for (const event of events) {
        if (event.type === comparisonCreated.type) comparisons.push(event.data);
        else if (event.type === offerAssigned.type) await applyAssignment(db, event.data);
        else if (event.type === callbackRescheduled.type)
          await applyReschedule(db, event.data, event.occurredAt);
        else if (event.type === callbackStatusChanged.type) await applyCallbackStatus(db, event.data);
        else await applyStateChange(db, event.data);
      }
      await applyComparisons(db, comparisons);
    },
  });
}
