int plugin_version(void) { return 3; }
