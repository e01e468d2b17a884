import { getRecordHistoryEndpoint } from '@courtage/contracts/crm/companies/get-record-history.rpc';
import {
  type CrmDocument,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MESSAGES,
  type DocumentKind,
  type DocumentOwner,
} from '@courtage/contracts/crm/documents/document';
import { listDocumentsEndpoint } from '@courtage/contracts/crm/documents/list-documents.rpc';
import { documentUploadForm } from '@courtage/contracts/crm/documents/register-document.rpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { documentDownloadPath, downloadFile, uploadDocument } from '../../../../lib/gateway/documents.ts';
import { endpointKey, listPage } from '../../../../lib/gateway/endpoint-client.ts';
import { DataList, type DataListColumn, type RowAction } from '../../components/data-list/index.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { SelectField } from '../companies/components/Field.tsx';
import { useStaffDirectory } from '../tasks/use-staff-directory.ts';
import { checkDocumentFile } from './check-document-file.ts';

type Props = {
  ownerType: DocumentOwner;
  ownerId: string;
  /** The kinds offered for this owner, the first one preselected. */
  kinds: readonly DocumentKind[];
};

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

async function download(document: CrmDocument) {
  try {
    await downloadFile(documentDownloadPath(document.id), document.fileName);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

/** A record's documents: upload a PDF, PNG or JPEG (10 MB at most), list, download. */
export function DocumentsPanel({ ownerType, ownerId, kinds }: Props) {
  const queryClient = useQueryClient();
  const staff = useStaffDirectory();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>(kinds[0] ?? 'other');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadDocument({ ownerType, ownerId, kind }, chosen),
    onSuccess: (stored) => {
      toast.success(`« ${stored.fileName} » est enregistré.`);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      void queryClient.invalidateQueries({ queryKey: endpointKey(listDocumentsEndpoint) });
      if (ownerType === 'company')
        void queryClient.invalidateQueries({
          queryKey: endpointKey(getRecordHistoryEndpoint, { entity: 'company', id: ownerId }),
        });
    },
    onError: (error) => {
      const { file: fileProblem, ...fields } = serverFieldErrors(error);
      setFieldErrors(fields);
      setFileError(fileProblem ?? (Object.keys(fields).length > 0 ? null : errorMessage(error)));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The owner and kind by the contract's upload form (the gateway's check), then the file.
    const found = formErrors(documentUploadForm, { ownerType, ownerId, kind });
    const problem = checkDocumentFile(file);
    setFieldErrors(found);
    setFileError(problem);
    if (Object.keys(found).length === 0 && !problem && file) upload.mutate(file);
  };

  const columns = useMemo<DataListColumn<CrmDocument>[]>(
    () => [
      {
        id: 'fileName',
        header: 'Fichier',
        cell: (row) => (
          <button type="button" className="app-link-button" onClick={() => void download(row)}>
            {row.fileName}
          </button>
        ),
      },
      { id: 'kind', header: 'Type', cell: (row) => DOCUMENT_KIND_LABELS[row.kind] },
      {
        id: 'contentType',
        header: 'Format',
        cell: (row) => row.contentType.split('/')[1]?.toUpperCase() ?? '',
      },
      { id: 'size', header: 'Taille', numeric: true, cell: (row) => formatSize(row.size) },
      { id: 'uploadedBy', header: 'Ajouté par', cell: (row) => staff.nameOf(row.uploadedBy) },
      { id: 'createdAt', header: 'Date', sortable: true, cell: (row) => formatDateTimeFr(row.createdAt) },
    ],
    [staff.nameOf],
  );
  const rowActions = useCallback(
    (row: CrmDocument): RowAction[] => [
      { id: 'download', label: 'Télécharger', onAction: () => void download(row) },
    ],
    [],
  );
  const fetchPage = useCallback(
    (query: URLSearchParams) => {
      const params = new URLSearchParams(query);
      params.set('ownerType', ownerType);
      params.set('ownerId', ownerId);
      return listPage(listDocumentsEndpoint, params);
    },
    [ownerType, ownerId],
  );
  const inputId = `document-file-${ownerType}`;
  return (
    <div className="crm-stack">
      <form className="crm-stack" onSubmit={submit} noValidate aria-label="Ajouter un document">
        <div className="crm-grid">
          <SelectField
            label="Type de document"
            value={kind}
            options={kinds.map((value) => ({ value, label: DOCUMENT_KIND_LABELS[value] }))}
            error={fieldErrors.kind ?? fieldErrors.ownerType ?? fieldErrors.ownerId}
            onChange={(event) => {
              setKind(event.target.value as DocumentKind);
              setFieldErrors({});
            }}
          />
          <div className="bo-field">
            <label htmlFor={inputId}>Fichier (PDF, PNG ou JPEG, 10 Mo au plus)</label>
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${inputId}-error` : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setFileError(chosen ? checkDocumentFile(chosen) : null);
              }}
            />
            {fileError ? (
              <p className="bo-field__error" id={`${inputId}-error`}>
                {fileError}
              </p>
            ) : null}
          </div>
        </div>
        <div>
          <button type="submit" className="bo-button bo-button--primary" disabled={upload.isPending}>
            {upload.isPending ? 'Envoi…' : 'Téléverser le document'}
          </button>
        </div>
      </form>
      <DataList<CrmDocument>
        label="Documents"
        queryKey={[...endpointKey(listDocumentsEndpoint), { ownerType, ownerId }]}
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.fileName}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        rowActions={rowActions}
        urlPrefix="docs."
        emptyMessage={DOCUMENT_MESSAGES.empty}
      />
    </div>
  );
}
