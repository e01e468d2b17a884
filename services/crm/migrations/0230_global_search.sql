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
-- The whole text at the start of a contact's e-mail or phone, or of an offer's visitor (name
-- either way round, e-mail, phone): found here first, the word and trigram indexes are read only
-- when these give fewer than a kind's 5 results (a common first name matches 60,000 contacts).
create index contacts_email_prefix_idx on contacts (lower(email) text_pattern_ops);
create index contacts_phone_prefix_idx on contacts (phone text_pattern_ops);
create index offer_rm_fold_first_last_idx on offer_read_model
  (search_fold(first_name || ' ' || last_name) text_pattern_ops);
create index offer_rm_fold_last_first_idx on offer_read_model
  (search_fold(last_name || ' ' || first_name) text_pattern_ops);
create index offer_rm_email_prefix_idx on offer_read_model (lower(email) text_pattern_ops);
create index offer_rm_phone_prefix_idx on offer_read_model (phone_number text_pattern_ops);
