/**
 * The back-office sidebar: every /admin screen of the specification (section 2), grouped.
 * An entry shows only once its screen is registered in `backoffice-routes.tsx` (no link to a
 * screen that does not exist), and `adminOnly` entries only to Admins.
 */
export type AdminNavEntry = {
  /** Path under /admin, as registered in backoffice-routes.tsx. */
  path: string;
  label: string;
  adminOnly?: boolean;
};
export type AdminNavGroup = { id: string; label: string; entries: readonly AdminNavEntry[] };

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    id: 'pilotage',
    label: 'Pilotage',
    entries: [
      { path: 'dashboard', label: 'Tableau de bord' },
      { path: 'agenda', label: 'Agenda' },
      { path: 'pipeline', label: 'Pipeline' },
    ],
  },
  {
    id: 'offres',
    label: 'Offres',
    entries: [
      { path: 'offers', label: 'Offres reçues' },
      { path: 'submitted-offers', label: 'Offres souscrites' },
      { path: 'mes-offres', label: 'Mes offres' },
    ],
  },
  {
    id: 'crm',
    label: 'CRM',
    entries: [
      { path: 'entreprise', label: 'Entreprises' },
      { path: 'contact', label: 'Contacts' },
      { path: 'portefeuille-contrats', label: 'Portefeuille contrats' },
      { path: 'portefeuille-contacts-details', label: 'Portefeuille contacts' },
      { path: 'devis', label: 'Devis' },
      { path: 'task', label: 'Tâches' },
    ],
  },
  {
    id: 'messages',
    label: 'Messages',
    entries: [
      { path: 'contact-us', label: 'Messages de contact' },
      { path: 'users/queries', label: 'Demandes des utilisateurs' },
    ],
  },
  {
    id: 'crm-externe',
    label: 'CRM externe',
    entries: [
      { path: 'external-crm-offers', label: 'Offres CRM externe' },
      { path: 'external-crm-contracts', label: 'Contrats CRM externe' },
    ],
  },
  {
    id: 'parametres',
    label: 'Paramètres',
    entries: [
      { path: 'insurance-plan', label: 'Plans d’assurance' },
      { path: 'manage-admins', label: 'Gérer les administrateurs', adminOnly: true },
      { path: 'add-new-admin', label: 'Ajouter un administrateur', adminOnly: true },
      { path: 'ops', label: 'Exploitation', adminOnly: true },
      { path: 'audit', label: 'Journal d’audit', adminOnly: true },
      { path: 'effacements', label: 'Demandes d’effacement', adminOnly: true },
      { path: 'profile', label: 'Mon profil' },
    ],
  },
];

/** The groups a user sees: registered screens only, Admin-only entries for Admins; empty groups dropped. */
export function visibleNav(registered: ReadonlySet<string>, isAdmin: boolean): AdminNavGroup[] {
  return ADMIN_NAV.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => registered.has(entry.path) && (isAdmin || !entry.adminOnly)),
  })).filter((group) => group.entries.length > 0);
}

/** The group holding the screen at `pathname` (its detail pages included), if any. */
export function groupOfPath(pathname: string): string | null {
  const rest = pathname.replace(/^\/admin\/?/, '');
  for (const group of ADMIN_NAV) {
    for (const entry of group.entries) {
      if (rest === entry.path || rest.startsWith(`${entry.path}/`)) return group.id;
    }
  }
  // Detail pages whose path differs from their list's.
  if (rest.startsWith('offer-details/')) return 'offres';
  if (rest.startsWith('contact-us-details/')) return 'messages';
  return null;
}
