-- The ledger: one row per call Candor shaped, newest last. A row names its result by handle but
-- does not point at it, so it outlives the result (and the result's own row) and still says how
-- the call ended. forget_at is when the row itself goes: the result's time to live plus the time
-- a gone handle is remembered.
CREATE TABLE ledger (
  id           INTEGER PRIMARY KEY,
  run_id       TEXT,
  started_at   INTEGER NOT NULL,
  duration_ms  INTEGER NOT NULL,
  cwd          TEXT    NOT NULL,
  tool         TEXT    NOT NULL,
  argv         TEXT    NOT NULL,
  exit_code    INTEGER,
  signal       INTEGER,
  timed_out    INTEGER NOT NULL,
  failed       INTEGER NOT NULL,
  bytes        INTEGER NOT NULL,
  lines        INTEGER,
  strategy     TEXT    NOT NULL,
  cut          INTEGER NOT NULL,
  errors_found INTEGER NOT NULL,
  errors_shown INTEGER NOT NULL,
  handle       TEXT,
  recorded_at  INTEGER NOT NULL,
  forget_at    INTEGER NOT NULL
);

CREATE INDEX ledger_by_start ON ledger (started_at, id);
CREATE INDEX ledger_by_run ON ledger (run_id, started_at, id);
CREATE INDEX ledger_by_forget ON ledger (forget_at);
