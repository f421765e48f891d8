# A release archive of 640 files (templates, assets, migrations, locale files), zipped with zip 3.0;
# one byte in the compressed data of one member in the middle (assets/img/banner_0317.svg) is then
# flipped, as a bad download or a failing disk would. unzip -t tests every member's CRC.
local i dir
mkdir -p pkg/templates pkg/assets/img pkg/migrations pkg/locale
for i in $(seq -w 1 160); do printf '<section id="part-%s">\n  {{ block content }}{{ endblock }}\n  <p>page %s of the storefront</p>\n</section>\n' "$i" "$i" >"pkg/templates/page_$i.html"; done
for i in $(seq -w 200 439); do printf '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="40"><rect width="%d" height="40" fill="#%06x"/><text x="4" y="24">banner %s</text></svg>\n' "$((10#$i * 3))" "$((10#$i * 3))" "$((10#$i * 40503 % 16777215))" "$i" >"pkg/assets/img/banner_0$i.svg"; done
for i in $(seq -w 1 120); do printf -- '-- migration %s\ncreate table if not exists t_%s (id bigint primary key, payload jsonb not null, created timestamptz default now());\ncreate index on t_%s (created);\n' "$i" "$i" "$i" >"pkg/migrations/${i}_create_t_$i.sql"; done
for i in $(seq -w 1 120); do printf 'greeting=Hello %s\nfarewell=Goodbye %s\ncart.empty=Your cart is empty (%s)\n' "$i" "$i" "$i" >"pkg/locale/messages_$i.properties"; done
( cd pkg && zip -q -X -r ../storefront-2.4.0.zip templates assets migrations locale )
python3 - <<'PY'
import zipfile
name = "assets/img/banner_0317.svg"
with zipfile.ZipFile("storefront-2.4.0.zip") as z:
    info = z.getinfo(name)
with open("storefront-2.4.0.zip", "r+b") as f:
    f.seek(info.header_offset + 26)
    n, m = int.from_bytes(f.read(2), "little"), int.from_bytes(f.read(2), "little")
    at = info.header_offset + 30 + n + m + info.compress_size // 2
    f.seek(at); b = f.read(1); f.seek(at); f.write(bytes([b[0] ^ 0x20]))
PY
rm -rf pkg
