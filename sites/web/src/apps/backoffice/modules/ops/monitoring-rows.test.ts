import { describe, expect, it } from 'vitest';
import { chartRows, chartSummary, formatTime } from './monitoring-rows.ts';

const chart = {
  id: 'route-p99',
  title: '99e centile des temps de réponse par route (ms)',
  unit: 'ms' as const,
  series: [
    {
      name: '/api/v1/offers',
      points: [
        { t: 1_700_000_060_000, v: 12 },
        { t: 1_700_000_000_000, v: 10 },
      ],
    },
    {
      name: '/health',
      points: [
        { t: 1_700_000_000_000, v: 1 },
        { t: 1_700_000_060_000, v: null },
      ],
    },
  ],
};

describe('monitoring rows', () => {
  it('merges the series into one row per instant, in time order', () => {
    expect(chartRows(chart)).toEqual([
      { t: 1_700_000_000_000, '/api/v1/offers': 10, '/health': 1 },
      { t: 1_700_000_060_000, '/api/v1/offers': 12, '/health': null },
    ]);
  });

  it('summarises each series by its latest measured value, in French', () => {
    expect(chartSummary(chart)).toBe(
      '99e centile des temps de réponse par route (ms), dernière valeur : /api/v1/offers 12 ms ; /health 1 ms.',
    );
    expect(chartSummary({ ...chart, series: [] })).toBe(
      '99e centile des temps de réponse par route (ms) : aucune mesure sur la dernière heure.',
    );
  });

  it('shows Paris time', () => {
    // 2023-11-14T22:13:20Z is 23:13 in Paris (winter time).
    expect(formatTime(1_700_000_000_000)).toBe('23:13');
  });
});
