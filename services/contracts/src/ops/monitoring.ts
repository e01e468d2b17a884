import { type Static, Type } from '@sinclair/typebox';

/**
 * The ops console's view of Prometheus (`GET /api/v1/admin/ops/monitoring`, Admins only): the
 * alerts of infra/prometheus/alerts.yml that fire or wait out their `for` window, each with its
 * runbook (docs/runbooks/<alert>.md), and the last hour of a few series as small charts.
 */
export const MonitoringAlert = Type.Object({
  name: Type.String(),
  state: Type.Union([Type.Literal('firing'), Type.Literal('pending')]),
  severity: Type.String(),
  summary: Type.String(),
  description: Type.String(),
  activeAt: Type.Union([Type.String(), Type.Null()]),
  labels: Type.Record(Type.String(), Type.String()),
  runbook: Type.Union([Type.String(), Type.Null()]),
});

const Point = Type.Object({ t: Type.Integer(), v: Type.Union([Type.Number(), Type.Null()]) });
export const MonitoringSeries = Type.Object({ name: Type.String(), points: Type.Array(Point) });

export const MonitoringChart = Type.Object({
  id: Type.String(),
  title: Type.String(),
  unit: Type.Union([Type.Literal('ms'), Type.Literal('/s'), Type.Literal('messages'), Type.Literal('s')]),
  series: Type.Array(MonitoringSeries),
});

export const MonitoringOverview = Type.Object({
  available: Type.Boolean(),
  error: Type.Union([Type.String(), Type.Null()]),
  alerts: Type.Array(MonitoringAlert),
  charts: Type.Array(MonitoringChart),
});
export type MonitoringOverview = Static<typeof MonitoringOverview>;
export type MonitoringChart = Static<typeof MonitoringChart>;
export type MonitoringAlert = Static<typeof MonitoringAlert>;
