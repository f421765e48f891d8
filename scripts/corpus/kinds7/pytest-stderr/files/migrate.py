"""Migrates one table to schema v3; says what it did on stdout, why it failed on stderr."""
import sys

table = sys.argv[1]
print(f"migrating {table}: 3 steps")
if table == "table_173":
    sys.stderr.write("migrate: table_173 step 2/3 (add NOT NULL currency): 3 rows have NULL currency (ids 88, 412, 977)\n")
    sys.stderr.write("migrate: rolled back table_173 to schema v2\n")
    sys.exit(2)
print(f"migrated {table} to schema v3")
