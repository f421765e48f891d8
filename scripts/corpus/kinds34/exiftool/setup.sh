# A university marine lab's seagrass survey: three dives off the island's east shore, sixteen
# quadrats each photographed with the dive team's waterproof compact (Make, Model, exposure,
# DateTimeOriginal, GPS of the dive boat, artist, copyright, the quadrat in ImageDescription and the
# XMP keywords the lab's catalogue reads), copied off the card into dives/<date>-dive<N>/ under the
# camera's file names. On the second dive the camera's battery died while it wrote quadrat 9's
# picture: P7150125.JPG came off the card empty (0 bytes); the diver changed batteries and went on.
# The images are small noise pictures made by ImageMagick; the tags are written by exiftool.
python3 - <<'PY'
import os, random
random.seed(2024)
dives = [("2024-07-14-dive1", "2024:07:14", 9, 56.4512, -5.9127, "R. Ferguson"),
         ("2024-07-15-dive2", "2024:07:15", 10, 56.4488, -5.9071, "A. MacLeod"),
         ("2024-07-16-dive3", "2024:07:16", 9, 56.4530, -5.9198, "R. Ferguson")]
n = 100
with open("tags.args", "w") as a, open("make.sh", "w") as m:
    for d, date, hour, lat, lon, who in dives:
        os.makedirs(f"dives/{d}", exist_ok=True)
        for q in range(1, 17):
            n += 1
            f = f"dives/{d}/P7{date[-2:]}0{n:03d}.JPG"
            m.write(f"convert -size 96x72 -seed {n} plasma:fractal -quality 60 {f}\n")
            if d.endswith("dive2") and q == 9:
                m.write(f": > {f}.empty\n")
                continue
            mm, ss = divmod(q * 97 + random.randint(0, 40), 60)
            depth = round(random.uniform(3.0, 8.5), 1)
            for line in ["-overwrite_original", "-Make=OM Digital Solutions", "-Model=TG-7",
                         f"-DateTimeOriginal={date} {hour:02d}:{mm:02d}:{ss:02d}", f"-CreateDate={date} {hour:02d}:{mm:02d}:{ss:02d}",
                         f"-ExposureTime=1/{random.choice([60, 80, 100, 125])}", f"-FNumber={random.choice([2.0, 2.8, 4.0])}",
                         f"-ISO={random.choice([100, 200, 400])}", "-FocalLength=4.5",
                         f"-GPSLatitude={lat + random.uniform(-0.0004, 0.0004):.6f}", "-GPSLatitudeRef=N",
                         f"-GPSLongitude={-lon + random.uniform(-0.0004, 0.0004):.6f}", "-GPSLongitudeRef=W",
                         f"-GPSAltitude={depth}", "-GPSAltitudeRef=Below Sea Level",
                         f"-Artist={who}", "-Copyright=Seagrass Monitoring Programme, Marine Station",
                         f"-ImageDescription=Transect {1 + (q - 1) // 4}, quadrat {q}: Zostera marina cover estimate, depth {depth} m",
                         "-XMP-dc:Subject=seagrass", "-XMP-dc:Subject=Zostera marina", f"-XMP-dc:Subject={d}",
                         f"-XMP-dc:Title=Q{q:02d} {d}", f, "-execute"]:
                a.write(line + "\n")
PY
bash make.sh
exiftool -q -@ tags.args >/dev/null 2>&1
for f in dives/*/*.empty; do mv "$f" "${f%.empty}"; done
rm -f make.sh tags.args
