-- The same folding as toonmart_norm in 0210_search.sql, as one expression instead of a function call per word:
-- the planner inlines it, and filling 100 000 rows takes seconds instead of many minutes. Results are identical
-- (src/server/catalogue/search-words.db.test.ts), so stored search words need no rebuild.
CREATE OR REPLACE FUNCTION toonmart_fold_plural(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(
    CASE WHEN t ~ '\m(children|men|women|people|mice|geese|feet|teeth|elves|wolves|knives|leaves|halves|shelves|lives|wives|thieves|scarves|shoes|canoes|buses|dwarves|loaves)\M' THEN
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(t, '\mchildren\M', 'child', 'g'), '\mmen\M', 'man', 'g'), '\mwomen\M', 'woman', 'g'), '\mpeople\M', 'person', 'g'), '\mmice\M', 'mouse', 'g'), '\mgeese\M', 'goose', 'g'), '\mfeet\M', 'foot', 'g'), '\mteeth\M', 'tooth', 'g'), '\melves\M', 'elf', 'g'), '\mwolves\M', 'wolf', 'g'), '\mknives\M', 'knife', 'g'), '\mleaves\M', 'leaf', 'g'), '\mhalves\M', 'half', 'g'), '\mshelves\M', 'shelf', 'g'), '\mlives\M', 'life', 'g'), '\mwives\M', 'wife', 'g'), '\mthieves\M', 'thief', 'g'), '\mscarves\M', 'scarf', 'g'), '\mshoes\M', 'shoe', 'g'), '\mcanoes\M', 'canoe', 'g'), '\mbuses\M', 'bus', 'g'), '\mdwarves\M', 'dwarf', 'g'), '\mloaves\M', 'loaf', 'g')
    ELSE t END,
    -- boxes, wishes, glasses, heroes (words over 4 letters); then a plain final s, but not ss, us, is.
    '\m(\w{2,}[xzo]|\w+(ch|sh|ss))es\M', '\1', 'g'),
    '\m(\w{2,}[a-hj-rtv-z0-9])s\M', '\1', 'g'),
    -- a final y (3 letters or more) is written ie, so fairy meets fairies.
    '\m(\w{2,})y\M', '\1ie', 'g')
$$;

CREATE OR REPLACE FUNCTION toonmart_norm(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT toonmart_fold_plural(btrim(regexp_replace(lower(coalesce(t, '')), '[^a-z0-9]+', ' ', 'g')))
$$;
