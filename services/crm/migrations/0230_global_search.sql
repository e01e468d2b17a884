-- The back-office's global search (Ctrl/⌘+K, /admin/recherche; src/search/global-search-repository.ts).
-- Exact and prefix matches of the whole typed text lead its ranking: btree indexes on the folded
-- names (search_fold, migration 0034; text_pattern_ops serves `like 'prefix%'` in any collation).
-- Word prefixes still go through the GIN indexes of 0034.
create index companies_fold_name_idx on companies (search_fold(company_name) text_pattern_ops);
create index contacts_fold_forename_name_idx on contacts (search_fold(forename || ' ' || name) text_pattern_ops);
create index contacts_fold_name_forename_idx on contacts (search_fold(name || ' ' || forename) text_pattern_ops);
-- Quotes by reference ('D-2026-000123', typed in any case).
create index quotes_reference_prefix_idx on quotes (lower(reference) text_pattern_ops);
-- Tasks by any part of their title, and by the record they are linked to.
create index tasks_title_trgm_idx on tasks using gin (search_fold(title) gin_trgm_ops);
create index tasks_linked_idx on tasks (linked_id) where linked_id is not null;
