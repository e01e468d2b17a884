import {
  USER_QUERY_STATUS_LABELS,
  USER_QUERY_STATUSES,
  type UserQueryStatus,
} from '@courtage/contracts/crm/user-queries/user-query';
import { type BadgeTone, StatusBadge } from '../../components/data-list/index.ts';

const TONES: Record<UserQueryStatus, BadgeTone> = {
  pending: 'warning',
  answered: 'success',
  closed: 'neutral',
};

export const USER_QUERY_STATUS_OPTIONS = USER_QUERY_STATUSES.map((status) => ({
  value: status,
  label: USER_QUERY_STATUS_LABELS[status],
}));

export function UserQueryStatusBadge({ status }: { status: UserQueryStatus }) {
  return <StatusBadge label={USER_QUERY_STATUS_LABELS[status]} tone={TONES[status]} />;
}
