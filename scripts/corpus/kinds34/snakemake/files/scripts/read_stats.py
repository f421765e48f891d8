import sys
sample = sys.argv[1]
n = bases = q30 = 0
for i, line in enumerate(sys.stdin):
    if i % 4 == 1:
        n += 1
        bases += len(line.strip())
    elif i % 4 == 3:
        q30 += sum(1 for c in line.strip() if ord(c) - 33 >= 30)
print(f"{sample}\t{n}\t{bases}\t{q30 / max(bases, 1):.4f}")
