import { useAtomValue } from 'jotai/react';
import { userState } from '../../../states/user/userState.ts';

/** /admin/dashboard: welcome; the figures arrive with the dashboards of later work. */
export default function AdminDashboardPage() {
  const user = useAtomValue(userState);
  return (
    <section className="app-card" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">Tableau de bord</h1>
      <p>Bienvenue, {user.fullName || 'User'}.</p>
      <p className="app-empty">Les données n’existent pas!</p>
    </section>
  );
}
