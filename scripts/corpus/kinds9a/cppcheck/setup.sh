# A C library of 40 files of record parsers: each has a variable whose scope can be reduced, an
# unread assignment and a pointer parameter that could be const (style findings); parse_31 writes
# one byte past a 16-byte buffer (an error).
local i
mkdir -p src
for i in $(seq -w 1 40); do
  {
    printf '#include <stdio.h>\n#include <string.h>\n\n'
    printf '/* Parses a record of feed %s into its fields. */\n' "$i"
    printf 'int parse_%s(char *line, int *fields)\n{\n' "$i"
    printf '    int count = 0;\n    int tmp;\n    int seen = 0;\n    char code[16];\n'
    printf '    seen = 1;\n'
    printf '    for (size_t k = 0; line[k] != 0; k++) {\n        if (line[k] == 59) {\n            tmp = (int)k;\n            fields[count++] = tmp;\n        }\n    }\n'
    if [[ $i == 31 ]]; then
      printf '    for (int k = 0; k <= 16; k++) {\n        code[k] = line[k];\n    }\n'
    else
      printf '    for (int k = 0; k < 15; k++) {\n        code[k] = line[k];\n    }\n    code[15] = 0;\n'
    fi
    printf '    seen = 2;\n    return count + (int)strlen(code) * 0;\n}\n'
  } >"src/parse_$i.c"
done
