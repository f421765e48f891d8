# 400 supplier feeds of 12 items each, valid against feed.xsd except feeds/feed-047.xml, whose item
# 9 has a price written "12,90" (a decimal comma) and no stock element.
local f i p
mkdir -p feeds
for f in $(seq -w 1 400); do
  {
    printf '<?xml version="1.0" encoding="UTF-8"?>\n<feed>\n  <supplier>supplier-%s</supplier>\n' "$f"
    for i in $(seq 1 12); do
      p="$((10#$f + i)).90"
      if [[ $f == 047 && $i == 9 ]]; then
        printf '  <item id="%d">\n    <sku>S%s-%02d</sku>\n    <title>Item %d of feed %s</title>\n    <price>12,90</price>\n  </item>\n' "$i" "$f" "$i" "$i" "$f"
      else
        printf '  <item id="%d">\n    <sku>S%s-%02d</sku>\n    <title>Item %d of feed %s</title>\n    <price>%s</price>\n    <stock>%d</stock>\n  </item>\n' "$i" "$f" "$i" "$i" "$f" "$p" "$((i * 3))"
      fi
    done
    printf '</feed>\n'
  } >"feeds/feed-$f.xml"
done
