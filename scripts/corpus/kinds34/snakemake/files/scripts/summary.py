import sys
with open(sys.argv[1], "w") as out:
    out.write("sample\treads\tbases\tq30\n")
    for p in sys.argv[2:]:
        out.write(open(p).read())
