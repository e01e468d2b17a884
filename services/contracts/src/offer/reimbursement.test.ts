import { describe, expect, it } from 'vitest';
import { examplesForWanted } from './example-picks.ts';
import {
  ASSURANCE_MALADIE,
  type ExampleGuarantee,
  REFERENCE_YEAR,
  reimbursementExamples,
} from './reimbursement.ts';

const table = (values: {
  routine: number;
  room: number;
  glasses: number;
  dental: number;
  hearing: number;
  ceilings?: Record<string, number>;
}): ExampleGuarantee[] =>
  [
    { category: 'medicalCare', code: 'routine-care', kind: 'percent_br', value: values.routine },
    { category: 'hospitalization', code: 'daily-charge', kind: 'included', value: 0 },
    { category: 'hospitalization', code: 'private-room', kind: 'euros_per_night', value: values.room },
    { category: 'visual', code: 'glasses', kind: 'euros', value: values.glasses },
    { category: 'dental', code: 'dental-prostheses', kind: 'percent_br', value: values.dental },
    { category: 'hearing', code: 'hearing-aid', kind: 'euros', value: values.hearing },
  ].map((g) => ({
    ...g,
    hundredPercentSante: false,
    yearlyCeiling: values.ceilings?.[g.code] ?? null,
  })) as ExampleGuarantee[];

const byCode = (examples: ReturnType<typeof reimbursementExamples>) =>
  Object.fromEntries(examples.map((e) => [e.code, [e.secu, e.plan, e.left]]));

const MINIMUM = table({ routine: 100, room: 0, glasses: 0, dental: 100, hearing: 0 });
const STRONG = table({ routine: 300, room: 90, glasses: 250, dental: 300, hearing: 1000 });

describe('reimbursement reference', () => {
  it('says which year it describes and where each figure comes from', () => {
    expect(REFERENCE_YEAR).toBe(2025);
    for (const figure of Object.values(ASSURANCE_MALADIE)) {
      expect(figure.source.length).toBeGreaterThan(10);
      expect(figure.appliesFrom <= `${REFERENCE_YEAR}-12-31`).toBe(true);
    }
    expect(ASSURANCE_MALADIE.participationForfaitaire.value).toBe(2);
    expect(ASSURANCE_MALADIE.gpConsultationBase.value).toBe(30);
  });

  it('computes the hand-checked amounts of an entry formula on the régime général', () => {
    expect(byCode(reimbursementExamples(MINIMUM, 'general'))).toEqual({
      // 70 % x 30 = 21 less 2 (participation forfaitaire); the plan pays the ticket modérateur.
      generaliste: [19, 9, 2],
      // non-OPTAM specialist: BR 23, 70 % = 16.10 less 2; 100 % BR: the plan pays 6.90.
      'specialiste-depassement': [14.1, 6.9, 39],
      'lunettes-100-sante': [18.9, 86.1, 0],
      'lunettes-prix-libre': [0.05, 0, 449.95],
      couronne: [72, 48, 480],
      'aide-auditive': [240, 0, 1260],
      // forfait journalier paid by the plan, no private room.
      'hospitalisation-chambre': [0, 20, 80],
    });
  });

  it('caps excess fees outside OPTAM and keeps the participation forfaitaire to pay', () => {
    const strong = byCode(reimbursementExamples(STRONG, 'tns'));
    expect(strong.generaliste).toEqual([19, 9, 2]);
    // 300 % BR becomes 200 % outside OPTAM: 46 - 16.10 = 29.90.
    expect(strong['specialiste-depassement']).toEqual([14.1, 29.9, 16]);
    expect(strong['lunettes-prix-libre']).toEqual([0.05, 250, 199.95]);
    expect(strong.couronne).toEqual([72, 288, 240]);
    // 1,000 EUR per ear is within the 1,700 EUR cap (Sécu included).
    expect(strong['aide-auditive']).toEqual([240, 1000, 260]);
    // room 90 EUR a night, the night costs 80: nothing left.
    expect(strong['hospitalisation-chambre']).toEqual([0, 100, 0]);
    const medium = byCode(
      reimbursementExamples(
        table({ ...{ routine: 150, room: 40, glasses: 150 }, dental: 200, hearing: 300 }),
        'general',
      ),
    );
    // 150 % BR: 130 % outside OPTAM (20 points less), 29.90 - 16.10 = 13.80.
    expect(medium['specialiste-depassement']).toEqual([14.1, 13.8, 32.1]);
  });

  it('applies the responsable caps and the price limit', () => {
    const generous = byCode(
      reimbursementExamples(
        table({ routine: 300, room: 200, glasses: 900, dental: 900, hearing: 2000 }),
        'general',
      ),
    );
    // glasses: Sécu + plan at most 420 EUR.
    expect(generous['lunettes-prix-libre']).toEqual([0.05, 419.95, 30]);
    // hearing aid: at most 1,700 incl. Sécu, and never above the price (1,500).
    expect(generous['aide-auditive']).toEqual([240, 1260, 0]);
    expect(generous.couronne).toEqual([72, 528, 0]);
  });

  it('pays less from the plan in Alsace-Moselle, where the local regime pays more', () => {
    const local = byCode(reimbursementExamples(STRONG, 'alsace-moselle'));
    expect(local.generaliste).toEqual([25, 3, 2]);
    // the local regime pays the forfait journalier; the plan pays the room.
    expect(local['hospitalisation-chambre']).toEqual([20, 80, 0]);
  });

  it('caps a line by its yearly ceiling', () => {
    const capped = byCode(
      reimbursementExamples(
        table({
          routine: 300,
          room: 90,
          glasses: 400,
          dental: 400,
          hearing: 1000,
          ceilings: { 'dental-prostheses': 200 },
        }),
        'general',
      ),
    );
    expect(capped.couronne).toEqual([72, 200, 328]);
  });

  it('picks the examples of the posts asked most of for a card', () => {
    const examples = reimbursementExamples(STRONG, 'general');
    const picked = examplesForWanted(examples, { hospitalization: 3, visual: 2, medicalCare: 0 });
    expect(picked.map((e) => e.code)).toEqual([
      'hospitalisation-chambre',
      'lunettes-100-sante',
      'generaliste',
    ]);
    expect(examplesForWanted(examples, {}, 2).map((e) => e.code)).toEqual([
      'generaliste',
      'lunettes-100-sante',
    ]);
  });
});
