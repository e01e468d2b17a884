import { adminListPlansEndpoint } from '@courtage/contracts/offer/admin-list-plans.rpc';
import { adminSetPlanStatusEndpoint } from '@courtage/contracts/offer/admin-set-plan-status.rpc';
import { adminUpdatePlanEndpoint } from '@courtage/contracts/offer/admin-update-plan.rpc';
import type { PlanView } from '@courtage/contracts/offer/plan-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { call, canCall, endpointKey, queryOptions } from '../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../states/user/userState.ts';
import { Spinner } from '../../shell/Spinner.tsx';
import { PlanEditor } from '../modules/insurance-plans/PlanEditor.tsx';
import { PlanList } from '../modules/insurance-plans/PlanList.tsx';
import '../../../islands/comparator/comparator.css';

type Editing = { plan: PlanView; mode: 'edit' | 'create' } | null;

/**
 * /admin/insurance-plan: list, create, edit (new version), retire plans, with a price preview.
 * Creating, versioning and retiring are the Admin's; a Sub-admin reads the list.
 */
export default function InsurancePlanPage() {
  const me = useAtomValue(userState);
  const readOnly = !canCall(adminUpdatePlanEndpoint, me.role);
  const queryClient = useQueryClient();
  const plans = useQuery(queryOptions(adminListPlansEndpoint, {}));
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const status = useMutation({
    mutationFn: (plan: PlanView) =>
      call(adminSetPlanStatusEndpoint, {
        planId: plan.id,
        status: plan.status === 'active' ? 'retired' : 'active',
      }),
    onSuccess: async (plan) => {
      await queryClient.invalidateQueries({ queryKey: endpointKey(adminListPlansEndpoint) });
      setNotice(
        plan.status === 'retired'
          ? `Le plan « ${plan.name} » est retiré.`
          : `Le plan « ${plan.name} » est réactivé.`,
      );
    },
  });

  if (plans.isPending) return <Spinner />;
  if (plans.isError)
    return (
      <p className="form-alert" role="alert">
        {errorMessage(plans.error)}
      </p>
    );
  const template = plans.data.plans[0];

  return (
    <section className="app-card app-card--wide" aria-labelledby="plans-title">
      <h1 id="plans-title">Plans d’assurance</h1>
      <p className="form-success" role="status">
        {notice ?? ''}
      </p>
      {uploadError ? (
        <p className="form-alert" role="alert">
          {uploadError}
        </p>
      ) : null}
      {status.isError ? (
        <p className="form-alert" role="alert">
          {errorMessage(status.error)}
        </p>
      ) : null}
      {editing ? (
        <PlanEditor
          key={`${editing.mode}-${editing.plan.id}`}
          plan={editing.plan}
          mode={editing.mode}
          insurers={plans.data.insurers}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      ) : (
        <>
          {readOnly ? (
            <p className="form-note">Seul un administrateur peut créer, modifier ou retirer un plan.</p>
          ) : null}
          {template && !readOnly ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setNotice(null);
                setEditing({ plan: template, mode: 'create' });
              }}
            >
              Nouveau plan
            </button>
          ) : null}
          <PlanList
            plans={plans.data.plans}
            busyId={status.isPending ? (status.variables?.id ?? null) : null}
            onEdit={(plan) => {
              setNotice(null);
              setEditing({ plan, mode: 'edit' });
            }}
            onToggleStatus={(plan) => status.mutate(plan)}
            readOnly={readOnly}
            onNotice={(message, failed) => {
              setNotice(failed ? null : message);
              setUploadError(failed ? message : null);
            }}
          />
        </>
      )}
    </section>
  );
}
