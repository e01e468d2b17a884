import { getRecordHistoryEndpoint } from '@courtage/contracts/crm/companies/get-record-history.rpc';
import {
  COMPLIANCE_MESSAGES,
  type ComplianceFile,
  type ComplianceItemKind,
} from '@courtage/contracts/crm/compliance/compliance';
import { getComplianceFileEndpoint } from '@courtage/contracts/crm/compliance/get-compliance-file.rpc';
import {
  complianceItemForm,
  recordComplianceItemEndpoint,
} from '@courtage/contracts/crm/compliance/record-compliance-item.rpc';
import { type CrmDocument, DOCUMENT_KIND_LABELS } from '@courtage/contracts/crm/documents/document';
import { listDocumentsEndpoint } from '@courtage/contracts/crm/documents/list-documents.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { complianceExportPath } from '../../../../lib/gateway/companies.ts';
import { downloadFile } from '../../../../lib/gateway/documents.ts';
import {
  call,
  endpointKey,
  listQueryOptions,
  queryOptions,
} from '../../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../../states/user/userState.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { StatusBadge } from '../../components/data-list/index.ts';
import { formatDateFr, formatDateTimeFr } from '../../format/format-fr.ts';
import { InputField, SelectField, TextAreaField } from '../companies/components/Field.tsx';
import { useStaffDirectory } from '../tasks/use-staff-directory.ts';

type Item = ComplianceFile['items'][number];

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

async function exportForAuditor(companyId: string, companyName: string) {
  try {
    await downloadFile(complianceExportPath(companyId), `conformite-${companyName}.csv`);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

/** Recording one item: its date, the supporting document, the reasons for the advice. */
function RecordItemForm({
  companyId,
  item,
  documents,
  onSaved,
}: {
  companyId: string;
  item: Item;
  documents: CrmDocument[];
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(item.recorded?.date ?? today());
  const [documentId, setDocumentId] = useState(item.recorded?.documentId ?? '');
  const [reasons, setReasons] = useState(item.recorded?.reasons ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const input = () => ({
    item: item.item,
    date,
    documentId: documentId || null,
    ...(reasons.trim() ? { reasons: reasons.trim() } : {}),
  });
  const save = useMutation({
    mutationFn: () => call(recordComplianceItemEndpoint, { companyId, ...input() }),
    onSuccess: (file) => {
      queryClient.setQueryData(endpointKey(getComplianceFileEndpoint, { companyId }), file);
      void queryClient.invalidateQueries({
        queryKey: endpointKey(getRecordHistoryEndpoint, { entity: 'company', id: companyId }),
      });
      onSaved();
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(complianceItemForm, input());
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <form className="crm-stack" onSubmit={submit} noValidate aria-label={`Enregistrer : ${item.label}`}>
      <div className="crm-grid">
        <InputField
          label={`Date : ${item.label}`}
          type="date"
          max={today()}
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
        <SelectField
          label={`Document : ${item.label}`}
          value={documentId}
          error={errors.documentId}
          placeholder="Aucun document"
          options={documents.map((document) => ({
            value: document.id,
            label: `${document.fileName} (${DOCUMENT_KIND_LABELS[document.kind]})`,
          }))}
          onChange={(event) => setDocumentId(event.target.value)}
        />
      </div>
      {item.item === 'advice' ? (
        <TextAreaField
          label="Motivation du conseil"
          required
          value={reasons}
          error={errors.reasons}
          onChange={(event) => setReasons(event.target.value)}
        />
      ) : null}
      <FormAlert
        error={
          save.isError && Object.keys(serverFieldErrors(save.error)).length === 0
            ? errorMessage(save.error)
            : null
        }
      />
      <div>
        <button
          type="submit"
          className="bo-button bo-button--primary bo-button--small"
          disabled={save.isPending}
        >
          {item.recorded ? 'Mettre à jour' : 'Enregistrer'}
        </button>
      </div>
    </form>
  );
}

/**
 * Conformité: the client's DDA and LCB-FT file (DER delivered, needs analysis, advice and its
 * reasons, IPID delivered, identity checked), each with date, staff member and document; the
 * completeness, what is missing, and the export for an auditor.
 */
export function CompliancePanel({ companyId }: { companyId: string }) {
  // The auditor's export is an Admin's (the gateway refuses a Sub-admin, like every CSV export).
  const isAdmin = useAtomValue(userState).role === 'admin';
  const staff = useStaffDirectory();
  const file = useQuery({ ...queryOptions(getComplianceFileEndpoint, { companyId }), staleTime: 0 });
  const documents = useQuery(
    listQueryOptions(
      listDocumentsEndpoint,
      new URLSearchParams({
        limit: '50',
        sort: 'createdAt',
        direction: 'desc',
        ownerType: 'company',
        ownerId: companyId,
      }),
    ),
  );
  const [editing, setEditing] = useState<ComplianceItemKind | null>(null);
  if (file.isPending) return <p role="status">Chargement du dossier de conformité…</p>;
  if (file.isError) {
    return (
      <div className="bo-list__error" role="alert">
        <p>{errorMessage(file.error)}</p>
        <button type="button" className="bo-button" onClick={() => void file.refetch()}>
          Réessayer
        </button>
      </div>
    );
  }
  const data = file.data;
  const recordedCount = data.items.filter((item) => item.recorded).length;
  return (
    <div className="crm-stack">
      <div className="bo-page__header">
        <div>
          <p>
            <StatusBadge
              label={data.complete ? 'Dossier complet' : 'Dossier incomplet'}
              tone={data.complete ? 'success' : 'warning'}
            />{' '}
            {`Complétude : ${data.completeness} %`}
          </p>
          <progress
            className="crm-progress"
            max={100}
            value={data.completeness}
            aria-label="Complétude du dossier"
          >
            {`${data.completeness} %`}
          </progress>
        </div>
        {isAdmin ? (
          <button
            type="button"
            className="bo-button"
            onClick={() => void exportForAuditor(companyId, data.companyName)}
          >
            Exporter pour un auditeur (CSV)
          </button>
        ) : null}
      </div>
      {data.missing.length > 0 ? (
        <div className="crm-missing" role="status">
          <p>Éléments manquants :</p>
          <ul aria-label="Éléments manquants">
            {data.missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {recordedCount === 0 ? <p className="app-empty bo-list__empty">{COMPLIANCE_MESSAGES.empty}</p> : null}
      <ul className="bo-timeline" aria-label="Éléments du dossier">
        {data.items.map((item) => (
          <li key={item.item}>
            <h3 className="bo-page__lead">
              <strong>{item.label}</strong>{' '}
              <StatusBadge
                label={item.recorded ? 'Fait' : 'Manquant'}
                tone={item.recorded ? 'success' : 'danger'}
              />
            </h3>
            {item.recorded ? (
              <p className="bo-timeline__meta">
                {`Le ${formatDateFr(item.recorded.date)} · par ${item.recorded.staffName ?? staff.nameOf(item.recorded.staffId)} · ${
                  item.recorded.documentName ? `document : ${item.recorded.documentName}` : 'sans document'
                } · saisi le ${formatDateTimeFr(item.recorded.recordedAt)}`}
              </p>
            ) : null}
            {item.recorded?.reasons ? <p className="crm-prewrap">{item.recorded.reasons}</p> : null}
            {!item.recorded || editing === item.item ? (
              <RecordItemForm
                companyId={companyId}
                item={item}
                documents={documents.data?.rows ?? []}
                onSaved={() => setEditing(null)}
              />
            ) : (
              <button
                type="button"
                className="bo-button bo-button--ghost bo-button--small"
                onClick={() => setEditing(item.item)}
              >
                {`Modifier : ${item.label}`}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
