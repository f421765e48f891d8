import sys
lens = {}
gc = at = 0
for i, line in enumerate(open(sys.argv[1])):
    if i % 4 == 1:
        s = line.strip()
        lens[len(s)] = lens.get(len(s), 0) + 1
        gc += s.count("G") + s.count("C")
        at += s.count("A") + s.count("T")
print("gc_fraction", f"{gc / max(gc + at, 1):.4f}", sep="\t")
for k in sorted(lens):
    print(k, lens[k], sep="\t")
