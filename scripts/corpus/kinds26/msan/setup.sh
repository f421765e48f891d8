# Built with clang 14's MemorySanitizer (origins tracked, recoverable so the run goes on after a report).
clang-14 -g -O0 -fsanitize=memory -fsanitize-memory-track-origins=2 -fsanitize-recover=memory -fno-omit-frame-pointer -o billing billing.c
