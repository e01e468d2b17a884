import { createHash } from 'node:crypto';
import { DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { WARRANTY_CATEGORIES } from '@courtage/contracts/offer/vocabulary';
import { catalogPlans } from '@courtage/offer/catalog-plans';
import { comparePlans, type WantedLevels } from '@courtage/offer/domain/compare-plans';
import { householdOf } from '@courtage/offer/domain/household';
import { renderGeneralConditions } from '@courtage/offer/esign/general-conditions';
import {
  renderCertificate,
  renderDocumentsToSign,
  stampSignature,
  warmUpDocuments,
} from '@courtage/offer/esign/render-documents';
import { sampleFile } from '@courtage/offer/esign/sample-file';
import { sealPdf } from '@courtage/offer/esign/seal-pdf';
import { generateDevelopmentSigningKey } from '@courtage/offer/esign/signing-key';
import { signedKindsOf } from '@courtage/offer/esign/subscription-file';
import { renderIpid } from '@courtage/offer/ipid/render-ipid';
import { viewOf } from '@courtage/offer/offers/offer-summary';
import { SEED_PLANS } from '@courtage/offer/seed-catalog';
import { type LoadStats, summarize } from './stats.ts';

/**
 * The whole subscription file, in this process, as `offer.subscribe-offer` and
 * `offer.sign-subscription` make it: the three documents to sign (membership form, SEPA mandate,
 * cancellation mandate) rendered, each stamped and sealed (PAdES, RSA 2048), the membership
 * certificate, the IPID and the plan's general conditions, and the evidence file's hashes. The S3
 * writes and the database are left out (the round trips measure those). One file at a time, each
 * timed; target p99 < 500 ms.
 */
export async function measureSubscriptionFileInProcess(iterations = 60, warmup = 5): Promise<LoadStats> {
  const file = sampleFile();
  const key = generateDevelopmentSigningKey();
  const request = sampleComparisonRequest();
  const wanted = Object.fromEntries(
    WARRANTY_CATEGORIES.map((c) => [c, request.warranties[c].level]),
  ) as WantedLevels;
  const offer = comparePlans(catalogPlans(SEED_PLANS), householdOf(request), wanted, '2A')[0];
  if (!offer) throw new Error('no offer to render');
  const view = viewOf(offer);
  await warmUpDocuments();
  let bytes = 0;
  const once = async () => {
    const signedAt = new Date();
    const toSign = await renderDocumentsToSign(file, signedKindsOf(file));
    const hashes: string[] = [];
    for (const { kind, pdf } of toSign) {
      const stamped = await stampSignature(pdf, {
        signerName: `${file.subscriber.firstName} ${file.subscriber.lastName}`,
        signedAt: signedAt.toISOString(),
        email: file.subscriber.email,
        evidenceId: 'BENCH',
      });
      const sealed = await sealPdf(stamped, key, { reason: `${kind} (bench)`, signedAt });
      hashes.push(
        createHash('sha256').update(pdf).digest('hex'),
        createHash('sha256').update(sealed).digest('hex'),
      );
      bytes += sealed.length;
    }
    const given = await Promise.all([
      renderCertificate(file, signedAt.toISOString()),
      renderIpid(view),
      renderGeneralConditions(view, DEV_BROKER_IDENTITY),
    ]);
    for (const pdf of given) bytes += pdf.length;
    bytes += JSON.stringify({ hashes, signedAt }).length;
  };
  for (let i = 0; i < warmup; i++) await once();
  const latencies: number[] = [];
  const begin = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await once();
    latencies.push(performance.now() - t0);
  }
  return summarize(latencies, bytes > 0 ? 0 : 1, performance.now() - begin);
}
