import type { GlobalSearchHit } from '@courtage/contracts/crm/global-search.rpc';

/**
 * The page a search hit opens: its own record page, or the record a quote, contract or task
 * belongs to (on its 'Devis et contrats' tab), or the list it is in when it belongs to none.
 */
export function searchHitHref(hit: GlobalSearchHit): string {
  const owner = (subTab: 'devis' | 'contrats') =>
    hit.companyId
      ? `/admin/entreprise/${hit.companyId}?onglet=devis-contrats&sous-onglet=${subTab}`
      : hit.contactId
        ? `/admin/contact/${hit.contactId}`
        : null;
  switch (hit.kind) {
    case 'company':
      return `/admin/entreprise/${hit.id}`;
    case 'contact':
      return `/admin/contact/${hit.id}`;
    case 'offer':
      return `/admin/offer-details/${hit.id}`;
    case 'quote':
      return owner('devis') ?? '/admin/devis';
    case 'contract':
      return owner('contrats') ?? '/admin/portefeuille-contrats';
    case 'task':
      return hit.companyId
        ? `/admin/entreprise/${hit.companyId}`
        : hit.contactId
          ? `/admin/contact/${hit.contactId}`
          : '/admin/task?mine=false';
  }
}

/** The text worth searching: trimmed, spaces collapsed ('' when shorter than `minLength`). */
export function searchableText(typed: string, minLength: number): string {
  const text = typed.trim().replace(/\s+/g, ' ');
  return [...text].length >= minLength ? text : '';
}
