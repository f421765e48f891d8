# A site tree of 30 sections with 40 pages each; section-17/media/2024/banner.png is a
# symlink to an image a cleanup removed (dangling); the destination is empty.
local s p
mkdir -p site/assets backup
for s in $(seq -w 1 30); do
  mkdir -p "site/section-$s"
  for p in $(seq -w 1 40); do printf '<h1>section %s page %s</h1>\n' "$s" "$p" >"site/section-$s/page-$p.html"; done
done
printf 'body { margin: 0 }\n' >site/assets/base.css
mkdir -p site/section-17/media/2024
ln -s ../../../assets/banner-2024.png site/section-17/media/2024/banner.png
