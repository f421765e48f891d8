# The spine-label printer driver of a public library's cataloguing desk (C11, ten files under src/:
# call-number parsing, Code 39 / EAN-13 barcodes, label layout, the printer's serial protocol,
# ribbon and paper state...), compiled the way a contributor tried it, clang 14 with -Weverything:
# ~290 warnings, some 30 a file (padding, sign and integer conversions, missing prototypes,
# declarations after statements, double promotion, switch-enum, reserved identifiers...), each with
# its source line and caret. In the middle file, src/layout.c, the one error: a field renamed in
# label.h (call_no -> callno) is still used: "error: no member named 'call_no' in 'struct
# spine_label'; did you mean 'callno'?", followed by more warnings and '... and 1 error generated.';
# the other files compile. Exit 1.
mkdir -p src
python3 - <<'PY'
import random
random.seed(1876)
hdr = """#ifndef LABEL_H
#define LABEL_H
#include <stddef.h>
#include <stdint.h>

enum label_kind { LABEL_SPINE, LABEL_BARCODE, LABEL_POCKET, LABEL_OVERSIZE };

struct spine_label {
    char prefix;
    double width_mm;
    char callno[32];
    uint8_t lines;
    long copies;
    enum label_kind kind;
    short dpi;
};

int label_init(struct spine_label *l, const char *callno);
#endif
"""
open("src/label.h", "w").write(hdr)
files = ["barcode", "callno", "code39", "ean13", "layout", "printer", "ribbon", "serial", "spool", "status"]
snippets = [
    "static int __{n}_scratch;\n",
    "int {n}_count = 0;\n",
    "unsigned {n}_width(int mm, double dpi) {{\n    float f = mm * dpi / 25.4;\n    unsigned px = f;\n    return px + mm;\n}}\n",
    "long {n}_len(const char *s) {{\n    size_t n = strlen(s);\n    int half = n / 2;\n    return half;\n}}\n",
    "int {n}_kind(enum label_kind k) {{\n    switch (k) {{\n    case LABEL_SPINE: return 1;\n    case LABEL_BARCODE: return 2;\n    default: return 0;\n    }}\n}}\n",
    "int {n}_same(double a, double b) {{\n    return a == b;\n}}\n",
    "char *{n}_strip(const char *s) {{\n    char *p = (char *)s;\n    while (*p == ' ') p++;\n    return p;\n}}\n",
    "uint8_t {n}_checksum(const char *s, int len) {{\n    int sum = 0;\n    for (int i = 0; i < len; i++) sum += s[i] * (i % 2 ? 3 : 1);\n    uint8_t c = (10 - sum % 10) % 10;\n    return c;\n}}\n",
    "int {n}_scale(short dpi, long copies) {{\n    int r = dpi * copies;\n    return r;\n}}\n",
    "void {n}_log(int level) {{\n    if (level > 2) {{\n        ;\n    }}\n    int unused_after = level;\n    (void)unused_after;\n}}\n",
    "float {n}_ratio(float w, float h) {{\n    return w / h * 1.5;\n}}\n",
]
for f in files:
    out = ['#include <string.h>', '#include <stdio.h>', '#include "label.h"', '', f'#define {f.upper()}_VERSION 3', '']
    if f == "callno":
        out += ["int label_init(struct spine_label *l, const char *callno) {",
                "    memset(l, 0, sizeof *l);",
                "    strncpy(l->callno, callno, sizeof l->callno - 1);",
                "    l->dpi = 300;",
                "    return 0;", "}", ""]
    picks = random.sample(snippets, 8) + random.sample(snippets, 4)
    for i, s in enumerate(picks):
        out.append(s.format(n=f"{f}{i}"))
    if f == "layout":
        out.insert(len(out) // 2, "int layout_lines(const struct spine_label *l) {\n    int lines = 1;\n    for (const char *p = l->call_no; *p; p++)\n        if (*p == ' ') lines++;\n    return lines;\n}\n")
    open(f"src/{f}.c", "w").write("\n".join(out))
PY
