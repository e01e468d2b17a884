// The demo brokerage as plain rows, computed from a seeded generator and an anchor day: the same
// inputs always give the same rows (ids, names, dates, prices). Nothing here touches a database.
import { DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import type { ComparisonRequest } from '@courtage/contracts/offer/comparison-request';
import { addDays } from '@courtage/contracts/offer/dates';
import { COMPARATOR_INSURANCE_LINE } from '@courtage/contracts/offer/events';
import { SLOT_TIMES } from '@courtage/contracts/offer/list-slots.rpc';
import type { OfferState, WarrantyLevel } from '@courtage/contracts/offer/vocabulary';
import { isValidSiren } from '@courtage/contracts/validators/siren';
import type { Plan } from '@courtage/offer/domain/catalog';
import { comparePlans, type PlanOffer } from '@courtage/offer/domain/compare-plans';
import { applicantOf, eligiblePlans } from '@courtage/offer/domain/eligibility';
import { householdOf } from '@courtage/offer/domain/household';
import { creditorOf } from '@courtage/offer/subscriptions/mandate';
import {
  ACTIVITIES,
  COMPANY_COMMENTS,
  COMPANY_NAME_SUFFIXES,
  CONTACT_MESSAGES,
  CONTACT_REPLIES,
  CUSTOMER_ANSWERS,
  CUSTOMER_QUESTIONS,
  FEMALE_FIRST_NAMES,
  INSURANCE_LINES,
  JOB_TITLES,
  LAST_NAMES,
  LEGAL_FORMS,
  MALE_FIRST_NAMES,
  OFFER_NOTES,
  PRODUCTS,
  STAFF_INSURERS,
  STREETS,
  TASK_TITLES,
  TOWNS,
} from './fixtures.ts';
import { addMinutes, isBusinessDay, nextBusinessDay, parisDay, parisInstant } from './paris-time.ts';
import { demoId, type Random, seededRandom } from './random.ts';

/** The generator's fixed seed: change it and every demo row changes. */
export const DEMO_SEED = 20_260_432;
export const DEMO_SIZES = {
  companies: 200,
  contacts: 600,
  /** About half of the visitors only compare; the others' chosen offers (about 2,000) go on. */
  comparisons: 4000,
  quotes: 150,
  contracts: 120,
  contactMessages: 60,
  userQueries: 40,
} as const;
/** How many days of history end the day before the anchor. */
export const HISTORY_DAYS = 90;

export type Staff = { id: string; name: string; role: 'admin' | 'sub-admin' };
export type DemoCustomer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
};
/** A place resolved against the official communes data: the commune's name and département. */
export type Place = { postalCode: string; city: string; departement: string };

export type DemoInput = {
  anchor: string;
  staff: Staff[];
  customer: DemoCustomer;
  plans: Plan[];
  places: Place[];
};

type Row = Record<string, unknown>;

/** A PDF to render and store: its key in the bucket, title and body lines. */
export type DemoFile = { key: string; title: string; lines: string[] } & (
  | { kind: 'document' }
  | { kind: 'quote'; quoteId: string }
);

export type DemoData = {
  offer: {
    comparisons: Row[];
    offers: Row[];
    history: Row[];
    notes: Row[];
    bookings: Row[];
    /** Seats taken per slot (`YYYY-MM-DD HH:MM`). */
    slotSeats: Map<string, number>;
    subscriptions: (Row & { nir: string; iban: string })[];
  };
  crm: {
    companies: (Row & { iban: string | null })[];
    companyComments: Row[];
    contacts: Row[];
    quotes: Row[];
    contracts: Row[];
    documents: Row[];
    compliance: Row[];
    tasks: Row[];
    contactQueries: Row[];
    replies: Row[];
    prospects: Row[];
    quoteRequests: Row[];
    userQueries: Row[];
    readModel: Row[];
    readComparisons: Row[];
  };
  files: DemoFile[];
};

const WARRANTY_LEVELS: readonly WarrantyLevel[] = ['Minimum', 'Moyen', 'Fort', 'Maximum'];

/** A digit string completed with its Luhn key (SIREN). */
function withLuhnKey(body: string): string {
  for (let key = 0; key < 10; key += 1) if (isValidSiren(`${body}${key}`)) return `${body}${key}`;
  throw new Error(`no Luhn key for ${body}`);
}

/** A 06 39 98 xx xx or 01 99 00 xx xx number: ranges ARCEP keeps for fiction. */
function fictionalPhone(random: Random, mobile: boolean): string {
  const tail = String(random.int(0, 9999)).padStart(4, '0');
  return mobile ? `063998${tail}` : `019900${tail}`;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** A French IBAN-shaped test number with a right checksum (bank 30001, a fictional account). */
function fictionalIban(random: Random): string {
  const bban = `30001${String(random.int(0, 99999)).padStart(5, '0')}${String(random.int(0, 99_999_999)).padStart(11, '0')}${String(random.int(0, 99)).padStart(2, '0')}`;
  const numeric = `${bban}152700`; // FR00 moved to the end, letters as numbers
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `FR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** A NIR shaped like a real one (sex, year, month, département, commune, order, key). */
function fictionalNir(random: Random, female: boolean, birthDate: string, departement: string): string {
  const dept = /^\d{2}$/.test(departement) ? departement : '75';
  const body = `${female ? 2 : 1}${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${dept}${String(random.int(1, 999)).padStart(3, '0')}${String(random.int(1, 999)).padStart(3, '0')}`;
  const key = 97 - Number(BigInt(body) % 97n);
  return `${body}${String(key).padStart(2, '0')}`;
}

type Person = { female: boolean; firstName: string; lastName: string };

function person(random: Random): Person {
  const female = random.chance(0.52);
  return {
    female,
    firstName: random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
  };
}

function birthDate(random: Random, anchor: string, minAge: number, maxAge: number): string {
  const year = Number(anchor.slice(0, 4)) - random.int(minAge, maxAge);
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

/** A day of the history, recent days more likely (the brokerage grows), weekends quieter. */
function historyDay(random: Random, anchor: string): string {
  for (;;) {
    const back = 1 + Math.floor(HISTORY_DAYS * random.next() ** 1.3);
    const day = addDays(anchor, -back);
    if (isBusinessDay(day) || random.chance(0.55)) return day;
  }
}

const STEP_MOVES: Record<string, OfferState> = {
  confirmed: 'confirmed',
  subscribed: 'subscribed',
  in_review: 'in_review',
  signed: 'signed',
  cancelled: 'cancelled',
};

type Step = { to: OfferState; at: Date; byStaff: boolean; note: string | null };

/** What the visitor and the brokers did with one offer, cut at the anchor (nothing happens after). */
function offerStory(random: Random, createdAt: Date, anchorStart: Date, forceSubscribed = false) {
  const fate = forceSubscribed
    ? 'subscribed'
    : random.weighted(
        [
          'browsed',
          'lead',
          'proposed-cancelled',
          'confirmed',
          'cancelled',
          'subscribed',
          'in_review',
          'signed',
          'signed-cancelled',
        ],
        [97, 9, 3, 44, 36, 2.2, 1.2, 1.6, 0.3],
      );
  const steps: Step[] = [];
  let assignedAt: Date | null = null;
  let slot: { day: string; time: string } | null = null;
  if (fate === 'browsed') {
    // Compared, never called back nor assigned: not in crm's read model.
  } else if (fate === 'lead') {
    assignedAt = addMinutes(createdAt, random.int(30, 60 * 30));
  } else if (fate === 'proposed-cancelled') {
    assignedAt = addMinutes(createdAt, random.int(30, 600));
    steps.push({
      to: 'cancelled',
      at: addMinutes(assignedAt, random.int(60, 4000)),
      byStaff: true,
      note: 'Doublon',
    });
  } else {
    const confirmedAt = addMinutes(createdAt, random.int(3, 45));
    steps.push({ to: 'confirmed', at: confirmedAt, byStaff: false, note: null });
    assignedAt = confirmedAt;
    const slotDay = nextBusinessDay(parisDay(confirmedAt), random.int(0, 2));
    const time = random.pick(SLOT_TIMES);
    slot = { day: slotDay, time };
    const callback = parisInstant(slotDay, Number(time.slice(0, 2)), random.int(0, 40));
    if (fate === 'cancelled') {
      steps.push({
        to: 'cancelled',
        at: addMinutes(callback, random.int(10, 60 * 24 * 3)),
        byStaff: true,
        note: random.pick([
          'Injoignable après trois appels',
          'A choisi une autre mutuelle',
          'Ne souhaite plus changer',
        ]),
      });
    } else if (fate !== 'confirmed') {
      const subscribedAt = addMinutes(callback, random.int(20, 60 * 24 * 4));
      steps.push({ to: 'subscribed', at: subscribedAt, byStaff: false, note: null });
      let last = subscribedAt;
      if (fate === 'in_review' || (fate === 'signed' && random.chance(0.5))) {
        last = addMinutes(last, random.int(60, 60 * 24 * 2));
        steps.push({ to: 'in_review', at: last, byStaff: true, note: 'Dossier transmis à l’assureur' });
      }
      if (fate === 'signed' || fate === 'signed-cancelled') {
        last = addMinutes(last, random.int(60 * 24, 60 * 24 * 6));
        steps.push({ to: 'signed', at: last, byStaff: true, note: 'Adhésion acceptée par l’assureur' });
      }
      if (fate === 'signed-cancelled') {
        steps.push({
          to: 'cancelled',
          at: addMinutes(last, random.int(60 * 24, 60 * 24 * 10)),
          byStaff: true,
          note: 'Renonciation dans le délai légal',
        });
      }
    }
  }
  const happened = steps.filter((step) => step.at < anchorStart);
  if (assignedAt && assignedAt >= anchorStart) assignedAt = null;
  return { steps: happened, assignedAt, slot: happened.some((s) => s.to === 'confirmed') ? slot : null };
}

/** The comparator's request of one visitor (household, wanted levels, contact). */
function visitorRequest(
  random: Random,
  anchor: string,
  who: Person,
  place: Place,
  email: string,
  phone: string,
) {
  const status = random.weighted(
    ['Seul(e)', 'Un couple', 'Un couple + enfant(s)', 'Seul(e) + enfant(s)'] as const,
    [38, 24, 28, 10],
  );
  const hasPartner = status === 'Un couple' || status === 'Un couple + enfant(s)';
  const childs = status.endsWith('enfant(s)') ? random.weighted([1, 2, 3], [45, 40, 15]) : 0;
  const senior = random.chance(0.18);
  const activity = senior
    ? 'retraite'
    : random.weighted(['salarie', 'tns', 'fonctionnaire', 'sans-activite'] as const, [55, 25, 15, 5]);
  const children: Record<string, { birthDate: string }> = {};
  for (let i = 1; i <= childs; i += 1)
    children[`child${i}`] = { birthDate: birthDate(random, anchor, 1, 17) };
  const level = () => random.weighted(WARRANTY_LEVELS, [30, 35, 25, 10]);
  const request: ComparisonRequest = {
    members: {
      status,
      gender: who.female ? 'femme' : 'homme',
      birthDate: senior ? birthDate(random, anchor, 61, 78) : birthDate(random, anchor, 22, 58),
      hasPartner,
      activity,
      socialRegime: activity === 'tns' ? 'tns' : place.departement === '67' ? 'alsace-moselle' : 'general',
      childs,
      ...(hasPartner
        ? {
            partnerGender: who.female ? 'homme' : 'femme',
            partnerBirthDate: birthDate(random, anchor, 24, 60),
          }
        : {}),
      children,
    },
    warranties: {
      medicalCare: { level: level() },
      dental: { level: level() },
      visual: { level: level() },
      hearing: { level: random.weighted(WARRANTY_LEVELS, [60, 25, 10, 5]) },
      hospitalization: { level: level() },
    },
    credentials: {
      firstName: who.firstName,
      lastName: who.lastName,
      email,
      phoneNumber: phone,
      postalCode: place.postalCode,
      city: place.city,
      insureDate: '',
    },
    consent: random.chance(0.7),
  };
  return request;
}

const DEMO_CREDITOR = creditorOf(DEV_BROKER_IDENTITY);

/**
 * The partner and children step 01 names (as `subscriptions.beneficiaries` holds them), so the
 * signed membership form lists everyone the price covers. Names picked by the visitor's number,
 * not drawn: the rest of the demo stays the same.
 */
function namedHousehold(members: ComparisonRequest['members'], who: Person, n: number) {
  const named: Array<Record<string, string>> = [];
  const pick = (list: readonly string[], k: number) => list[k % list.length] as string;
  if (members.hasPartner && members.partnerBirthDate)
    named.push({
      member: 'conjoint',
      firstName: pick(members.partnerGender === 'femme' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES, n),
      lastName: who.lastName,
      birthDate: members.partnerBirthDate,
      birthPlace: 'Paris',
      birthCountry: 'France',
    });
  Object.entries(members.children ?? {}).forEach(([member, child], index) => {
    named.push({
      member,
      firstName: pick(index % 2 === 0 ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES, n + 7 * (index + 1)),
      lastName: who.lastName,
      birthDate: child.birthDate,
      attachedTo: 'assure',
    });
  });
  return named;
}

export function buildDemo(input: DemoInput): DemoData {
  const { anchor, staff, customer, plans } = input;
  if (staff.length === 0) throw new Error('la démo a besoin d’au moins un compte du back-office');
  const random = seededRandom(DEMO_SEED);
  const anchorStart = parisInstant(anchor, 0);
  const placeWeights = input.places.map(
    (place) => TOWNS.find((t) => t.postalCode === place.postalCode)?.weight ?? 1,
  );
  const place = () => random.weighted(input.places, placeWeights);
  const admin = staff.find((s) => s.role === 'admin') ?? (staff[0] as Staff);
  const atHistory = (day: string) => parisInstant(day, random.int(8, 20), random.int(0, 59));
  const staffActor = (s: Staff) => ({ kind: 'admin', id: s.id, role: s.role });

  const data: DemoData = {
    offer: {
      comparisons: [],
      offers: [],
      history: [],
      notes: [],
      bookings: [],
      slotSeats: new Map(),
      subscriptions: [],
    },
    crm: {
      companies: [],
      companyComments: [],
      contacts: [],
      quotes: [],
      contracts: [],
      documents: [],
      compliance: [],
      tasks: [],
      contactQueries: [],
      replies: [],
      prospects: [],
      quoteRequests: [],
      userQueries: [],
      readModel: [],
      readComparisons: [],
    },
    files: [],
  };
  const documentFile = (
    ownerType: 'company' | 'contact' | 'contract',
    ownerId: string,
    kind: string,
    fileName: string,
    title: string,
    lines: string[],
    createdAt: Date,
    uploadedBy: Staff,
  ) => {
    const id = demoId('document', data.crm.documents.length + 1);
    // The key the gateway gives an upload (documents/<owner type>/<owner id>/<uuid>).
    const key = `documents/${ownerType}/${ownerId}/${id}`;
    data.crm.documents.push({
      id,
      owner_type: ownerType,
      owner_id: ownerId,
      kind,
      key,
      file_name: fileName,
      content_type: 'application/pdf',
      size: 1, // replaced by the rendered PDF's size
      uploaded_by: uploadedBy.id,
      created_at: createdAt,
    });
    data.files.push({ kind: 'document', key, title, lines });
    return id;
  };

  // Companies: prospects and clients across France, each with a valid SIREN and a NAF code.
  const sirens = new Set<string>();
  for (let i = 1; i <= DEMO_SIZES.companies; i += 1) {
    const id = demoId('company', i);
    const activity = random.pick(ACTIVITIES);
    const where = place();
    let siren = '';
    do siren = withLuhnKey(`${random.int(3, 9)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`);
    while (sirens.has(siren));
    sirens.add(siren);
    const owner = person(random);
    const name = random.chance(0.35)
      ? `${random.pick(activity.nameWords)} ${owner.lastName}`
      : `${random.pick(activity.nameWords)} ${random.pick(COMPANY_NAME_SUFFIXES)}`;
    const legalForm = random.pick(LEGAL_FORMS);
    const createdAt = atHistory(historyDay(random, anchor));
    const client = random.chance(0.4);
    const address = `${random.int(1, 120)} ${random.pick(STREETS)}`;
    const iban = random.chance(0.5) ? fictionalIban(random) : null;
    data.crm.companies.push({
      id,
      kind: client ? 'client' : 'prospect',
      company_name: `${name} ${legalForm === 'EI' ? '' : legalForm}`.trim(),
      siren,
      legal_form: legalForm,
      creation_date: `${random.int(1988, 2024)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      address,
      zip_code: where.postalCode,
      town: where.city,
      code_naf: activity.codeNaf,
      naf_activity: null, // filled from the official list by the writer
      sector: activity.sector,
      turnover: random.int(8, 400) * 10_000,
      iban,
      rcs_city: where.city,
      registered_office_address: `${address}, ${where.postalCode} ${where.city}`,
      company_representative: `${owner.firstName} ${owner.lastName}`,
      became_client_at: client ? addMinutes(createdAt, random.int(60 * 24 * 3, 60 * 24 * 30)) : null,
      became_client_reason: client ? 'Contrat signé' : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (random.chance(0.3)) {
      data.crm.companyComments.push({
        id: demoId('comment', data.crm.companyComments.length + 1),
        company_id: id,
        text: random.pick(COMPANY_COMMENTS),
        author_id: random.pick(staff).id,
        created_at: addMinutes(createdAt, random.int(60, 60 * 24 * 20)),
      });
    }
  }
  for (const company of data.crm.companies) {
    if (company.became_client_at && (company.became_client_at as Date) >= anchorStart) {
      company.became_client_at = addMinutes(anchorStart, -random.int(60, 600));
    }
  }

  // Visitors: 4,000 comparisons; about half the visitors take their chosen offer further.
  const emails = new Set<string>();
  const freshEmail = (who: Person) => {
    for (let n = 0; ; n += 1) {
      const email = `${slug(who.firstName)}.${slug(who.lastName)}${n === 0 ? '' : n}@${random.pick(['example.org', 'example.com'])}`;
      if (!emails.has(email)) {
        emails.add(email);
        return email;
      }
    }
  };
  const standaloneByEmail = new Map<string, string>();
  const contractsFromOffers: Row[] = [];
  for (let i = 1; i <= DEMO_SIZES.comparisons; i += 1) {
    const isCustomer = i === DEMO_SIZES.comparisons;
    const who: Person = isCustomer
      ? { female: true, firstName: customer.firstName, lastName: customer.lastName }
      : person(random);
    const where = isCustomer ? (input.places.find((p) => p.city === 'Nantes') ?? place()) : place();
    const email = isCustomer ? customer.email : freshEmail(who);
    const phone = isCustomer ? customer.phoneNumber : fictionalPhone(random, random.chance(0.8));
    const day = isCustomer ? addDays(anchor, -21) : historyDay(random, anchor);
    const createdAt = atHistory(day);
    const request = visitorRequest(random, anchor, who, where, email, phone);
    const startDate = `${addDays(day, 32).slice(0, 7)}-01`;
    request.credentials.insureDate = startDate;
    if (isCustomer) request.consent = true;
    const ranked: PlanOffer[] = comparePlans(
      eligiblePlans(plans, applicantOf(request)),
      householdOf(request),
      Object.fromEntries(Object.entries(request.warranties).map(([k, v]) => [k, v.level])) as never,
      where.departement,
    );
    if (ranked.length === 0) continue;
    const comparisonId = demoId('comparison', i);
    data.offer.comparisons.push({
      id: comparisonId,
      members: JSON.stringify(request.members),
      warranties: JSON.stringify(request.warranties),
      credentials: JSON.stringify(request.credentials),
      email: email.toLowerCase(),
      consent: request.consent,
      departement: where.departement,
      start_date: startDate,
      created_at: createdAt,
    });
    data.crm.readComparisons.push({ id: comparisonId, created_at: createdAt });
    const chosenRank = Math.min(ranked.length, random.weighted([1, 2, 3], [60, 28, 12]));
    const story = offerStory(random, createdAt, anchorStart, isCustomer);
    const assignee = isCustomer ? admin : random.pick(staff);
    ranked.forEach((offer, index) => {
      const offerId = demoId('offer', i * 64 + index);
      const chosen = index + 1 === chosenRank;
      const steps = chosen ? story.steps : [];
      const last = steps.at(-1);
      const state: OfferState = last?.to ?? 'proposed';
      const assignedAt = chosen ? story.assignedAt : null;
      const updatedAt = last?.at ?? assignedAt ?? createdAt;
      data.offer.offers.push({
        id: offerId,
        comparison_id: comparisonId,
        rank: index + 1,
        state,
        formula_id: offer.formula.id,
        monthly_cents: offer.monthlyCents,
        yearly_cents: offer.yearlyCents,
        meets_all_levels: offer.meetsAllLevels,
        cover: JSON.stringify(offer.cover),
        price_lines: JSON.stringify(offer.lines),
        user_id: isCustomer && chosen ? customer.id : null,
        assignee_id: assignedAt ? assignee.id : null,
        assignee_name: assignedAt ? assignee.name : null,
        assigned_at: assignedAt,
        created_at: createdAt,
        updated_at: updatedAt,
      });
      if (!chosen || (!assignedAt && steps.length === 0)) return;
      let from: OfferState = 'proposed';
      for (const step of steps) {
        data.offer.history.push({
          offer_id: offerId,
          from_state: from,
          to_state: STEP_MOVES[step.to],
          actor: JSON.stringify(step.byStaff ? staffActor(assignee) : { kind: 'visitor' }),
          at: step.at,
          note: step.note,
          actor_name: step.byStaff ? assignee.name : null,
        });
        from = step.to;
      }
      if (story.slot) {
        const seatKey = `${story.slot.day} ${story.slot.time}`;
        data.offer.slotSeats.set(seatKey, (data.offer.slotSeats.get(seatKey) ?? 0) + 1);
        const cancelled = steps.find((s) => s.to === 'cancelled');
        data.offer.bookings.push({
          id: demoId('booking', i),
          slot: story.slot,
          offer_id: offerId,
          comparison_id: comparisonId,
          email_key: email.toLowerCase(),
          created_at: steps[0]?.at ?? createdAt,
          released_at: cancelled && !steps.some((s) => s.to === 'subscribed') ? cancelled.at : null,
        });
      }
      if (assignedAt && random.chance(0.25)) {
        data.offer.notes.push({
          id: demoId('note', i),
          offer_id: offerId,
          author_id: assignee.id,
          author_name: assignee.name,
          text: random.pick(OFFER_NOTES),
          created_at:
            addMinutes(assignedAt, random.int(30, 60 * 24)) < anchorStart
              ? addMinutes(assignedAt, random.int(30, 60 * 24))
              : assignedAt,
        });
      }
      const at = (to: OfferState) => steps.find((s) => s.to === to)?.at ?? null;
      const subscribedAt = at('subscribed');
      data.crm.readModel.push({
        id: offerId,
        comparison_id: comparisonId,
        first_name: who.firstName,
        last_name: who.lastName,
        email,
        phone_number: phone,
        postal_code: where.postalCode,
        city: where.city,
        provider: offer.plan.insurer.name,
        provider_code: offer.plan.insurer.code,
        plan_name: offer.plan.name,
        formula_name: offer.formula.name,
        insurance_line: COMPARATOR_INSURANCE_LINE,
        monthly_cents: offer.monthlyCents,
        yearly_cents: offer.yearlyCents,
        date_slot: story.slot?.day ?? '',
        time_slot: story.slot?.time ?? '',
        created_at: createdAt,
        state,
        // An offer only assigned holds the assignment's epoch state_at (applyAssignment).
        state_at: last?.at ?? new Date(0),
        confirmed_at: at('confirmed'),
        subscribed_at: subscribedAt,
        signed_at: at('signed'),
        cancelled_at: at('cancelled'),
        assignee_id: assignedAt ? assignee.id : null,
        assignee_name: assignedAt ? assignee.name : '',
        assigned_at: assignedAt,
        updated_at: updatedAt,
      });
      if (!subscribedAt) return;
      // Step 01 of the subscription, as the visitor filled it.
      const nir = fictionalNir(random, who.female, request.members.birthDate, where.departement);
      const iban = fictionalIban(random);
      data.offer.subscriptions.push({
        id: demoId('subscription', i),
        offer_id: offerId,
        user_id: isCustomer ? customer.id : null,
        nationality: 'Française',
        birth_place: where.city,
        birth_country: 'France',
        nir,
        iban,
        street_address: `${random.int(1, 90)} ${random.pick(STREETS)}, ${where.postalCode} ${where.city}`,
        has_mutuelle: true,
        current_mutuelle: 'Mutuelle précédente',
        bank_name: 'Banque Exemple',
        account_holder: `${who.firstName} ${who.lastName}`,
        beneficiaries: JSON.stringify(namedHousehold(request.members, who, i)),
        bic: 'BDFEFRPP',
        frequency: 'Mensuel',
        collection_date: random.pick(['Le5', 'Le10', 'Le15']),
        automatic_debit: true,
        direct_debit_terms: true,
        terms_accepted: true,
        auto_debit_accepted: true,
        communication_accepted: random.chance(0.4),
        mandate_reference: `CS-${parisDay(subscribedAt).replaceAll('-', '')}-DEMO${String(i).padStart(6, '0')}`,
        // The creditor of the development identity (the CMS's seeded settings), as /subscribe stores it.
        creditor_name: DEMO_CREDITOR.name,
        creditor_identifier: DEMO_CREDITOR.identifier,
        creditor_address: DEMO_CREDITOR.address,
        // Step 01 stored, the code sent; signed (seed-demo.ts) and subscribed four minutes later.
        created_at: addMinutes(subscribedAt, -4),
      });
      // crm turns each subscription into a standalone contact and a pending contract
      // (contract-from-subscription.ts): signed -> actif, cancelled -> résilié.
      let contactId = standaloneByEmail.get(email.toLowerCase());
      if (!contactId) {
        contactId = demoId('contact', 5000 + standaloneByEmail.size + 1);
        standaloneByEmail.set(email.toLowerCase(), contactId);
        data.crm.contacts.push({
          id: contactId,
          civility: 'M.',
          name: who.lastName,
          forename: who.firstName,
          function: null,
          email: email.toLowerCase(),
          phone,
          company_id: null,
          created_at: subscribedAt,
          updated_at: subscribedAt,
        });
      }
      const contractId = demoId('contract', 5000 + contractsFromOffers.length + 1);
      const nextYear = `${Number(startDate.slice(0, 4)) + 1}${startDate.slice(4)}`;
      const finalStatus = state === 'cancelled' ? 'resilie' : at('signed') ? 'actif' : 'en_attente';
      contractsFromOffers.push({
        id: contractId,
        holder_kind: 'person',
        company_id: null,
        contact_id: contactId,
        holder_name: `${who.firstName} ${who.lastName}`,
        insurer: offer.plan.insurer.name,
        product: `${offer.plan.name} – ${offer.formula.name}`,
        policy_number: `CMP-${offerId}`,
        start_date: startDate,
        renewal_date: nextYear,
        monthly_premium: (offer.monthlyCents / 100).toFixed(2),
        commission_rate: '0.00',
        status: finalStatus,
        source: 'comparator',
        offer_id: offerId,
        created_at: subscribedAt,
        updated_at: last?.at ?? subscribedAt,
      });
      if (isCustomer) {
        const signedBy = `${who.firstName} ${who.lastName}`;
        documentFile(
          'contract',
          contractId,
          'contract',
          'bulletin-adhesion.pdf',
          'Bulletin d’adhésion',
          [
            `Adhérente : ${signedBy}`,
            `Assureur : ${offer.plan.insurer.name}`,
            `Garantie : ${offer.plan.name} – ${offer.formula.name}`,
            `Cotisation : ${(offer.monthlyCents / 100).toFixed(2).replace('.', ',')} € par mois`,
            `Début de la couverture : ${startDate.split('-').reverse().join('/')}`,
          ],
          subscribedAt,
          assignee,
        );
        documentFile(
          'contract',
          contractId,
          'ipid',
          'document-information-produit.pdf',
          `Document d’information – ${offer.formula.name}`,
          [`Produit : ${offer.plan.name} (${offer.plan.insurer.name})`, 'Document de démonstration.'],
          subscribedAt,
          assignee,
        );
      }
    });
  }

  // Company contacts: 600 contacts in all with the standalone ones from subscriptions.
  const companyContacts = DEMO_SIZES.contacts - data.crm.contacts.length;
  for (let i = 1; i <= companyContacts; i += 1) {
    const company = data.crm.companies[(i - 1) % data.crm.companies.length] as Row;
    const who = person(random);
    const createdAt = addMinutes(company.created_at as Date, random.int(0, 60 * 24 * 5));
    const safeCreated = createdAt < anchorStart ? createdAt : (company.created_at as Date);
    data.crm.contacts.push({
      id: demoId('contact', i),
      civility: who.female ? 'Mme' : 'M.',
      name: who.lastName,
      forename: who.firstName,
      function: random.pick(JOB_TITLES),
      email: random.chance(0.9) ? freshEmail(who) : null,
      phone: fictionalPhone(random, random.chance(0.5)),
      company_id: company.id,
      created_at: safeCreated,
      updated_at: safeCreated,
    });
  }
  const contactsOf = new Map<unknown, Row[]>();
  for (const contact of data.crm.contacts) {
    if (!contact.company_id) continue;
    contactsOf.set(contact.company_id, [...(contactsOf.get(contact.company_id) ?? []), contact]);
  }

  // Quotes for companies, in every status; the sent ones have their PDF.
  const year = anchor.slice(0, 4);
  for (let i = 1; i <= DEMO_SIZES.quotes; i += 1) {
    const company = random.pick(data.crm.companies);
    const contact = random.pick(contactsOf.get(company.id) ?? [{ id: null }]);
    const line = random.pick(INSURANCE_LINES);
    const createdAt = atHistory(historyDay(random, anchor));
    const author = random.pick(staff);
    const status = random.weighted(
      ['brouillon', 'envoye', 'accepte', 'refuse', 'expire'] as const,
      [20, 40, 18, 12, 10],
    );
    const validUntil = addDays(parisDay(createdAt), status === 'expire' ? 20 : 45);
    const id = demoId('quote', i);
    const sent = status !== 'brouillon';
    const premium = (random.int(3500, 42000) / 100).toFixed(2);
    const reference = `D-${year}-9${String(i).padStart(5, '0')}`;
    const insurer = random.pick(STAFF_INSURERS);
    const formula = random.pick(PRODUCTS[line]);
    data.crm.quotes.push({
      id,
      reference,
      company_id: company.id,
      contact_id: contact.id,
      insurance_line: line,
      formula,
      insurer,
      monthly_premium: premium,
      valid_until: validUntil,
      notes: random.chance(0.3) ? 'Tarif négocié pour un engagement de deux ans.' : null,
      status,
      source: random.chance(0.15) ? 'site' : 'staff',
      pdf_key: sent ? `quotes/${id}.pdf` : null,
      sent_at: sent ? addMinutes(createdAt, random.int(30, 60 * 48)) : null,
      created_by: author.id,
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (sent) {
      const contactName = contact.id
        ? `${contact.forename} ${contact.name}`
        : (company.company_representative as string);
      data.files.push({
        kind: 'quote',
        quoteId: id,
        key: `quotes/${id}.pdf`,
        title: `Devis ${reference}`,
        lines: [
          String(company.company_name),
          contactName,
          reference,
          line,
          formula,
          insurer,
          premium,
          validUntil,
        ],
      });
    }
  }
  for (const quote of data.crm.quotes) {
    if (quote.sent_at && (quote.sent_at as Date) >= anchorStart) quote.sent_at = quote.created_at;
  }

  // Contracts: one per subscription (as crm makes them), company contracts for the rest of 120.
  data.crm.contracts.push(...contractsFromOffers);
  const clients = data.crm.companies.filter((c) => c.kind === 'client');
  const companyContracts = Math.max(20, DEMO_SIZES.contracts - contractsFromOffers.length);
  for (let i = 1; i <= companyContracts; i += 1) {
    const company = clients[(i - 1) % clients.length] as Row;
    const line = random.pick(INSURANCE_LINES);
    const start = addDays(anchor, -random.int(20, 700));
    const id = demoId('contract', i);
    const createdAt = parisInstant(addDays(start, -random.int(5, 20)), 10);
    let renewal = addDays(start, 365);
    while (renewal <= anchor) renewal = addDays(renewal, 365);
    data.crm.contracts.push({
      id,
      holder_kind: 'company',
      company_id: company.id,
      contact_id: contactsOf.get(company.id)?.[0]?.id ?? null,
      holder_name: company.company_name,
      insurer: random.pick(STAFF_INSURERS),
      product: random.pick(PRODUCTS[line]),
      policy_number: `POL-${year}-${String(4000 + i).padStart(6, '0')}`,
      start_date: start,
      renewal_date: renewal,
      monthly_premium: (random.int(4000, 90000) / 100).toFixed(2),
      commission_rate: `${random.pick([8, 10, 12, 15])}.00`,
      status: random.weighted(['actif', 'en_attente', 'suspendu', 'resilie'] as const, [75, 10, 5, 10]),
      source: random.chance(0.2) ? 'import' : 'staff',
      offer_id: null,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  // Documents and compliance items of client companies.
  for (const company of clients.slice(0, 60)) {
    const at = addMinutes(company.became_client_at as Date, -random.int(60, 60 * 24 * 3));
    const by = random.pick(staff);
    const representative = String(company.company_representative);
    const kbis = documentFile(
      'company',
      company.id as string,
      'kbis',
      'extrait-kbis.pdf',
      `Extrait Kbis – ${company.company_name}`,
      [
        `Dénomination : ${company.company_name}`,
        `SIREN : ${company.siren}`,
        `Siège : ${company.registered_office_address}`,
      ],
      at,
      by,
    );
    const der = documentFile(
      'company',
      company.id as string,
      'der',
      'der-signe.pdf',
      'Document d’entrée en relation',
      [`Client : ${company.company_name}`, `Signé par ${representative}`, 'Courtier inscrit à l’ORIAS'],
      at,
      by,
    );
    const items: [string, string | null][] = [
      ['der', der],
      ['needs-analysis', null],
      ['advice', null],
      ['identity', kbis],
    ];
    for (const [item, documentId] of items) {
      if (item !== 'der' && random.chance(0.3)) continue;
      data.crm.compliance.push({
        company_id: company.id,
        item,
        date: parisDay(at),
        staff_id: by.id,
        document_id: documentId,
        reasons: item === 'advice' ? 'Besoin d’une couverture santé et prévoyance pour le dirigeant.' : null,
        recorded_at: at,
      });
    }
  }

  // Tasks: for each broker, due today and this week, a few late, and done ones in the past.
  const taskLinks: [string, Row[]][] = [
    ['company', data.crm.companies],
    ['contact', data.crm.contacts],
    ['quote', data.crm.quotes],
    ['contract', data.crm.contracts],
  ];
  for (const member of staff) {
    const plan: [number, number][] = [
      [0, 4],
      [1, 2],
      [2, 2],
      [3, 2],
      [4, 1],
      [5, 1],
      [6, 2],
      [-1, 1],
      [-3, 1],
    ];
    for (const [offset, count] of plan) {
      for (let n = 0; n < count; n += 1) {
        const [type, rows] = random.pick(taskLinks);
        const link = random.pick(rows);
        const due = parisInstant(
          addDays(anchor, offset),
          random.pick([9, 10, 11, 14, 15, 16, 17]),
          random.pick([0, 30]),
        );
        data.crm.tasks.push({
          id: demoId('task', data.crm.tasks.length + 1),
          title: random.pick(TASK_TITLES),
          due_at: due,
          assignee_id: member.id,
          created_by: admin.id,
          linked_type: type,
          linked_id: link.id,
          status: 'a_faire',
          created_at: addMinutes(anchorStart, -random.int(60 * 24, 60 * 24 * 10)),
          updated_at: addMinutes(anchorStart, -random.int(60, 60 * 23)),
        });
      }
    }
    for (let n = 0; n < 8; n += 1) {
      const day = historyDay(random, anchor);
      const due = parisInstant(day, 10);
      data.crm.tasks.push({
        id: demoId('task', data.crm.tasks.length + 1),
        title: random.pick(TASK_TITLES),
        due_at: due,
        assignee_id: member.id,
        created_by: admin.id,
        linked_type: null,
        linked_id: null,
        status: random.chance(0.85) ? 'terminee' : 'annulee',
        created_at: addMinutes(due, -60 * 24 * 3),
        updated_at: addMinutes(due, 60),
      });
    }
  }

  // Contact messages from the site, some answered; questions from customers, some answered.
  for (let i = 1; i <= DEMO_SIZES.contactMessages; i += 1) {
    const who = person(random);
    const where = place();
    const createdAt = atHistory(historyDay(random, anchor));
    const status = random.weighted(['received', 'in_progress', 'done'] as const, [30, 25, 45]);
    const handler = status === 'received' ? null : random.pick(staff);
    const id = demoId('contactMessage', i);
    const replied = status === 'done' || (status === 'in_progress' && random.chance(0.5));
    data.crm.contactQueries.push({
      id,
      name: `${who.firstName} ${who.lastName}`,
      email: freshEmail(who),
      phone: random.chance(0.8) ? fictionalPhone(random, true) : null,
      postal_code: where.postalCode,
      city: where.city,
      message: random.pick(CONTACT_MESSAGES),
      status,
      admin_feedback: null,
      assignee_id: handler?.id ?? null,
      assignee_name: handler?.name ?? null,
      reply_count: replied && handler ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (replied && handler) {
      const at = addMinutes(createdAt, random.int(30, 60 * 20));
      data.crm.replies.push({
        id: demoId('reply', i),
        contact_query_id: id,
        author_id: handler.id,
        author_name: handler.name,
        body: random.pick(CONTACT_REPLIES),
        created_at: at < anchorStart ? at : createdAt,
      });
    }
  }
  // Quote requests from the site's professional pages, some already quoted.
  for (let i = 1; i <= 14; i += 1) {
    const who = person(random);
    const where = place();
    const createdAt = atHistory(historyDay(random, anchor));
    const prospectId = demoId('prospect', i);
    data.crm.prospects.push({
      id: prospectId,
      name: `${who.firstName} ${who.lastName}`,
      email: freshEmail(who),
      phone: fictionalPhone(random, true),
      postal_code: where.postalCode,
      city: where.city,
      created_at: createdAt,
      updated_at: createdAt,
    });
    data.crm.quoteRequests.push({
      id: demoId('quoteRequest', i),
      prospect_id: prospectId,
      insurance_line: random.pick(INSURANCE_LINES),
      message: random.pick(CONTACT_MESSAGES),
      status: random.weighted(['received', 'quoted', 'closed'] as const, [50, 35, 15]),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  const customerOffers = data.crm.readModel.filter((row) => row.subscribed_at);
  for (let i = 1; i <= DEMO_SIZES.userQueries; i += 1) {
    const mine = i <= 2;
    const asker = mine ? null : random.pick(customerOffers);
    const createdAt = atHistory(mine ? addDays(anchor, -(i * 5)) : historyDay(random, anchor));
    const answered = mine ? i === 1 : random.chance(0.55);
    const by = random.pick(staff);
    const answeredAt = addMinutes(createdAt, random.int(30, 60 * 24));
    const feedbackAt = answeredAt < anchorStart ? answeredAt : createdAt;
    data.crm.userQueries.push({
      id: demoId('userQuery', i),
      customer_id: mine ? customer.id : demoId('userQuery', 10_000 + i),
      user_name: mine
        ? `${customer.firstName} ${customer.lastName}`
        : `${asker?.first_name} ${asker?.last_name}`,
      user_email: mine ? customer.email : asker?.email,
      query: random.pick(CUSTOMER_QUESTIONS),
      status: answered ? 'answered' : 'pending',
      feedback: answered ? random.pick(CUSTOMER_ANSWERS) : null,
      feedback_by_id: answered ? by.id : null,
      feedback_by_name: answered ? by.name : null,
      feedback_at: answered ? feedbackAt : null,
      created_at: createdAt,
      updated_at: answered ? feedbackAt : createdAt,
    });
  }
  return data;
}
