# A documentation site of 120 pages, each linking to its neighbours, the index and a stylesheet;
# page 74 still links to api/v1/refunds.html, which the site no longer has.
local i n
mkdir -p site/guide site/api/v2
printf 'body { font-family: sans-serif }\n' >site/style.css
{
  echo '<html><head><link rel="stylesheet" href="/style.css"></head><body><h1>Docs</h1><ul>'
  for i in $(seq 1 120); do echo "<li><a href=\"/guide/page-$i.html\">Page $i</a></li>"; done
  echo '</ul></body></html>'
} >site/index.html
for i in $(seq 1 120); do
  n=$((i % 120 + 1))
  {
    echo "<html><head><link rel=\"stylesheet\" href=\"/style.css\"></head><body><h1>Page $i</h1>"
    echo "<a href=\"/index.html\">index</a> <a href=\"/guide/page-$n.html\">next</a> <a href=\"/api/v2/ref-$((i % 10)).html\">API</a>"
    [[ $i == 74 ]] && echo '<p>See <a href="/api/v1/refunds.html">refunds</a>.</p>'
    echo "</body></html>"
  } >"site/guide/page-$i.html"
done
for i in $(seq 0 9); do echo "<html><body><h1>API $i</h1><a href=\"/index.html\">index</a></body></html>" >"site/api/v2/ref-$i.html"; done
