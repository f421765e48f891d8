-- Contents are deduplicated by SHA-256; results are handles pointing at a content.
-- Times are milliseconds since the epoch (UTC).
CREATE TABLE content (
  id           INTEGER PRIMARY KEY,
  sha256       TEXT    NOT NULL UNIQUE,
  size         INTEGER NOT NULL,
  lines        INTEGER NOT NULL,
  chunk_size   INTEGER NOT NULL,
  chunks       INTEGER NOT NULL,
  stored_bytes INTEGER NOT NULL,
  codec        TEXT    NOT NULL,
  encoding     TEXT    NOT NULL,
  created_at   INTEGER NOT NULL
);

-- Chunk seq holds raw bytes [seq * chunk_size, seq * chunk_size + raw_len), compressed alone.
-- first_line is the line its first byte is on; crc32c is of the raw bytes.
CREATE TABLE chunk (
  content_id INTEGER NOT NULL REFERENCES content (id),
  seq        INTEGER NOT NULL,
  first_line INTEGER NOT NULL,
  raw_len    INTEGER NOT NULL,
  crc32c     INTEGER NOT NULL,
  data       BLOB    NOT NULL,
  PRIMARY KEY (content_id, seq)
);

CREATE INDEX chunk_by_line ON chunk (content_id, first_line, seq);

-- A gone result keeps its row (content_id NULL, gone = 'expired' or 'evicted') for a while,
-- so its handle fails with the reason rather than as unknown.
CREATE TABLE result (
  handle       TEXT    PRIMARY KEY,
  content_id   INTEGER REFERENCES content (id),
  run_id       TEXT,
  tool         TEXT,
  argv         TEXT    NOT NULL,
  exit_code    INTEGER,
  content_type TEXT    NOT NULL,
  encoding     TEXT    NOT NULL,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  gone         TEXT,
  gone_at      INTEGER
);

CREATE INDEX result_by_content ON result (content_id);
CREATE INDEX result_live_by_created ON result (created_at) WHERE gone IS NULL;
CREATE INDEX result_live_by_expiry ON result (expires_at) WHERE gone IS NULL;
CREATE INDEX result_gone_by_time ON result (gone_at) WHERE gone IS NOT NULL;
