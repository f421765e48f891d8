# Static pages for the shop: 50 product pages; the CGI export prints the pid of the child serving it.
local i
for i in $(seq 1 50); do printf '<h1>product %d</h1>\n' "$i" >"htdocs/product-$i.html"; done
