-- The text typed in a company or contact search box, as a tsquery built by PostgreSQL's own
-- parser, the one that built the stored vectors (to_tsvector('simple', search_fold(...))).
-- Splitting words in code disagreed with it: '5e3d9279' is stored as '5e3' (scientific notation)
-- and 'd9279', 'a1-b2' as 'a1-b2', 'a1', 'b2', so the lexeme '5e3d9279' found nothing.
-- Each typed word (split on spaces and the tsquery operators, at most 8, all required) matches
-- either as one lexeme prefix (a half-typed e-mail such as 'lea.durand@exa' is a prefix of the
-- stored address, which the parser would cut differently) or as the parser's lexemes of it, each
-- a prefix. Quotes and backslashes are escaped inside the quoted lexemes: the typed text can
-- never change the query's structure. Null when no word is left (no search).
-- One lexeme as a quoted tsquery prefix ('it''s':*), quotes and backslashes escaped.
create or replace function search_lexeme_prefix(lexeme text) returns text
  language sql immutable parallel safe strict
  return '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*';

create or replace function search_prefix_query(typed text) returns tsquery
  language sql immutable parallel safe strict
  return (
    select string_agg(
      case
        when lexemes = array[word] then search_lexeme_prefix(word)
        else '(' || search_lexeme_prefix(word) || ' | ('
          || array_to_string(array(select search_lexeme_prefix(l) from unnest(lexemes) as l), ' & ')
          || '))'
      end,
      ' & '
    )::tsquery
    from (
      select word, lexemes
      from regexp_split_to_table(search_fold(typed), '[\s''’,;:!?()"&|<>*\\]+') with ordinality as t(word, n)
        cross join lateral tsvector_to_array(to_tsvector('simple', word)) as lexemes
      -- A word the parser keeps nothing of (punctuation) is in no stored vector: it is ignored.
      where cardinality(lexemes) > 0
      order by n
      limit 8
    ) as words
  );
