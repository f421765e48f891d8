cat >index.js <<'J'
// Builds the search index in memory before writing it out.
const index = new Map();
for (let doc = 1; ; doc++) {
  const terms = [];
  for (let t = 0; t < 200; t++) terms.push(`term-${doc}-${t}-` + 'x'.repeat(40));
  index.set(`doc-${doc}`, terms);
  if (doc % 250 === 0) console.log(`indexed ${doc} documents (${index.size} keys)`);
}
J
