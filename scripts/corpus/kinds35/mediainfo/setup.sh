# A community radio station's programme archive, the spring season's FLAC masters ready for the
# regional sound archive, which takes 44.1 kHz stereo only: 40 episodes of six weekly shows in
# archive/, named by date and show, tagged (title, artist, album, date, genre, comment) by the
# station's export. The episodes are short noise made by sox (3 s each). On 23 March the studio
# recorder failed and the Sunday folk show was saved from the presenter's phone backup: that one
# file is 22.05 kHz mono, which only its Audio track's SamplingRate, Channels and ChannelLayout show.
python3 - <<'PY'
import datetime, os, random, subprocess
random.seed(35)
os.makedirs("archive", exist_ok=True)
shows = [("mon", "Monday Breakfast", "R. Quigley", "Speech"), ("tue", "Harbour Hour", "D. Anand", "Speech"),
         ("wed", "Jazz on the Quay", "M. Okafor", "Jazz"), ("thu", "Young Voices", "Ardmore High School", "Speech"),
         ("fri", "Friday Vinyl", "S. Byrne", "Rock"), ("sun", "Sunday Folk Session", "E. Nic Giolla", "Folk")]
start = datetime.date(2025, 3, 3)
made = 0
for week in range(7):
    for key, title, who, genre in shows:
        if made == 40:
            break
        d = start + datetime.timedelta(days=7 * week + ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].index(key))
        f = f"archive/{d.isoformat()}-{key}-{title.lower().replace(' ', '-')}.flac"
        phone = d == datetime.date(2025, 3, 23)
        rate, ch = ("22050", "1") if phone else ("44100", "2")
        tags = [f"TITLE={title}, {d.strftime('%d %B %Y')}", f"ARTIST={who}", "ALBUM=Spring season 2025",
                f"DATE={d.isoformat()}", f"GENRE={genre}", "ORGANIZATION=Ardmore Community Radio 101.4 FM",
                "COMMENT=" + ("studio recorder failed: saved from presenter's phone backup" if phone else "studio master, Marantz PMD-561")]
        cmd = ["sox", "-n", "-r", rate, "-c", ch, "-b", "16"]
        for t in tags:
            cmd += ["--add-comment", t]
        cmd += [f, "synth", "3", "pinknoise", "vol", str(round(random.uniform(0.05, 0.2), 2))]
        subprocess.run(cmd, check=True)
        made += 1
PY
