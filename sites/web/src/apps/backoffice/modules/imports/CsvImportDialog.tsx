import type { getImportJob } from '@courtage/contracts/crm/contacts/get-import-job.rpc';
import { IMPORT_MESSAGES, type ImportPreview } from '@courtage/contracts/crm/contacts/import-job';
import type { RpcEndpoint } from '@courtage/contracts/endpoint/define-endpoint';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { ImportErrorsTable } from './ImportErrorsTable.tsx';

export type CsvImportDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, e.g. 'Importer des contrats (CSV)'. */
  title: string;
  /** The columns expected, in French, shown above the file field. */
  columnsHelp: string;
  /** Field name -> French column label (error table and sample). */
  fieldLabels: Record<string, string>;
  /** What is imported, plural: 'contacts', 'contrats'. */
  noun: string;
  /** Every row checked, nothing written. */
  preview: (file: Blob) => Promise<ImportPreview>;
  /** All or nothing: refused with the row errors, or started. */
  start: (file: Blob) => Promise<{ jobId: string; total: number }>;
  /** The import's progress (`GET .../upload/:jobId`). */
  jobEndpoint: RpcEndpoint<typeof getImportJob>;
  /** React Query keys of the lists (and figures) refreshed once the import is done. */
  listKeys: readonly QueryKey[];
};
const POLL_MS = 500;

/**
 * CSV import (contacts, contracts): a preview first (every row checked, errors per line in
 * French, nothing written), then the import, all or nothing, with its progress.
 */
export function CsvImportDialog({
  isOpen,
  onOpenChange,
  title,
  columnsHelp,
  fieldLabels,
  noun,
  preview: previewFile,
  start: startImport,
  jobEndpoint,
  listKeys,
}: CsvImportDialogProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  useEffect(() => {
    if (isOpen) return;
    setFile(null);
    setJobId(null);
  }, [isOpen]);

  const preview = useMutation({ mutationFn: (chosen: File) => previewFile(chosen) });
  const start = useMutation({
    mutationFn: (chosen: File) => startImport(chosen),
    onSuccess: (started) => setJobId(started.jobId),
  });
  const job = useQuery({
    queryKey: endpointKey(jobEndpoint, { jobId: jobId ?? '' }),
    queryFn: () => call(jobEndpoint, { jobId: jobId ?? '' }),
    enabled: Boolean(jobId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? POLL_MS : false,
  });
  const status = job.data?.status;
  useEffect(() => {
    if (status !== 'done') return;
    toast.success(`${job.data?.total ?? 0} ${noun} importés.`);
    for (const queryKey of listKeys) void queryClient.invalidateQueries({ queryKey });
  }, [status, job.data?.total, queryClient, noun, listKeys]);

  const result: ImportPreview | undefined = preview.data;
  const canImport = Boolean(file && result && result.errorCount === 0 && result.total > 0 && !jobId);
  const progress = job.data ? Math.round((job.data.processed / Math.max(job.data.total, 1)) * 100) : 0;
  const sampleFields = result?.sample[0] ? Object.keys(result.sample[0]) : [];
  return (
    <CrmDialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} wide>
      <div className="crm-stack">
        <p className="bo-page__lead">
          {`Colonnes : ${columnsHelp}. Séparateur « ; » ou « , », encodage UTF-8. Si une ligne est en erreur, rien n’est importé.`}
        </p>
        <div className="bo-field">
          <label htmlFor={inputId}>Fichier CSV</label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={Boolean(jobId)}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              preview.reset();
              start.reset();
              if (chosen) preview.mutate(chosen);
            }}
          />
        </div>
        {preview.isPending ? <p role="status">Vérification du fichier…</p> : null}
        <FormAlert error={preview.isError ? errorMessage(preview.error) : null} />
        {result ? (
          <section aria-label="Aperçu de l’import" className="crm-stack">
            <p role="status">
              {`${result.total} ligne(s) : ${result.valid} valide(s), ${result.errorCount} en erreur.`}
            </p>
            {result.unknownColumns.length > 0 ? (
              <p>{`Colonnes ignorées : ${result.unknownColumns.join(', ')}.`}</p>
            ) : null}
            {result.errorCount > 0 ? (
              <>
                <p className="crm-missing">{IMPORT_MESSAGES.invalidRows}</p>
                <TableScroll label="Erreurs de l’import">
                  <ImportErrorsTable
                    caption={`Erreurs (${Math.min(result.errors.length, result.errorCount)} sur ${result.errorCount})`}
                    errors={result.errors.map((error) => ({
                      line: error.row,
                      column: fieldLabels[error.field] ?? error.field,
                      message: error.message,
                    }))}
                  />
                </TableScroll>
              </>
            ) : null}
            {result.sample.length > 0 ? (
              <TableScroll label="Premières lignes">
                <table className="bo-table">
                  <caption>Premières lignes</caption>
                  <thead>
                    <tr>
                      {sampleFields.map((field) => (
                        <th key={field} scope="col">
                          {fieldLabels[field] ?? field}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {result.sample.map((row, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: sample rows have no id yet
                      <tr key={index}>
                        {sampleFields.map((field) => (
                          <td key={field}>{row[field] ?? ''}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ) : null}
          </section>
        ) : null}
        <FormAlert error={start.isError ? errorMessage(start.error) : null} />
        {jobId ? (
          <div className="crm-stack">
            <label htmlFor={`${inputId}-progress`}>
              {status === 'done'
                ? `Import terminé : ${job.data?.total ?? 0} ${noun}.`
                : status === 'failed'
                  ? (job.data?.error ?? IMPORT_MESSAGES.failed)
                  : `Import en cours : ${job.data?.processed ?? 0} sur ${job.data?.total ?? '…'}`}
            </label>
            <progress id={`${inputId}-progress`} className="crm-progress" max={100} value={progress}>
              {`${progress} %`}
            </progress>
            <FormAlert error={job.isError ? errorMessage(job.error) : null} />
          </div>
        ) : null}
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Fermer
          </button>
          <button
            type="button"
            className="bo-button bo-button--primary"
            disabled={!canImport || start.isPending}
            onClick={() => file && start.mutate(file)}
          >
            {result && result.valid > 0 ? `Importer ${result.valid} ${noun}` : 'Importer'}
          </button>
        </div>
      </div>
    </CrmDialog>
  );
}
