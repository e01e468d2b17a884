import type { PipelineColumn } from '@courtage/contracts/crm/pipeline.rpc';
import { describe, expect, it } from 'vitest';
import { moveRefusal, NOT_BY_HAND, targetsOf, withMoves } from './pipeline-moves.ts';

const card = (offerId: string, monthlyPrice: number) => ({
  offerId,
  firstName: 'Marie',
  lastName: 'Durand',
  provider: 'Azuréa Santé',
  planName: 'Azur',
  formulaName: 'Renfort',
  monthlyPrice,
  dateSlot: '2026-12-01',
  timeSlot: '10:00',
  state: 'confirmed' as const,
  assigneeId: null,
  assigneeName: null,
});

describe('pipeline moves', () => {
  it('allows the follow-up’s own transitions only, never into or out of subscribed', () => {
    expect(moveRefusal('a_rappeler', 'rappel_effectue')).toBeNull();
    expect(moveRefusal('a_rappeler', 'devis_envoye')).toBe(
      'Le suivi ne peut pas passer de « À rappeler » à « Devis envoyé ».',
    );
    expect(moveRefusal('devis_envoye', 'souscrit')).toBe(NOT_BY_HAND);
    expect(moveRefusal('souscrit', 'perdu')).not.toBeNull();
    expect(moveRefusal('perdu', 'a_rappeler')).not.toBeNull();
    expect(targetsOf('rappel_effectue').sort()).toEqual(['a_rappeler', 'devis_envoye', 'perdu']);
    expect(targetsOf('souscrit')).toEqual([]);
  });

  it('shows a move at once: the card changes column, counts and premiums follow', () => {
    const columns: PipelineColumn[] = [
      { stage: 'a_rappeler', count: 3, monthlyPremium: 60, cards: [card('a', 20.1), card('b', 19.9)] },
      { stage: 'rappel_effectue', count: 0, monthlyPremium: 0, cards: [] },
    ];
    const moved = withMoves(columns, { a: 'rappel_effectue' });
    expect(moved[0]).toMatchObject({ count: 2, cards: [{ offerId: 'b' }] });
    expect(moved[0]?.monthlyPremium).toBeCloseTo(39.9);
    expect(moved[1]).toMatchObject({ count: 1, monthlyPremium: 20.1, cards: [{ offerId: 'a' }] });
    expect(columns[0]?.cards).toHaveLength(2);
  });
});
