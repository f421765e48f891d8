# The sequencing core of a university's genomics facility: the weekly QC workflow (Snakemake 7.21
# from Debian) over run 2024-31's 24 samples (small made-up FASTQ files, 400 reads each, gzipped):
# read_stats and trim_adapters read each sample's fastq.gz through gzip -cd, gc_profile reads the
# trimmed reads, summary makes one table. Sample CF-0119-T's file was cut short when the sequencer's
# upload to the file server stopped (the gzip stream ends mid-way): gzip reports 'unexpected end of
# file' and, under Snakemake's bash strict mode (pipefail), its read_stats and trim_adapters jobs
# fail. With -k the other samples' jobs go on; summary is never run.
mkdir -p fastq
python3 - <<'PY'
import csv, gzip, random
random.seed(31)
samples = []
for k in range(24):
    kind = "T" if k % 3 == 0 else ("N" if k % 3 == 1 else "C")
    samples.append(f"CF-{101 + k * 2:04d}-{kind}")
with open("samples.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["sample", "project", "library_kit"])
    for s in samples:
        w.writerow([s, "cystic-fibrosis-cohort", "TruSeq DNA PCR-free"])
for s in samples:
    lines = []
    for r in range(400):
        seq = "".join(random.choice("ACGT") for _ in range(random.randint(60, 100)))
        if random.random() < 0.3:
            seq = seq[:random.randint(20, 60)] + "AGATCGGAAGAGC" + seq[:10]
        qual = "".join(chr(33 + random.choice([12, 25, 32, 36, 38, 40, 40])) for _ in seq)
        lines += [f"@{s}:R{r:05d}", seq, "+", qual]
    data = gzip.compress(("\n".join(lines) + "\n").encode(), mtime=0)
    if s == "CF-0119-T":
        data = data[: len(data) * 2 // 5]
    open(f"fastq/{s}.fastq.gz", "wb").write(data)
PY
