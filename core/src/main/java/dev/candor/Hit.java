package dev.candor;

/**
 * An error line found while scanning, with the lines around it for context: the line before
 * (null for line 1) and the line after (null when it was not at hand in the same chunk).
 */
record Hit(Line line, Line before, Line after) {}
