-- The back-office's global search (Ctrl/⌘+K, /admin/recherche; src/search/global-search-repository.ts):
-- companies, contacts, offers, quotes, contracts and tasks in one call, accents and case ignored.
--
-- Each kind's candidates come first from the whole text at the start of a name (either way round
-- for people), an e-mail, a phone, a SIREN or a quote reference: btree scans in order, on the
-- folded values (search_fold, migration 0034; text_pattern_ops compares bytes, in any collation),
-- a few rows each. Only when these give fewer than a kind's results are the word prefixes (GIN,
-- 0034) or the trigrams read: a common first name matches 60,000 contacts, whose prefixes already
-- rank above any word match. Ranks: 0 a field equals the text, 1 a field starts with it, 2 the
-- words start with the words (or, for a quote, contract or task, the rank of its company or contact).
create index companies_fold_name_idx on companies (search_fold(company_name) text_pattern_ops);
create index contacts_fold_forename_name_idx on contacts (search_fold(forename || ' ' || name) text_pattern_ops);
create index contacts_fold_name_forename_idx on contacts (search_fold(name || ' ' || forename) text_pattern_ops);
create index contacts_email_prefix_idx on contacts (lower(email) text_pattern_ops);
create index contacts_phone_prefix_idx on contacts (phone text_pattern_ops);
create index offer_rm_fold_first_last_idx on offer_read_model
  (search_fold(first_name || ' ' || last_name) text_pattern_ops);
create index offer_rm_fold_last_first_idx on offer_read_model
  (search_fold(last_name || ' ' || first_name) text_pattern_ops);
create index offer_rm_email_prefix_idx on offer_read_model (lower(email) text_pattern_ops);
create index offer_rm_phone_prefix_idx on offer_read_model (phone_number text_pattern_ops);
create index quotes_reference_prefix_idx on quotes (lower(reference) text_pattern_ops);
create index tasks_title_trgm_idx on tasks using gin (search_fold(title) gin_trgm_ops);
create index tasks_linked_idx on tasks (linked_id) where linked_id is not null;

-- One statement, planned once per connection: its plan does not depend on the text (prefixes as
-- byte ranges, absent inputs as one-time filters), so the generic plan is kept (planning the
-- statement cost as much as running it). Arguments: the text trimmed; its digits when it is a
-- phone or a SIREN; the words for search_prefix_query (companies; contacts with a phone as
-- stored); a `like` pattern for the trigram kinds (null below 3 characters); the results per kind,
-- the prefix rows read per source, the word or trigram rows read per kind.
create or replace function crm_global_search(
  p_text text, p_digits text, p_words text, p_contact_words text, p_contains text,
  p_per_kind int, p_prefix_rows int, p_word_rows int
) returns table (
  kind text, id uuid, label text, detail text, rank int, company_id uuid, contact_id uuid,
  at timestamptz, status text, line text
)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  v_fold text := search_fold(p_text);
  v_fold_end text := search_fold(p_text) || chr(1114111);
  v_lower text := lower(p_text);
  v_lower_end text := lower(p_text) || chr(1114111);
  v_digits_end text := p_digits || chr(1114111);
  v_words tsquery := search_prefix_query(p_words);
  v_contact_words tsquery := search_prefix_query(p_contact_words);
  v_contains text := search_fold(p_contains);
begin
  return query
  with company_prefix as materialized (
    (select c.id from companies c
     where search_fold(c.company_name) ~>=~ v_fold and search_fold(c.company_name) ~<~ v_fold_end
     order by search_fold(c.company_name) using ~<~ limit p_prefix_rows)
    union
    (select c.id from companies c
     where p_digits is not null and c.siren ~>=~ p_digits and c.siren ~<~ v_digits_end
     order by c.siren using ~<~ limit p_prefix_rows)
  ),
  contact_prefix as materialized (
    (select k.id from contacts k
     where search_fold(k.forename || ' ' || k.name) ~>=~ v_fold and search_fold(k.forename || ' ' || k.name) ~<~ v_fold_end
     order by search_fold(k.forename || ' ' || k.name) using ~<~ limit p_prefix_rows)
    union
    (select k.id from contacts k
     where search_fold(k.name || ' ' || k.forename) ~>=~ v_fold and search_fold(k.name || ' ' || k.forename) ~<~ v_fold_end
     order by search_fold(k.name || ' ' || k.forename) using ~<~ limit p_prefix_rows)
    union
    (select k.id from contacts k
     where lower(k.email) ~>=~ v_lower and lower(k.email) ~<~ v_lower_end
     order by lower(k.email) using ~<~ limit p_prefix_rows)
    union
    (select k.id from contacts k
     where p_digits is not null and k.phone ~>=~ p_digits and k.phone ~<~ v_digits_end
     order by k.phone using ~<~ limit p_prefix_rows)
  ),
  offer_prefix as materialized (
    (select o.id from offer_read_model o
     where search_fold(o.first_name || ' ' || o.last_name) ~>=~ v_fold
       and search_fold(o.first_name || ' ' || o.last_name) ~<~ v_fold_end
     order by search_fold(o.first_name || ' ' || o.last_name) using ~<~ limit p_prefix_rows)
    union
    (select o.id from offer_read_model o
     where search_fold(o.last_name || ' ' || o.first_name) ~>=~ v_fold
       and search_fold(o.last_name || ' ' || o.first_name) ~<~ v_fold_end
     order by search_fold(o.last_name || ' ' || o.first_name) using ~<~ limit p_prefix_rows)
    union
    (select o.id from offer_read_model o
     where lower(o.email) ~>=~ v_lower and lower(o.email) ~<~ v_lower_end
     order by lower(o.email) using ~<~ limit p_prefix_rows)
    union
    (select o.id from offer_read_model o
     where p_digits is not null and o.phone_number ~>=~ p_digits and o.phone_number ~<~ v_digits_end
     order by o.phone_number using ~<~ limit p_prefix_rows)
  ),
  -- No limit inside (PostgreSQL would hope to meet the first rows early in a sequential scan):
  -- a CTE is read only as far as its reader's limit.
  company_words as materialized (
    select c.id from companies c
    where v_words is not null and (select count(*) from company_prefix) < p_per_kind
      and c.search_vector @@ v_words
  ),
  contact_words as materialized (
    select k.id from contacts k
    where v_contact_words is not null and (select count(*) from contact_prefix) < p_per_kind
      and k.search_vector @@ v_contact_words
  ),
  offer_contains as materialized (
    select o.id from offer_read_model o
    where v_contains is not null and (select count(*) from offer_prefix) < p_per_kind
      and o.search_text like v_contains
  ),
  company_hits as materialized (
    select c.id, c.company_name, c.siren, c.zip_code, c.town, c.name_key,
      case when search_fold(c.company_name) = v_fold or c.siren = p_digits then 0
           when starts_with(search_fold(c.company_name), v_fold) or starts_with(c.siren, p_digits) then 1
           else 2 end as rank
    from companies c
    where c.id in (select h.id from company_prefix h union (select w.id from company_words w limit p_word_rows))
  ),
  contact_hits as materialized (
    select k.id, k.forename, k.name, k.email, k.phone, k.company_id, k.name_key,
      case when search_fold(k.forename || ' ' || k.name) = v_fold or search_fold(k.name || ' ' || k.forename) = v_fold
             or lower(k.email) = v_lower or k.phone = p_digits then 0
           when starts_with(search_fold(k.forename || ' ' || k.name), v_fold)
             or starts_with(search_fold(k.name || ' ' || k.forename), v_fold)
             or starts_with(lower(k.email), v_lower) or starts_with(k.phone, p_digits) then 1
           else 2 end as rank
    from contacts k
    where k.id in (select h.id from contact_prefix h union (select w.id from contact_words w limit p_word_rows))
  ),
  offer_hits as materialized (
    select o.id, o.first_name, o.last_name, o.email, o.provider, o.plan_name, o.city, o.created_at,
      case when search_fold(o.first_name || ' ' || o.last_name) = v_fold
             or search_fold(o.last_name || ' ' || o.first_name) = v_fold
             or lower(o.email) = v_lower or o.phone_number = p_digits then 0
           when starts_with(o.search_text, v_fold) or strpos(o.search_text, chr(31) || v_fold) > 0 then 1
           else 2 end as rank
    from offer_read_model o
    where o.id in (select h.id from offer_prefix h union (select w.id from offer_contains w limit p_word_rows))
  ),
  quote_hits as materialized (
    select q.id, q.reference, q.insurance_line, q.formula, q.status, q.company_id, q.contact_id, q.created_at,
      case when lower(q.reference) = v_lower then 0
           when starts_with(lower(q.reference), v_lower) then 1
           else least(2, (select h.rank from company_hits h where h.id = q.company_id),
                      (select h.rank from contact_hits h where h.id = q.contact_id)) end as rank
    from quotes q
    where q.id in (
      (select r.id from quotes r where lower(r.reference) ~>=~ v_lower and lower(r.reference) ~<~ v_lower_end
       order by lower(r.reference) using ~<~ limit p_prefix_rows)
      union (select r.id from quotes r where r.company_id in (select h.id from company_hits h) limit p_word_rows)
      union (select r.id from quotes r where r.contact_id in (select h.id from contact_hits h) limit p_word_rows))
  ),
  contract_hits as materialized (
    select t.id, t.holder_name, t.insurer, t.product, t.policy_number, t.status, t.company_id, t.contact_id,
      t.created_at,
      case when lower(t.policy_number) = v_lower or search_fold(t.holder_name) = v_fold then 0
           when starts_with(lower(t.policy_number), v_lower) or starts_with(search_fold(t.holder_name), v_fold) then 1
           else least(2, (select h.rank from company_hits h where h.id = t.company_id),
                      (select h.rank from contact_hits h where h.id = t.contact_id)) end as rank
    from contracts t
    where t.id in (
      (select r.id from contracts r where v_contains is not null and r.search_text like v_contains limit p_word_rows)
      union (select r.id from contracts r where r.company_id in (select h.id from company_hits h) limit p_word_rows)
      union (select r.id from contracts r where r.contact_id in (select h.id from contact_hits h) limit p_word_rows))
  ),
  task_hits as materialized (
    select a.id, a.title, a.status, a.due_at, a.linked_type, a.linked_id,
      case when search_fold(a.title) = v_fold then 0
           when starts_with(search_fold(a.title), v_fold) then 1
           else least(2,
             (select h.rank from company_hits h where h.id = a.linked_id),
             (select h.rank from contact_hits h where h.id = a.linked_id),
             (select h.rank from quote_hits h where h.id = a.linked_id),
             (select h.rank from contract_hits h where h.id = a.linked_id)) end as rank
    from tasks a
    where a.id in (
      (select r.id from tasks r where v_contains is not null and search_fold(r.title) like v_contains limit p_word_rows)
      union (select r.id from tasks r where r.linked_id in (
               select h.id from company_hits h union all select h.id from contact_hits h
               union all select h.id from quote_hits h union all select h.id from contract_hits h)
             limit p_word_rows))
  )
  (select 'company'::text, h.id, h.company_name, 'SIREN ' || h.siren || ' · ' || h.zip_code || ' ' || h.town,
     h.rank, null::uuid, null::uuid, null::timestamptz, null::text, null::text
   from company_hits h order by h.rank, h.name_key, h.id limit p_per_kind)
  union all
  (select 'contact', h.id, h.forename || ' ' || h.name,
     concat_ws(' · ', h.email, h.phone, (select c.company_name from companies c where c.id = h.company_id)),
     h.rank, h.company_id, null, null, null, null
   from contact_hits h order by h.rank, h.name_key, h.id limit p_per_kind)
  union all
  (select 'offer', h.id, h.first_name || ' ' || h.last_name,
     concat_ws(' · ', h.email, h.city, h.provider || ' ' || h.plan_name),
     h.rank, null, null, null, null, null
   from offer_hits h order by h.rank, h.created_at desc, h.id limit p_per_kind)
  union all
  (select 'quote', h.id, h.reference,
     coalesce((select c.company_name from companies c where c.id = h.company_id),
              (select k.forename || ' ' || k.name from contacts k where k.id = h.contact_id), '') || ' · ' || h.formula,
     h.rank, h.company_id, h.contact_id, null, h.status, h.insurance_line
   from quote_hits h order by h.rank, h.created_at desc, h.id limit p_per_kind)
  union all
  (select 'contract', h.id, h.holder_name, concat_ws(' · ', h.insurer, h.product, 'n° ' || h.policy_number),
     h.rank, h.company_id, h.contact_id, null, h.status, null
   from contract_hits h order by h.rank, h.created_at desc, h.id limit p_per_kind)
  union all
  (select 'task', h.id, h.title, '', h.rank,
     case h.linked_type when 'company' then h.linked_id
       when 'quote' then (select q.company_id from quotes q where q.id = h.linked_id)
       when 'contract' then (select t.company_id from contracts t where t.id = h.linked_id) end,
     case h.linked_type when 'contact' then h.linked_id
       when 'quote' then (select q.contact_id from quotes q where q.id = h.linked_id)
       when 'contract' then (select t.contact_id from contracts t where t.id = h.linked_id) end,
     h.due_at, h.status, null
   from task_hits h order by h.rank, h.status <> 'a_faire', h.due_at, h.id limit p_per_kind);
end
$$;
