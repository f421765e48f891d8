// Replays the SQL migrations against the schema snapshot and compares the result.
const migrations = [];
for (let i = 1; i <= 68; i++) migrations.push(`${String(i).padStart(4, '0')}_${['add_index', 'alter_column', 'create_table', 'backfill'][i % 4]}_${i}.sql`);
let n = 0;
const tick = () => {
  if (n < migrations.length) {
    if (n === 41) {
      console.log(`replaying ${migrations[n]}`);
      console.log('schema drift: migrations produce invoices.currency char(3) NOT NULL DEFAULT \'EUR\', snapshot has invoices.currency text NULL');
      console.log('hint: regenerate db/schema.snapshot.sql with `npm run schema:dump` after 0042');
      process.exitCode = 3;
      return;
    }
    console.log(`replaying ${migrations[n]} ... applied in ${(n * 13) % 70 + 4} ms`);
    n++;
    setTimeout(tick, 14);
  }
};
tick();
