import { dashboardRequestForm, getDashboardEndpoint } from '@courtage/contracts/crm/dashboard.rpc';
import type { FieldError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { Spinner } from '../../../shell/Spinner.tsx';
import { formatDateFr } from '../../format/format-fr.ts';
import { SplitChart, TrendChart } from './DashboardCharts.tsx';
import { DashboardTotals, TodayCallbacks } from './DashboardFigures.tsx';
import { PERIOD_PRESETS, type Period, parisToday, readPeriod } from './dashboard-period.ts';

/** /admin/dashboard: the figures of a chosen period (in the URL), its charts and today's call-backs. */
export default function DashboardPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const today = parisToday();
  const period = readPeriod(params, today);
  const [draft, setDraft] = useState<Period>(period);
  const [errors, setErrors] = useState<FieldError[]>([]);
  // Back/forward or a preset changes the URL: the fields follow.
  useEffect(() => setDraft({ from: period.from, to: period.to }), [period.from, period.to]);
  const dashboard = useQuery({
    ...queryOptions(getDashboardEndpoint, { from: period.from, to: period.to }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const apply = (next: Period) => {
    const found = checkForm(dashboardRequestForm, next);
    setErrors(found);
    if (found.length === 0) setParams({ from: next.from, to: next.to });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const fieldError = (field: 'from' | 'to') => errors.find((error) => error.field === field)?.message;

  return (
    <section className="bo-page" aria-labelledby="dashboard-title" aria-busy={dashboard.isFetching}>
      <header className="bo-page__header">
        <div>
          <h1 id="dashboard-title" className="bo-page__title">
            Tableau de bord
          </h1>
          <p className="bo-page__lead">{`Du ${formatDateFr(period.from)} au ${formatDateFr(period.to)}`}</p>
        </div>
      </header>
      <form className="bo-toolbar" onSubmit={submit} noValidate aria-label="Période">
        {(['from', 'to'] as const).map((field) => (
          <div className="bo-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{field === 'from' ? 'Du' : 'Au'}</label>
            <input
              id={`${id}-${field}`}
              type="date"
              value={draft[field]}
              max={today}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              aria-invalid={Boolean(fieldError(field))}
              aria-describedby={fieldError(field) ? `${id}-${field}-error` : undefined}
            />
            {fieldError(field) ? (
              <p id={`${id}-${field}-error`} className="bo-field__error">
                {fieldError(field)}
              </p>
            ) : null}
          </div>
        ))}
        <button type="submit" className="bo-button bo-button--primary">
          Afficher
        </button>
        <fieldset className="bo-actions bo-presets">
          <legend className="bo-visually-hidden">Périodes prédéfinies</legend>
          {PERIOD_PRESETS.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className="bo-button"
              onClick={() => apply(preset.period(today))}
            >
              {preset.label}
            </button>
          ))}
        </fieldset>
      </form>
      {dashboard.isPending ? (
        <Spinner />
      ) : dashboard.isError && !dashboard.data ? (
        <div className="bo-list__error" role="alert">
          <p>{errorMessage(dashboard.error)}</p>
          <button
            type="button"
            className="bo-button bo-button--primary"
            onClick={() => void dashboard.refetch()}
          >
            Réessayer
          </button>
        </div>
      ) : (
        <>
          <DashboardTotals totals={dashboard.data.totals} />
          <TodayCallbacks callbacks={dashboard.data.todayCallbacks} />
          <div className="bo-charts">
            <TrendChart trend={dashboard.data.trend} />
            <SplitChart id="chart-insurer" title="Par assureur" split={dashboard.data.byInsurer} />
            <SplitChart
              id="chart-line"
              title="Par branche d’assurance"
              split={dashboard.data.byInsuranceLine}
            />
          </div>
        </>
      )}
    </section>
  );
}
