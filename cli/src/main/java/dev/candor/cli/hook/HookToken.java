package dev.candor.cli.hook;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Set;

/**
 * The hook server's per-user token: 32 random bytes in hex, in {@code ~/.candor/hook-token}, made
 * on first use with mode 0600 in a directory of mode 0700, so only its owner can read it. Claude
 * Code sends it as {@code Authorization: Bearer $CANDOR_HOOK_TOKEN} (the settings name the
 * variable, never the token, so a committed {@code .claude/settings.json} holds no secret).
 */
public final class HookToken {
  /** The variable the agent's environment holds the token in. */
  public static final String ENV = "CANDOR_HOOK_TOKEN";

  private HookToken() {}

  /** Where the token of the user whose home is {@code home} lives. */
  public static Path file(Path home) {
    return home.resolve(".candor").resolve("hook-token");
  }

  /** The token, made (0600) when there is none yet. */
  public static String read(Path home) throws IOException {
    Path f = file(home);
    if (!Files.exists(f)) {
      make(f);
    }
    return Files.readString(f, StandardCharsets.US_ASCII).trim();
  }

  private static void make(Path f) throws IOException {
    Path dir = f.getParent();
    if (!Files.isDirectory(dir)) {
      Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    }
    byte[] b = new byte[32];
    new SecureRandom().nextBytes(b);
    try {
      // created with 0600 at once: no moment at which another user could open it
      Files.createFile(f, PosixFilePermissions.asFileAttribute(Set.of(
          java.nio.file.attribute.PosixFilePermission.OWNER_READ, java.nio.file.attribute.PosixFilePermission.OWNER_WRITE)));
    } catch (FileAlreadyExistsException raced) {
      return; // another process made it first: use theirs
    }
    Files.writeString(f, HexFormat.of().formatHex(b) + "\n", StandardCharsets.US_ASCII);
  }
}
