// Companies (/admin/entreprise): the calls are the endpoints of the contracts (`call`), except
// the compliance file's CSV for an auditor, a file the gateway builds.

/** The path of the compliance file's CSV for an auditor (Admins only), for `downloadFile`. */
export const complianceExportPath = (companyId: string) =>
  `/api/v1/entreprise/${encodeURIComponent(companyId)}/conformite/export.csv`;
