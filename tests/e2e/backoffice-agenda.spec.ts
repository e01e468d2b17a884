import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import {
  API_URL,
  createStaff,
  emailIds,
  openAdminScreen,
  staffAccessToken,
  staffSignsInWithEmailCode,
  uniqueEmail,
  waitForEmail,
} from './auth-helpers.ts';
import { proposedOfferId, type SlotDays } from './offer-api.ts';

/**
 * The broker's calendar: a visitor from La Réunion books a call-back; the broker it is assigned
 * to sees it in /admin/agenda (Paris time and the visitor's), subscribes to his iCalendar feed,
 * moves the call-back with the keyboard through the reschedule dialog; the visitor is emailed the
 * new time and the feed (parsed with ical.js) shows it. Then the pipeline board: the card dragged
 * to the next stage, moved on with its keyboard menu, both moves in the offer's history. Pictures
 * at 1280 and 390 px.
 */

test.setTimeout(180_000);

/** A visitor's offer confirmed through the public API, on the first free slot of `day` or later. */
async function bookCallback(
  page: Page,
  email: string,
): Promise<{ offerId: string; date: string; time: string }> {
  const offerId = await proposedOfferId(page, email, {
    firstName: 'Maëva',
    lastName: 'Hoarau',
    phoneNumber: '06 92 11 22 33',
    postalCode: '97410',
    city: 'Saint-Pierre',
  });
  const slots = (await (
    await page.request.get(`${API_URL}/api/v1/confirm-offer/slots?days=20`)
  ).json()) as SlotDays;
  // The last days first (other journeys take the first free slots), leaving a later one to move to.
  const day = [...slots.days].reverse().find((d) => d.slots.filter((s) => s.remaining > 0).length > 1);
  const slot = day?.slots.find((s) => s.remaining > 0);
  const confirmed = await page.request.post(`${API_URL}/api/v1/confirm-offer`, {
    data: { offerId, dateSlot: day?.date, timeSlot: slot?.time },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { offerId, date: day?.date ?? '', time: slot?.time ?? '' };
}

/** The feed's call-back event of `offerId`: its start as an ISO instant (ical.js), or null. */
async function feedStart(page: Page, url: string, offerId: string): Promise<string | null> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .find((candidate) => candidate.uid === `rappel-${offerId}@courtage-sante`);
  return event ? event.startDate.toJSDate().toISOString() : null;
}

/** The UTC instant of a Paris wall-clock time. */
function parisInstant(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const seen = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(guess);
  const offset = Date.parse(`${seen.replace(' ', 'T')}:00Z`) - guess.getTime();
  return new Date(guess.getTime() - offset).toISOString();
}

test('a booked call-back shows in the broker’s agenda and feed, and moves in both when rescheduled', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const broker = await createStaff('sub-admin');
  const visitorEmail = uniqueEmail('agenda');
  const booked = await bookCallback(page, visitorEmail);

  // The offer is given to the broker (his own token: he takes it).
  const token = await staffAccessToken(broker.email, broker.password);
  const brokerId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
  const assigned = await page.request.put(`${API_URL}/api/v1/offers/${booked.offerId}/assignee`, {
    headers: { authorization: `Bearer ${token}` },
    data: { assigneeId: brokerId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await staffSignsInWithEmailCode(page, broker.email, broker.password);
  await openAdminScreen(page, 'Pilotage', 'Agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // A Sub-admin has no broker filter: his own calendar only.
  await expect(page.getByLabel('Conseiller')).toHaveCount(0);
  await page.goto(`/admin/agenda?date=${booked.date}`);
  const day = page.getByTestId(`agenda-day-${booked.date}`);
  const entry = day.getByRole('listitem').filter({ hasText: 'Maëva Hoarau' });
  await expect(async () => {
    await page.reload();
    await expect(entry).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  // Paris time, and the visitor's at La Réunion (3 hours later in winter, 2 in summer).
  await expect(entry).toContainText(booked.time.replace(':', ' h '));
  await expect(entry).toContainText('à La Réunion');
  await page.screenshot({ path: testInfo.outputPath('agenda-1280.png'), fullPage: true });

  // His iCalendar link, shown once.
  await page.getByRole('button', { name: 'Créer mon lien de calendrier' }).click();
  const address = page.getByLabel('Adresse à ajouter dans votre agenda');
  await expect(address).toHaveValue(/\/api\/v1\/agenda\/ical\/[A-Za-z0-9_-]{43}$/);
  const feedUrl = await address.inputValue();
  await expect(page.getByTestId('agenda-feed-status')).toContainText('Lien actif');
  expect(await feedStart(page, feedUrl, booked.offerId)).toBe(parisInstant(booked.date, booked.time));

  // Moved with the keyboard through the offer's reschedule dialog; the visitor is emailed.
  const seen = await emailIds(visitorEmail);
  await entry.getByRole('button', { name: 'Déplacer le rappel de Maëva Hoarau' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Déplacer le rappel' });
  await expect(dialog).toBeVisible();
  const select = dialog.getByLabel('Nouveau créneau (heure de Paris)');
  await expect(select.locator('option').nth(1)).toBeAttached();
  const choice = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
  const [newDate = '', newTime = ''] = choice.split(' ');
  await select.selectOption(choice);
  await dialog.getByRole('button', { name: 'Déplacer le rappel' }).click();
  await expect(dialog).toBeHidden();
  await waitForEmail(visitorEmail, /déplacé/i, seen);

  await page.goto(`/admin/agenda?date=${newDate}`);
  const movedEntry = page
    .getByTestId(`agenda-day-${newDate}`)
    .getByRole('listitem')
    .filter({ hasText: 'Maëva Hoarau' });
  await expect(async () => {
    await page.reload();
    await expect(movedEntry).toContainText(newTime.replace(':', ' h '), { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expect
    .poll(() => feedStart(page, feedUrl, booked.offerId), { timeout: 20_000 })
    .toBe(parisInstant(newDate, newTime));

  // Dragged by its handle onto another day of the week: the reschedule dialog opens on that day's
  // free slots only (the time is chosen there; the same dialog and move as above).
  const otherDay = page
    .locator('[data-testid^="agenda-day-"]')
    .filter({ hasNot: page.getByText('Maëva Hoarau') })
    .first();
  const target = ((await otherDay.getAttribute('data-testid')) ?? '').replace('agenda-day-', '');
  const grip = movedEntry.getByRole('button', {
    name: 'Glisser le rappel de Maëva Hoarau vers un autre jour',
  });
  const gripBox = await grip.boundingBox();
  const dayBox = await otherDay.boundingBox();
  if (!gripBox || !dayBox) throw new Error('the call-back or the day has no box');
  await page.mouse.move(gripBox.x + gripBox.width / 2, gripBox.y + gripBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(gripBox.x + 20, gripBox.y + 10, { steps: 5 });
  await page.mouse.move(dayBox.x + dayBox.width / 2, dayBox.y + 60, { steps: 15 });
  await page.mouse.up();
  const dropped = page.getByRole('dialog', { name: 'Déplacer le rappel' });
  await expect(dropped).toBeVisible();
  await expect(dropped.getByTestId('reschedule-day')).toContainText(
    /^(Créneaux libres|Aucun créneau libre) le /,
  );
  const offered = await dropped
    .getByLabel('Nouveau créneau (heure de Paris)')
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  for (const value of offered) expect(value.startsWith(`${target} `), value).toBe(true);
  // 'Voir tous les jours' lifts the day.
  await dropped.getByRole('button', { name: 'Voir tous les jours' }).click();
  await expect(dropped.getByTestId('reschedule-day')).toHaveCount(0);
  await dropped.getByRole('button', { name: 'Annuler' }).click();
  await expect(dropped).toBeHidden();

  // A phone: the week is a list of days, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(movedEntry).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('agenda-390.png'), fullPage: true });

  // The pipeline board at 1280 px: the card dragged from 'À rappeler' to 'Rappel effectué' with the
  // mouse, then on to 'Devis envoyé' with its keyboard menu; the offer's follow-up history has both.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/pipeline?conseiller=${brokerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  const column = (stage: string) => page.getByTestId(`pipeline-column-${stage}`);
  const card = (stage: string) => column(stage).getByRole('article').filter({ hasText: 'Maëva Hoarau' });
  await expect(card('a_rappeler')).toBeVisible();
  await expect(column('a_rappeler')).toContainText('1 offre');
  await page.screenshot({ path: testInfo.outputPath('pipeline-1280.png'), fullPage: true });
  const handle = card('a_rappeler').getByRole('button', { name: 'Glisser Maëva Hoarau' });
  const from = await handle.boundingBox();
  const to = await column('rappel_effectue').boundingBox();
  if (!from || !to) throw new Error('the card or the column has no box');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 15 });
  await page.mouse.up();
  await expect(card('rappel_effectue')).toBeVisible();
  await expect(column('rappel_effectue')).toContainText('1 offre');
  const menu = card('rappel_effectue').getByLabel('Déplacer vers');
  await menu.focus();
  await menu.selectOption({ label: 'Devis envoyé' });
  await expect(card('devis_envoye')).toBeVisible();
  // crm's read model follows: the board read again keeps the card where it was put.
  await expect(async () => {
    await page.reload();
    await expect(card('devis_envoye')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await page.goto(`/admin/offer-details/${booked.offerId}`);
  const history = page.getByRole('list', { name: 'Historique du suivi du rappel' });
  await expect(history).toContainText('« À rappeler » → « Rappel effectué »');
  await expect(history).toContainText('« Rappel effectué » → « Devis envoyé »');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/pipeline?conseiller=${brokerId}`);
  await expect(card('devis_envoye')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('pipeline-390.png'), fullPage: true });
  await page.goto('/admin/agenda');

  // Revoked: the feed answers 404.
  await page.getByRole('button', { name: 'Révoquer le lien' }).click();
  await page
    .getByRole('dialog', { name: 'Révoquer le lien de calendrier ?' })
    .getByRole('button', { name: 'Révoquer' })
    .click();
  await expect(page.getByTestId('agenda-feed-status')).toHaveText('Aucun lien actif.');
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});
