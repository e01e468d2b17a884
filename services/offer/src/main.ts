import { createBrokerIdentitySource } from '@courtage/runtime/broker-identity-source';
import { createDocumentStore, type DocumentStore } from '@courtage/runtime/document-store';
import { createFieldCipher, parseFieldKey } from '@courtage/runtime/field-cipher';
import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import { runService } from '@courtage/runtime/service';
import { OFFER_CONFIG } from './config.ts';
import { DEV_ENCRYPTION_KEY } from './crypto/field-context.ts';
import type { OfferDatabase } from './database-schema.ts';
import type { OfferDeps } from './deps.ts';
import { type CatalogCache, createCatalogCache } from './domain/catalog-cache.ts';
import { planGeneralConditionsHandlers } from './esign/plan-general-conditions.ts';
import { warmUpDocuments } from './esign/render-documents.ts';
import { loadSealKey } from './esign/seal-keys.ts';
import { signatureCodeKeyOf } from './esign/signature-code.ts';
import type { SigningKey } from './esign/signing-key.ts';
import { createFormulaViews } from './offers/formula-views.ts';
import { writeConsentTexts } from './privacy/consents.ts';
import { loadActivePlans } from './repositories/load-catalog.ts';
import { seedCatalog } from './repositories/write-seed-catalog.ts';
import { addOfferNoteHandler } from './rpc/add-offer-note.ts';
import { adminChangeOfferStateHandler } from './rpc/admin-change-offer-state.ts';
import { adminCreatePlanHandler } from './rpc/admin-create-plan.ts';
import { adminListPlansHandler } from './rpc/admin-list-plans.ts';
import { adminPreviewPriceHandler } from './rpc/admin-preview-price.ts';
import { adminSetPlanStatusHandler } from './rpc/admin-set-plan-status.ts';
import { adminUpdatePlanHandler } from './rpc/admin-update-plan.ts';
import { assignOfferHandler } from './rpc/assign-offer.ts';
import { bookingLimitHandler } from './rpc/booking-limit.ts';
import { confirmOfferHandler } from './rpc/confirm-offer.ts';
import { listConsentsHandler, withdrawConsentHandler } from './rpc/consents.ts';
import { createOfferHandler } from './rpc/create-offer.ts';
import { emailComparisonHandler } from './rpc/email-comparison.ts';
import { eraseSubjectHandler } from './rpc/erase-subject.ts';
import { exportSubjectDataHandler } from './rpc/export-subject-data.ts';
import { getIpidDocumentHandler } from './rpc/get-ipid-document.ts';
import { getOfferHandler } from './rpc/get-offer.ts';
import { getStaffOfferHandler } from './rpc/get-staff-offer.ts';
import { getSubscriptionHouseholdHandler } from './rpc/get-subscription-household.ts';
import { getUserOffersHandler } from './rpc/get-user-offers.ts';
import { listOfferAssigneesHandler } from './rpc/list-offer-assignees.ts';
import { listPartnerInsurersHandler } from './rpc/list-partner-insurers.ts';
import { listSlotsHandler } from './rpc/list-slots.ts';
import { moveOfferStateHandler } from './rpc/move-offer-state.ts';
import { purgeDueDataHandler } from './rpc/purge-due-data.ts';
import { rescheduleCallbackHandler } from './rpc/reschedule-callback.ts';
import { revealSubscriptionFieldHandler } from './rpc/reveal-subscription-field.ts';
import { setCallbackStatusHandler } from './rpc/set-callback-status.ts';
import { subscribeOfferHandler } from './rpc/subscribe-offer.ts';
import { subscriptionSignatureHandlers } from './rpc/subscription-signature.ts';
import { attachOnEmailProvenSubscription } from './subscriptions/attach-on-email-proven.ts';
import { createCapabilities } from './subscriptions/capability.ts';

// The offer service (DESIGN.md §5): insurers, plans, tariffs, comparisons, offers,
// call-back slots and subscriptions. Environment: docs/CONVENTIONS.md and README.md.
let catalog: CatalogCache | undefined;
let documents: DocumentStore | undefined;
let sealKey: Promise<SigningKey> | undefined;
let postalCodes: PostalCodeIndex | undefined;

await runService<OfferDatabase, typeof OFFER_CONFIG>({
  name: 'offer',
  migrationsDir: new URL('../migrations/', import.meta.url),
  defaultHealthPort: 3102,
  config: OFFER_CONFIG,
  async onStart({ config, db, logger }) {
    const production = config.NODE_ENV === 'production';
    if (production && !config.OFFER_ENCRYPTION_KEY) {
      throw new Error('OFFER_ENCRYPTION_KEY is required in production');
    }
    const seed =
      config.OFFER_SEED_CATALOG === 'true' || (config.OFFER_SEED_CATALOG === 'auto' && !production);
    if (seed) await seedCatalog(db, logger);
    await writeConsentTexts(db);
    postalCodes = await loadPostalCodeIndex();
    documents = createDocumentStore({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
    await documents.ensureBucket();
    // Loaded (or generated, outside production) at start: a production start without a key fails here.
    const key = await loadSealKey(db, {
      keyPem: config.OFFER_SEAL_KEY_PEM,
      certPem: config.OFFER_SEAL_CERT_PEM,
      production,
    });
    sealKey = Promise.resolve(key);
    await warmUpDocuments();
    logger.info({ seal: key.subject }, 'sealing key loaded');
    catalog = createCatalogCache(
      () => loadActivePlans(db),
      config.OFFER_CATALOG_REFRESH_MS,
      (error) => logger.error({ err: error }, 'catalog refresh failed'),
    );
    const plans = await catalog.plans();
    logger.info({ plans: plans.length }, 'catalog loaded');
  },
  rpc: ({ config, db, bus, logger }) => {
    if (!catalog || !postalCodes || !documents || !sealKey)
      throw new Error('the offer service is not started');
    const loadedKey = sealKey;
    const encryptionKey = parseFieldKey(config.OFFER_ENCRYPTION_KEY || DEV_ENCRYPTION_KEY);
    const deps: OfferDeps = {
      db,
      bus,
      logger,
      catalog,
      formulaViews: createFormulaViews(db),
      postalCodes,
      cipher: createFieldCipher(parseFieldKey(config.OFFER_ENCRYPTION_KEY || DEV_ENCRYPTION_KEY), 'offer'),
      siteUrl: config.PUBLIC_SITE_URL.replace(/\/$/, ''),
      capabilities: createCapabilities(parseFieldKey(config.OFFER_ENCRYPTION_KEY || DEV_ENCRYPTION_KEY)),
      identity: createBrokerIdentitySource(config.CMS_URL, logger),
      slotCapacity: config.OFFER_SLOT_CAPACITY,
      bookingHorizonDays: config.OFFER_BOOKING_HORIZON_DAYS,
      bookingLimit: config.CONFIRM_RATE_LIMIT,
      documents,
      sealKey: () => loadedKey,
      signatureCodeKey: signatureCodeKeyOf(encryptionKey),
    };
    return [
      createOfferHandler(deps),
      getOfferHandler(deps),
      emailComparisonHandler(deps),
      getUserOffersHandler(deps),
      listSlotsHandler(deps),
      listPartnerInsurersHandler(deps),
      confirmOfferHandler(deps),
      bookingLimitHandler(deps),
      subscribeOfferHandler(deps),
      getSubscriptionHouseholdHandler(deps),
      getIpidDocumentHandler(deps),
      adminListPlansHandler(deps),
      adminCreatePlanHandler(deps),
      adminUpdatePlanHandler(deps),
      adminSetPlanStatusHandler(deps),
      adminPreviewPriceHandler(),
      adminChangeOfferStateHandler(deps),
      getStaffOfferHandler(deps),
      listOfferAssigneesHandler(deps),
      assignOfferHandler(deps),
      moveOfferStateHandler(deps),
      setCallbackStatusHandler(deps),
      rescheduleCallbackHandler(deps),
      addOfferNoteHandler(deps),
      revealSubscriptionFieldHandler(deps),
      listConsentsHandler(deps),
      withdrawConsentHandler(deps),
      exportSubjectDataHandler(deps),
      purgeDueDataHandler(deps),
      ...subscriptionSignatureHandlers(deps),
      ...planGeneralConditionsHandlers(deps),
      eraseSubjectHandler(deps),
    ];
  },
  subscriptions: ({ db }) => [attachOnEmailProvenSubscription(db)],
  onStop: async () => catalog?.stop(),
});
