-- One open payout request per artist, enforced by the database so two concurrent requests
-- cannot both pass (the application's check gives the friendly answer; this index is the rule).
--
-- A database made before this rule may hold several open requests of one artist. The oldest
-- stays open; each later one is closed as rejected and its amount returned to the artist's
-- available balance (a new ledger entry: the ledger is append-only), so no money is lost.
WITH extra AS (
  SELECT id, artist_id, cents FROM (
    SELECT id, artist_id, cents, row_number() OVER (PARTITION BY artist_id ORDER BY requested_at, id) AS n
    FROM payouts WHERE status = 'requested'
  ) ranked WHERE n > 1
), returned AS (
  INSERT INTO royalty_ledger (artist_id, kind, cents, title, payout_id)
  SELECT artist_id, 'payout_return', cents, 'Payout rejected: amount returned', id FROM extra
)
UPDATE payouts SET status = 'rejected', decided_at = now(),
  note = 'Only one payout request can be open at a time: this later request was closed and its amount returned.'
WHERE id IN (SELECT id FROM extra);

CREATE UNIQUE INDEX IF NOT EXISTS payouts_one_open_per_artist ON payouts (artist_id) WHERE status = 'requested';
