# A community choir (Holmfield Community Choir) engraves its Christmas concert book with LilyPond
# (Debian's lilypond 2.24): one file a carol, four-part (SATB) arrangements on two staves, a PDF to
# print and a MIDI file for the rehearsal tracks. Four of the files come from last year's book and
# have no \version line (LilyPond warns, routine). The musical director reworked In the Bleak
# Midwinter this year, and one alto note in bar 11 was typed with an extra dot ("f'4." for "f'4"):
# the alto line runs an eighth ahead from there to the end, and the only sign is one 'barcheck failed
# at: 1/8' warning among the routine progress lines of sixteen files; lilypond still ends 'Success:
# compilation successfully completed' and the altos rehearse from a wrong part.
python3 - <<'PY'
import random
random.seed(39)
carols = [
    ("01-once-in-royal-davids-city", "Once in Royal David's City", "H. J. Gauntlett (Irby)", "g", "3/4", 12, True),
    ("02-o-come-all-ye-faithful", "O Come, All Ye Faithful", "J. F. Wade (Adeste Fideles)", "a", "4/4", 16, True),
    ("03-the-first-nowell", "The First Nowell", "Trad. English", "d", "3/4", 16, False),
    ("04-good-king-wenceslas", "Good King Wenceslas", "Piae Cantiones (1582)", "f", "4/4", 16, True),
    ("05-hark-the-herald", "Hark! The Herald Angels Sing", "F. Mendelssohn", "f", "4/4", 20, True),
    ("06-silent-night", "Silent Night", "F. X. Gruber (Stille Nacht)", "bes", "6/8", 24, True),
    ("07-in-the-bleak-midwinter", "In the Bleak Midwinter", "G. Holst (Cranham)", "f", "4/4", 16, True),
    ("08-the-holly-and-the-ivy", "The Holly and the Ivy", "Trad. English", "g", "3/4", 16, False),
    ("09-ding-dong-merrily", "Ding Dong! Merrily on High", "Branle de l'Official (Arbeau, 1588)", "g", "4/4", 20, True),
    ("10-god-rest-you-merry", "God Rest You Merry, Gentlemen", "Trad. English", "d", "4/4", 16, True),
    ("11-away-in-a-manger", "Away in a Manger", "W. J. Kirkpatrick (Cradle Song)", "f", "3/4", 16, False),
    ("12-while-shepherds-watched", "While Shepherds Watched", "Este's Psalter (Winchester Old)", "f", "4/4", 8, True),
    ("13-it-came-upon-the-midnight-clear", "It Came Upon the Midnight Clear", "A. Sullivan (Noel)", "bes", "4/4", 16, True),
    ("14-o-little-town-of-bethlehem", "O Little Town of Bethlehem", "Trad. English (Forest Green)", "f", "4/4", 16, True),
    ("15-deck-the-hall", "Deck the Hall", "Trad. Welsh", "f", "4/4", 16, False),
    ("16-we-wish-you-a-merry-christmas", "We Wish You a Merry Christmas", "Trad. West Country", "g", "3/4", 16, True),
]
letters = "cdefgab"
sharps = {"g": ["f"], "d": ["f", "c"], "a": ["f", "c", "g"], "c": []}
flats = {"f": ["b"], "bes": ["b", "e"]}
rhythms = {
    "4/4": [["4", "4", "4", "4"], ["2", "4", "4"], ["4", "4", "2"], ["4.", "8", "4", "4"], ["2", "2"],
            ["4", "8", "8", "4", "4"]],
    "3/4": [["4", "4", "4"], ["2", "4"], ["4.", "8", "4"], ["4", "4", "4"]],
    "6/8": [["4", "8", "4", "8"], ["4.", "4."], ["8", "8", "8", "4."], ["4.", "4", "8"]],
}
final = {"4/4": "1", "3/4": "2.", "6/8": "2."}
def name(step, key):
    """step: diatonic steps from middle c (0 = c'); returns a LilyPond note name in absolute octave."""
    tonic = key[0]
    letter = letters[step % 7]
    octave = step // 7            # 0 -> ', -1 -> (none), ...
    acc = ""
    if letter in sharps.get(key, []): acc = "is"
    if letter in flats.get(key, []): acc = "es"
    marks = "'" * (octave + 1) if octave >= 0 else "," * (-octave - 1)
    return letter + acc + marks
def line(start, lo, hi, bars, key, rh):
    pos = start
    mid = (lo + hi) / 2
    out = []
    for b, pattern in enumerate(rh):
        notes = []
        for d in pattern:
            move = random.choice([-2, -1, -1, 0, 1, 1, 2]) + (1 if pos < mid - 2 else -1 if pos > mid + 2 else 0)
            pos = max(lo, min(hi, pos + move))
            notes.append(name(pos, key) + d)
        out.append(notes)
    out[-1] = [name(start, key) + rh[-1][0]]                  # home on the last note
    return out
for fname, title, composer, key, time, bars, has_version in carols:
    rh = [random.choice(rhythms[time]) for _ in range(bars - 1)] + [[final[time]]]
    if fname.startswith("07-"):
        rh[10] = ["4", "4", "2"]
    tonic = letters.index(key[0])
    parts = {
        "soprano": line(tonic + 7, 1, 11, bars, key, rh),     # d' to f''
        "alto": line(tonic + 2, -2, 7, bars, key, rh),        # a to c''
        "tenor": line(tonic - 3, -5, 4, bars, key, rh),       # e to g'
        "bass": line(tonic - 7, -11, -2, bars, key, rh),      # f, to a
    }
    if fname.startswith("07-"):
        parts["alto"][10][1] += "."                          # bar 11: one extra dot
    def render(notes):
        rows = []
        for k in range(0, len(notes), 4):
            rows.append("  " + " ".join(" ".join(bar) + " |" for bar in notes[k:k + 4]))
        rows[-1] = rows[-1][:-2] + ' \\bar "|."'
        return "\n".join(rows)
    mode = "major"
    src = []
    if has_version:
        src.append('\\version "2.24.0"\n')
    src.append(f'\\header {{\n  title = "{title}"\n  composer = "{composer}"\n'
               f'  arranger = "arr. for Holmfield Community Choir"\n  tagline = ##f\n}}\n\n'
               f'\\paper {{ #(set-paper-size "a4") }}\n\n'
               f'global = {{ \\key {key} \\{mode} \\time {time} }}\n\n')
    for p in ("soprano", "alto", "tenor", "bass"):
        src.append(f"{p} = {{ \\global\n{render(parts[p])}\n}}\n\n")
    src.append("\\score {\n  \\new ChoirStaff <<\n"
               '    \\new Staff \\with { instrumentName = "S A" } <<\n'
               '      \\new Voice = "soprano" { \\voiceOne \\soprano }\n'
               '      \\new Voice = "alto" { \\voiceTwo \\alto }\n    >>\n'
               '    \\new Staff \\with { instrumentName = "T B" } <<\n      \\clef bass\n'
               '      \\new Voice = "tenor" { \\voiceOne \\tenor }\n'
               '      \\new Voice = "bass" { \\voiceTwo \\bass }\n    >>\n  >>\n'
               "  \\layout { }\n  \\midi { \\tempo 4 = 88 }\n}\n")
    with open(fname + ".ly", "w") as f:
        f.write("".join(src))
PY
