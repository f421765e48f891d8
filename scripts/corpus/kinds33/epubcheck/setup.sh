# The EPUB 3 of a small poetry press's anthology of coastal poems (90 poems, one XHTML file each,
# made by the press's old conversion script), checked with Debian's epubcheck 4.2.6 before it goes
# to the distributor: the script never writes a <title> into a poem's head (RSC-017 warnings), it
# leaves the scans of the proof pages in the archive without declaring them (OPF-003 warnings), and
# it links the poets' web pages with a scheme epubcheck does not register (HTM-025). Poem 33's
# illustration was converted from .jpg to .png in the images folder but not in the poem: the one
# error, RSC-007 'Referenced resource "OEBPS/images/p33-ferry.jpg" could not be found in the
# EPUB.', reported after the content documents' warnings and before the OPF-003 block. Then 'Check
# finished with errors' and the message counts. Exit 1.
python3 - <<'PY'
import random, struct, uuid, zipfile, zlib
random.seed(1849)
places = ["Lighthouse", "Harbour Wall", "Saltmarsh", "Shingle", "Ferry", "Breakwater", "Tidepool", "Dunes",
          "Estuary", "Pier", "Herring Boats", "Sea Fret", "Net Loft", "Lifeboat", "Slipway", "Cliff Path"]
poets = ["Aled Morgan", "Brid Keane", "Catrin Vaughan", "Donal Reilly", "Eilidh Munro", "Fenella Hart", "Gwen Pryce",
         "Hamish Dunbar", "Iona Grant", "Jory Trevithick"]
def png(w, h):
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    raw = b"".join(b"\x00" + bytes([random.randint(200, 255)]) * w for _ in range(h))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
z = zipfile.ZipFile("tidelines.epub", "w")
z.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip", compress_type=zipfile.ZIP_STORED)
z.writestr("META-INF/container.xml", '<?xml version="1.0" encoding="UTF-8"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n  <rootfiles>\n    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>\n  </rootfiles>\n</container>\n', compress_type=zipfile.ZIP_DEFLATED)
manifest, spine, navli = [], [], []
for n in range(1, 91):
    title = f"{random.choice(places)} {random.choice(['at Dusk', 'in March', 'After Rain', 'Remembered', 'for My Father', 'Again', 'by Night', ''])}".strip()
    poet = random.choice(poets)
    img = ""
    if n % 8 == 1:
        slug = title.split()[0].lower()
        fname = f"p{n:02d}-{slug}.png"
        ref = f"p{n:02d}-{slug}.jpg" if n == 33 else fname
        img = f'    <figure><img src="../images/{ref}" alt="Ink drawing: {title}"/></figure>\n'
        z.writestr(f"OEBPS/images/{fname}", png(48, 32), compress_type=zipfile.ZIP_DEFLATED)
        manifest.append(f'    <item id="img{n:02d}" href="images/{fname}" media-type="image/png"/>')
    lines = "\n".join(f"      <p class=\"line\">{random.choice(['the tide', 'a gull', 'my mother', 'the nets', 'grey water', 'the bell'])} {random.choice(['turns', 'remembers', 'waits', 'goes under', 'keeps its count', 'comes home'])}</p>" for _ in range(random.randint(8, 16)))
    body = f'''<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en" xml:lang="en">
  <head>
    <link rel="stylesheet" type="text/css" href="../css/poems.css"/>
  </head>
  <body>
    <section epub:type="chapter">
    <h1>{title}</h1>
{img}    <div class="stanza">
{lines}
    </div>
    <p class="poet"><a href="site:poets/{poet.lower().replace(' ', '-')}">{poet}</a></p>
    </section>
  </body>
</html>
'''
    z.writestr(f"OEBPS/text/poem{n:02d}.xhtml", body, compress_type=zipfile.ZIP_DEFLATED)
    manifest.append(f'    <item id="poem{n:02d}" href="text/poem{n:02d}.xhtml" media-type="application/xhtml+xml"/>')
    spine.append(f'    <itemref idref="poem{n:02d}"/>')
    navli.append(f'        <li><a href="text/poem{n:02d}.xhtml">{title}</a></li>')
    for side in ("a", "b") if n % 2 == 0 else ("a",):
        z.writestr(f"OEBPS/proofs/proof-{n:02d}{side}.jpg", b"\xff\xd8\xff\xe0" + bytes(32), compress_type=zipfile.ZIP_DEFLATED)
z.writestr("OEBPS/css/poems.css", "body { font-family: serif; }\np.line { margin: 0; text-indent: -1em; padding-left: 1em; }\n", compress_type=zipfile.ZIP_DEFLATED)
nav = '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en" xml:lang="en">\n  <head><title>Contents</title></head>\n  <body>\n    <nav epub:type="toc" id="toc">\n      <h1>Contents</h1>\n      <ol>\n' + "\n".join(navli) + "\n      </ol>\n    </nav>\n  </body>\n</html>\n"
z.writestr("OEBPS/nav.xhtml", nav, compress_type=zipfile.ZIP_DEFLATED)
opf = f'''<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="bookid">urn:uuid:{uuid.UUID(int=random.getrandbits(128), version=4)}</dc:identifier>
    <dc:title>Tidelines: Poems of the Western Shore</dc:title>
    <dc:language>en</dc:language>
    <dc:creator>Various</dc:creator>
    <dc:publisher>Saltwick Press</dc:publisher>
    <meta property="dcterms:modified">2024-09-30T10:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="css/poems.css" media-type="text/css"/>
{chr(10).join(manifest)}
  </manifest>
  <spine>
{chr(10).join(spine)}
  </spine>
</package>
'''
z.writestr("OEBPS/content.opf", opf, compress_type=zipfile.ZIP_DEFLATED)
z.close()
PY
