import { expect, test } from '@playwright/test';
import {
  createDraftFaqItem,
  deleteFaqItem,
  findFaqItem,
  firstCategoryDocumentId,
  publishFaqItem,
  saveFaqAnswer,
  signInAsNewEditor,
} from './site-cms-admin.ts';

const QUESTION = 'Quels sont les moyens de paiement acceptés ?';

test('an editor publishes a new FAQ answer: on the site within 60 s, drafts never', async ({ page }) => {
  test.setTimeout(150_000);
  const token = await signInAsNewEditor();
  const item = await findFaqItem(token, QUESTION);
  const original = item.answer;
  const stamp = Date.now();
  const draftQuestion = `Question brouillon ${stamp} ?`;
  const draftAnswer = `Réponse enregistrée mais pas publiée ${stamp}.`;
  const publishedAnswer = `Nous acceptons le prélèvement SEPA et la carte bancaire (mise à jour ${stamp}).`;
  const draftId = await createDraftFaqItem(token, draftQuestion, await firstCategoryDocumentId());
  try {
    // Saved, not published: the site keeps the published answer.
    await saveFaqAnswer(token, item.documentId, draftAnswer);
    await page.goto('/faq');
    await expect(page.locator('#faq')).toContainText(QUESTION);
    await expect(page.locator('#faq')).not.toContainText(draftAnswer);

    await saveFaqAnswer(token, item.documentId, publishedAnswer);
    await publishFaqItem(token, item.documentId);
    const publishedAt = Date.now();
    await expect
      .poll(
        async () => {
          await page.goto('/faq');
          return (await page.locator('#faq').textContent()) ?? '';
        },
        { timeout: 60_000, intervals: [1000, 2000] },
      )
      .toContain(publishedAnswer);
    expect(Date.now() - publishedAt).toBeLessThan(60_000);
    // The page now reflects Strapi after the drafts were made: none of them shows.
    const faqText = (await page.locator('#faq').textContent()) ?? '';
    expect(faqText).not.toContain(draftAnswer);
    expect(faqText).not.toContain(draftQuestion);
    await page.getByRole('button', { name: 'Besoin d’aide ?' }).click();
    await page.getByRole('dialog').getByLabel('Rechercher une question').fill('brouillon');
    await expect(page.getByRole('dialog')).toContainText('Aucune question ne correspond');
  } finally {
    await deleteFaqItem(token, draftId);
    await saveFaqAnswer(token, item.documentId, original);
    await publishFaqItem(token, item.documentId);
  }
});
