# The manual pages of 'tidewater', a small suite of archive and replication tools (42 mdoc pages
# in sections 1, 5 and 8), checked with mandoc 1.14's lint output before a release. An old set of
# pages: every cross-reference to a sibling page not installed yet gives 'STYLE: referenced manual
# not found', and there is trailing whitespace, 'new sentence, new line' and sections out of the
# conventional order here and there, lines over 80 bytes: ~390 STYLE and WARNING lines. In the middle, twmirror.8 opens
# a '.Bl -tag' list of options that is never closed, so mandoc reports 'ERROR: inserting missing
# end of block: Sh breaks Bl' (the rest of the page renders inside the list); exit 3 (an ERROR).
mkdir -p man
python3 - <<'PY'
import random
random.seed(8)
tools = ["twarchive", "twbackup", "twcat", "twcheck", "twclone", "twcompact", "twconfig", "twdiff", "twdump",
         "twexport", "twfind", "twgc", "twgrep", "twimport", "twindex", "twinfo", "twkeys", "twlist", "twlock",
         "twlog", "twmerge", "twmirror", "twmount", "twprune", "twpurge", "twquota", "twrecover", "twrename",
         "twrestore", "twrotate", "twscrub", "twseal", "twshow", "twsnap", "twstat", "twsync", "twtag",
         "twtrim", "twunlock", "twverify"]
sect = {t: (8 if t in ("twmirror", "twscrub", "twgc", "twlock", "twunlock", "twmount", "twquota") else 1) for t in tools}
pages = [(t, sect[t]) for t in tools] + [("tidewater.conf", 5), ("tidewater-hooks", 5)]
for name, s in pages:
    up = name.upper().replace(".", "_")
    L = [".Dd March 3, 2024", f".Dt {up} {s}", ".Os", ".Sh NAME", f".Nm {name}",
         f".Nd {random.choice(['copy', 'check', 'list', 'replicate', 'prune', 'seal', 'show'])} tidewater archives",
         ".Sh SYNOPSIS", ".Nm"]
    opts = random.sample("abcdfhilnqrstvxz", random.randint(4, 8))
    L += [f".Op Fl {o}" for o in opts] + [".Ar archive ...", ".Sh DESCRIPTION"]
    for k in range(random.randint(2, 4)):
        line = f"The {random.choice(['archive', 'journal', 'catalogue', 'replica'])} is read in {random.choice(['order', 'blocks', 'segments'])} of {random.randint(2, 64)} MiB."
        if random.random() < 0.5:
            line += " Errors are reported on standard error."
        if random.random() < 0.3:
            line += "  "
        L.append(line)
    L += ["The options are as follows:", ".Bl -tag -width Ds"]
    for o in opts:
        L += [f".It Fl {o}", f"{random.choice(['Be verbose', 'Do not write anything', 'Read the list from standard input', 'Follow symbolic links', 'Keep going after errors', 'Print sizes in bytes'])}."]
    if name != "twmirror":
        L.append(".El")
    if random.random() < 0.4:
        L += [".Sh EXIT STATUS", ".Ex -std", ".Sh FILES", ".Pa /etc/tidewater.conf"]
    else:
        L += [".Sh FILES", ".Pa /etc/tidewater.conf", ".Sh EXIT STATUS", ".Ex -std"]
    L += [".Sh SEE ALSO"]
    refs = random.sample([p for p in pages if p[0] != name], random.randint(3, 7))
    refs.sort()
    for i, (r, rs) in enumerate(refs):
        L.append(f".Xr {r} {rs}" + (" ," if i < len(refs) - 1 else ""))
    open(f"man/{name}.{s}", "w").write("\n".join(L) + "\n")
PY
