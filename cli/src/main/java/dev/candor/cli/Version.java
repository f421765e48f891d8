package dev.candor.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar's manifest, or "dev" when run from classes. */
final class Version implements IVersionProvider {
  @Override
  public String[] getVersion() {
    String v = Version.class.getPackage().getImplementationVersion();
    return new String[] {"candor " + (v == null ? "dev" : v)};
  }
}
