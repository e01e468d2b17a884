import { useQuery } from '@tanstack/react-query';
import { fetchRetention, type RetentionRule } from '../../../../lib/gateway/ops.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { staffErrorMessage } from '../../pages/forbidden-message.ts';

const ACTION_LABELS: Record<string, string> = {
  delete: 'Supprimé à échéance',
  keep: 'Conservé (obligation légale)',
  none: 'Jamais enregistré',
};

function period(rule: RetentionRule): string {
  if (rule.months === null) return '—';
  return rule.months % 12 === 0 ? `${rule.months / 12} ans` : `${rule.months} mois`;
}

/** 'Conservation des données': the retention rules, the last purge and its counts, the next one. */
export function OpsRetention() {
  const retention = useQuery({ queryKey: ['ops', 'retention'], queryFn: fetchRetention, retry: false });
  if (retention.isPending) return <p>Chargement…</p>;
  if (retention.isError) return <FormAlert error={staffErrorMessage(retention.error)} />;
  const { rules, runs, nextRunAt } = retention.data;
  const last = runs[0];
  return (
    <div className="bo-retention">
      <p>
        {last
          ? `Dernière purge : ${formatDateTimeFr(last.startedAt)} (${last.outcome === 'ok' ? 'réussie' : 'en échec'})`
          : 'Aucune purge n’a encore été lancée.'}
        {nextRunAt ? ` · Prochaine : ${formatDateTimeFr(nextRunAt)}` : ''}
      </p>
      {last?.error && <FormAlert error={`La dernière purge a échoué : ${last.error}`} />}
      {last && (
        <TableScroll label="Résultat de la dernière purge">
          <table className="bo-table">
            <caption>Résultat de la dernière purge</caption>
            <thead>
              <tr>
                <th scope="col">Catégorie</th>
                <th scope="col">Supprimés</th>
                <th scope="col">Conservés</th>
                <th scope="col">Motif de conservation</th>
              </tr>
            </thead>
            <tbody>
              {last.lines.map((line) => (
                <tr key={`${line.service}.${line.category}`}>
                  <td>{line.label}</td>
                  <td>{line.deleted}</td>
                  <td>{line.kept}</td>
                  <td>{line.holdReason || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <TableScroll label="Durées de conservation">
        <table className="bo-table">
          <caption>Durées de conservation</caption>
          <thead>
            <tr>
              <th scope="col">Catégorie</th>
              <th scope="col">Durée</th>
              <th scope="col">À compter de</th>
              <th scope="col">Traitement</th>
              <th scope="col">Fondement</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={rule.category}>
                <td>{rule.label}</td>
                <td>{period(rule)}</td>
                <td>{rule.startsAt}</td>
                <td>{ACTION_LABELS[rule.action] ?? rule.action}</td>
                <td>{rule.basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
