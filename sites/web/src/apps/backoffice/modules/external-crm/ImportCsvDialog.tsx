import type { ExternalRecordKind } from '@courtage/contracts/crm/external-crm/external-record';
import { getExternalCrmImportEndpoint } from '@courtage/contracts/crm/external-crm/get-external-crm-import.rpc';
import type { ExternalCrmImportPreview } from '@courtage/contracts/crm/external-crm/preview-external-crm-import.rpc';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '../../../../lib/auth/api-error.ts';
import { queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { previewExternalImport, startExternalImport } from '../../../../lib/gateway/external-crm.ts';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { ImportErrorsTable } from '../imports/ImportErrorsTable.tsx';
import { refreshExternalRecords } from './external-record-lists.ts';

type Props = { kind: ExternalRecordKind; isOpen: boolean; onClose: () => void };
type RowError = { line: number; field: string; message: string };

const TEMPLATE = 'Identifiant externe;Client;E-mail;Assureur;Produit;Prime mensuelle;Statut;Date d’effet';

/**
 * Admin: choose a CSV file, see the preview (row count, every bad row with its French error),
 * import it all or nothing, and follow the progress until it is done.
 */
export function ImportCsvDialog({ kind, isOpen, onClose }: Props) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ExternalCrmImportPreview | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useQuery({
    ...queryOptions(getExternalCrmImportEndpoint, { importId: importId ?? '' }),
    enabled: importId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 500 : false),
  });
  const status = progress.data?.status;
  useEffect(() => {
    if (status === 'done') {
      toast.success(`${progress.data?.total ?? 0} lignes importées.`);
      void refreshExternalRecords(queryClient);
    }
  }, [status, progress.data?.total, queryClient]);

  const reset = () => {
    setPreview(null);
    setRowErrors([]);
    setFailure(null);
    setImportId(null);
  };
  const handlePreview = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    setBusy(true);
    try {
      const result = await previewExternalImport(kind, chosen);
      setPreview(result);
      setRowErrors(result.errors);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const handleImport = async () => {
    if (!file) return;
    setBusy(true);
    try {
      setImportId((await startExternalImport(kind, file)).importId);
    } catch (error) {
      if (error instanceof ApiError && Array.isArray(error.details))
        setRowErrors(error.details as RowError[]);
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const total = progress.data?.total ?? preview?.total ?? 0;
  const processed = progress.data?.processed ?? 0;
  return (
    <CrmDialog
      title={kind === 'offer' ? 'Importer des offres (CSV)' : 'Importer des contrats (CSV)'}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      wide
    >
      <p className="bo-page__lead">
        Première ligne : <code>{TEMPLATE}</code>. Séparateur « ; » ou « , », montants avec une virgule, dates
        JJ/MM/AAAA ou AAAA-MM-JJ. Tout le fichier est importé, ou rien s’il contient une erreur.
      </p>
      <div className="bo-field">
        <label htmlFor={fileId}>Fichier CSV</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy || status === 'running'}
          onChange={(event) => void handlePreview(event.target.files?.[0] ?? null)}
        />
      </div>
      {busy ? <p role="status">Vérification du fichier…</p> : null}
      {failure ? (
        <p className="bo-field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {preview ? (
        <p role="status" data-testid="import-summary">
          {preview.total} ligne(s) dans le fichier,{' '}
          {rowErrors.length === 0
            ? 'aucune erreur.'
            : `${rowErrors.length} erreur(s) : rien ne sera importé.`}
        </p>
      ) : null}
      {rowErrors.length > 0 ? (
        <ImportErrorsTable
          label="Erreurs du fichier"
          errors={rowErrors.map((error) => ({
            line: error.line,
            column: error.field,
            message: error.message,
          }))}
        />
      ) : null}
      {importId ? (
        <div>
          <label htmlFor={`${fileId}-progress`}>Import en cours</label>
          <progress id={`${fileId}-progress`} max={total || 1} value={processed}>
            {processed} / {total}
          </progress>
          <p role="status">
            {status === 'done'
              ? `Terminé : ${total} ligne(s) importée(s).`
              : status === 'failed'
                ? (progress.data?.error ?? 'L’import a échoué : rien n’a été importé.')
                : `${processed} / ${total} lignes…`}
          </p>
        </div>
      ) : null}
      <div className="bo-actions">
        <button
          type="button"
          className="bo-button bo-button--primary"
          disabled={!preview || rowErrors.length > 0 || busy || importId !== null}
          onClick={() => void handleImport()}
        >
          Importer {preview ? `${preview.total} ligne(s)` : ''}
        </button>
        <button type="button" className="bo-button" onClick={onClose}>
          {status === 'done' ? 'Fermer' : 'Annuler'}
        </button>
      </div>
    </CrmDialog>
  );
}
