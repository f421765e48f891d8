# The database of a county archive's parish-register transcription project (SQLite, migrations by
# alembic 1.20 with SQLAlchemy 2.1, both from PyPI): 48 revisions, schema changes and data
# migrations that load the volunteers' transcribed baptism and burial entries. alembic.ini turns
# the sqlalchemy.engine logger to INFO, so every statement is echoed between the 'Running upgrade'
# lines. Revision 0031 adds a unique index on (parish, register_no, entry_no), but a page of
# the Saint Brannock register was transcribed twice (entry 212 loaded by revisions 0012 and 0019):
# the CREATE UNIQUE INDEX fails with sqlite3.IntegrityError, the CLI's long traceback through alembic
# and SQLAlchemy follows, and alembic stops. Exit 1.
mkdir -p migrations/versions
python3 - <<'PY'
import random
random.seed(1754)
parishes = ["St Brannock", "St Petroc", "All Saints", "St Mary Magdalene", "Holy Trinity", "St Nectan"]
names = ["Grace", "John", "Mary", "William", "Thomasin", "Richard", "Joan", "Philip", "Elizabeth", "Nicholas"]
surnames = ["Heddon", "Chugg", "Lerwill", "Isaac", "Passmore", "Slee", "Yeo", "Dennis", "Squire", "Westacott"]
revs = []
def rev(n, msg, up):
    revs.append((n, msg, up))
rev(1, "registers table", ["op.create_table('registers', sa.Column('id', sa.Integer, primary_key=True), sa.Column('parish', sa.String(60), nullable=False), sa.Column('register_no', sa.Integer, nullable=False), sa.Column('kind', sa.String(12)), sa.Column('years', sa.String(20)))"])
rev(2, "entries table", ["op.create_table('entries', sa.Column('id', sa.Integer, primary_key=True), sa.Column('parish', sa.String(60), nullable=False), sa.Column('register_no', sa.Integer, nullable=False), sa.Column('entry_no', sa.Integer, nullable=False), sa.Column('event', sa.String(10)), sa.Column('event_date', sa.String(10)), sa.Column('forename', sa.String(40)), sa.Column('surname', sa.String(40)))"])
rev(3, "volunteers table", ["op.create_table('volunteers', sa.Column('id', sa.Integer, primary_key=True), sa.Column('name', sa.String(80)), sa.Column('joined', sa.String(10)))"])
rev(4, "seed registers", [f"op.execute(\"INSERT INTO registers (parish, register_no, kind, years) VALUES ('{p}', {k}, '{kind}', '{1700 + 30 * k}-{1730 + 30 * k}')\")" for p in parishes for k, kind in ((1, 'baptisms'), (2, 'burials'))])
def load(n, parish, reg, start, count, event):
    ups = []
    for e in range(start, start + count):
        y = 1760 + random.randint(0, 60)
        ups.append(f"op.execute(\"INSERT INTO entries (parish, register_no, entry_no, event, event_date, forename, surname) VALUES ('{parish}', {reg}, {e}, '{event}', '{y}-{random.randint(1, 12):02d}-{random.randint(1, 28):02d}', '{random.choice(names)}', '{random.choice(surnames)}')\")")
    return ups
n = 5
plan = []
for i, p in enumerate(parishes):
    plan.append((p, 1, 1 + i * 0, "baptism"))
for k in range(5, 31):
    if k in (8, 14, 22, 27):
        msgs = {8: ("entries.transcriber column", ["op.add_column('entries', sa.Column('transcriber', sa.Integer))"]),
                14: ("entries.notes column", ["op.add_column('entries', sa.Column('notes', sa.Text))"]),
                22: ("index on surname", ["op.create_index('ix_entries_surname', 'entries', ['surname'])"]),
                27: ("volunteers.active column", ["op.add_column('volunteers', sa.Column('active', sa.Boolean, server_default='1'))"])}
        rev(k, *msgs[k])
        continue
    p = parishes[k % 6]
    reg = 1 if k % 2 else 2
    start = 200 + (k // 6) * 6 if p != "St Brannock" else 200 + (k // 6) * 6
    if k == 12:
        p, reg, start = "St Brannock", 1, 208
    if k == 19:
        p, reg, start = "St Brannock", 1, 212
    ev = "baptism" if reg == 1 else "burial"
    rev(k, f"load {p} register {reg}, entries {start}-{start + 4}", load(k, p, reg, start, 5, ev))
rev(31, "unique entry numbers per register", ["op.create_index('uq_entries_parish_register_entry', 'entries', ['parish', 'register_no', 'entry_no'], unique=True)"])
for k in range(32, 49):
    p = parishes[k % 6]
    rev(k, f"load {p} register 2, entries {300 + k * 5}-{304 + k * 5}", load(k, p, 2, 300 + k * 5, 5, "burial"))
prev = None
for n, msg, ups in revs:
    r = f"{n:04d}"
    body = "\n    ".join(ups)
    open(f"migrations/versions/{r}_{msg.split(',')[0].replace(' ', '_').replace('.', '_').lower()[:30]}.py", "w").write(
        f'"""{msg}\n\nRevision ID: {r}\nRevises: {prev or ""}\n"""\nfrom alembic import op\nimport sqlalchemy as sa\n\n'
        f'revision = {r!r}\ndown_revision = {prev!r}\nbranch_labels = None\ndepends_on = None\n\n\n'
        f'def upgrade():\n    {body}\n\n\ndef downgrade():\n    pass\n')
    prev = r
PY
