package dev.candor.store;

/** The databases the store runs on; what differs between them lives here and in the migrations. */
enum Dialect {
  SQLITE("sqlite"),
  POSTGRESQL("postgresql");

  private final String folder;

  Dialect(String folder) {
    this.folder = folder;
  }

  /** The classpath folder of this dialect's migrations. */
  String migrations() {
    return "/dev/candor/store/" + folder + "/";
  }
}
