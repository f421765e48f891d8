import sys
adapter, min_len = sys.argv[1], int(sys.argv[2])
rec = []
for line in sys.stdin:
    rec.append(line.rstrip("\n"))
    if len(rec) == 4:
        seq, qual = rec[1], rec[3]
        cut = seq.find(adapter)
        if cut >= 0:
            seq, qual = seq[:cut], qual[:cut]
        if len(seq) >= min_len:
            print(rec[0], seq, "+", qual, sep="\n")
        rec = []
