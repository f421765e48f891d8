package dev.candor;

/** An error line found while scanning, with the line before it for context (null for line 1). */
record Hit(Line line, Line before) {}
