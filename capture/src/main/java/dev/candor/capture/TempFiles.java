package dev.candor.capture;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * This process's temporary files, all in one private folder: {@code candor-PID-RANDOM} in the
 * temp directory, mode 700, each file in it mode 600. Names are made here rather than by {@link
 * Files#createTempFile}, whose random names come from a {@link java.security.SecureRandom}: its
 * security providers cost a short call tens of milliseconds, and a folder only this process can
 * enter needs no unguessable names inside it. The folder's own name is made with {@code mkdir},
 * which fails rather than follows anything already there.
 *
 * <p>The folder goes when the JVM exits, by a normal exit or by {@code SIGTERM}, {@code SIGINT} or
 * {@code SIGHUP} (a shutdown hook). A process that cannot run its hooks ({@code kill -9}, a crash)
 * leaves it behind; the next process to make temp files sweeps every {@code candor-PID-*} folder
 * whose PID no longer runs, or runs but started after the folder was made (a reused PID), and in
 * the same listing the other files Candor leaves there when killed ({@link #sweep}).
 */
public final class TempFiles {

  private static final String PREFIX = "candor-";
  private static final String STORE_SPOOL = "candor-spool-";
  private static final String OLD_RUN = "candor-run-";
  private static final String OLD_SHAPE = "candor-shape-";
  private static final long OLD_AGE_MILLIS = 24L * 60 * 60 * 1000;
  private static final FileAttribute<Set<PosixFilePermission>> FILE_MODE =
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"));
  private static final FileAttribute<Set<PosixFilePermission>> DIR_MODE =
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"));
  private static final AtomicLong COUNTER = new AtomicLong();
  private static final Object LOCK = new Object();
  // Guarded by LOCK.
  private static Path dir;

  private TempFiles() {}

  /** The private folder, made (and stale ones swept) on first use. */
  public static Path dir() throws IOException {
    synchronized (LOCK) {
      if (dir == null || !Files.isDirectory(dir)) {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        sweep(tmp);
        dir = makeDir(tmp, PREFIX + ProcessHandle.current().pid() + "-");
        Path made = dir;
        Thread hook = new Thread(new Runnable() { // not a lambda: a bootstrap on every run's path
          @Override
          public void run() {
            deleteTree(made);
          }
        }, "candor-temp-cleanup");
        try {
          Runtime.getRuntime().addShutdownHook(hook);
        } catch (IllegalStateException e) {
          // the JVM is already exiting: the caller's own finally blocks remove what it makes
        }
      }
      return dir;
    }
  }

  /** A new empty file, mode 600, in the private folder. */
  public static Path create(String prefix, String suffix) throws IOException {
    Path in = dir();
    while (true) {
      try {
        return Files.createFile(in.resolve(prefix + COUNTER.incrementAndGet() + suffix), FILE_MODE);
      } catch (FileAlreadyExistsException taken) {
        // made by an earlier JVM of a reused PID that left its folder: the next number
      }
    }
  }

  /**
   * Opens {@code file} for writing from its start: one {@link #create} made, or a new one. An
   * empty file is not truncated: on ext4 a truncation, even of an empty file, marks the file to be
   * written out when it is closed (the {@code auto_da_alloc} mount default), and closing a 1 GiB
   * spool opened with {@code O_TRUNC} waited a quarter of a second for its write-out to start,
   * after the command had ended, and deleting it cost more too. A file that holds bytes is emptied.
   */
  public static java.io.OutputStream open(Path file) throws IOException {
    java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.CREATE,
        java.nio.file.StandardOpenOption.WRITE);
    try {
      if (ch.size() > 0) {
        ch.truncate(0);
      }
    } catch (IOException | RuntimeException e) {
      ch.close();
      throw e;
    }
    return java.nio.channels.Channels.newOutputStream(ch);
  }

  /** A new folder {@code prefix} and a number, mode 700, in {@code parent}; see {@link #create}. */
  static Path makeDir(Path parent, String prefix) throws IOException {
    while (true) {
      // Non-negative: Long.toUnsignedString of a negative number in base 36 goes through BigInteger,
      // whose set-up was 20 ms of a small call's CPU.
      long n = (System.nanoTime() ^ ThreadLocalRandom.current().nextLong()) >>> 1;
      try {
        return Files.createDirectory(parent.resolve(prefix + Long.toString(n, 36)), DIR_MODE);
      } catch (FileAlreadyExistsException taken) {
        // another name
      }
    }
  }

  /**
   * Deletes {@code candor-PID-*} folders in {@code tmp} whose process is gone, and the store's
   * staging files and old spools whose maker is gone (see {@code leftover}). Best effort. The
   * names come from {@link java.io.File#list()}, whose loop over the directory is native: a
   * shared temp folder holds hundreds of entries, and a {@link DirectoryStream} makes a path of
   * each in Java, which cost a small call 30-40 ms of CPU.
   */
  static void sweep(Path tmp) {
    String[] names;
    try {
      names = tmp.toFile().list();
    } catch (RuntimeException e) {
      return; // an unreadable temp directory is not this run's problem
    }
    if (names == null) {
      return;
    }
    for (String name : names) {
      // A plain prefix test, not a glob: a glob compiles to a regex on every call.
      if (name.startsWith(STORE_SPOOL) || name.startsWith(OLD_RUN) || name.startsWith(OLD_SHAPE)) {
        leftover(tmp.resolve(name));
      } else if (candidate(name)) {
        try {
          Path d = tmp.resolve(name);
          if (stale(d)) {
            deleteTree(d);
          }
        } catch (RuntimeException e) {
          // another process's folder, or gone already: leave it
        }
      }
    }
  }

  /**
   * Deletes {@code f} when its maker is gone: a store's staging file ({@code
   * candor-spool-PID-*.tmp}, which the store itself sweeps only when it opens its database, and a
   * call that stores nothing never does) whose PID no longer runs; or a spool of the versions
   * before this folder existed ({@code candor-run-*}, {@code candor-shape-*}) a day old.
   */
  private static void leftover(Path f) {
    try {
      String name = f.getFileName().toString();
      if (!Files.isRegularFile(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        return;
      }
      boolean gone;
      if (name.startsWith(STORE_SPOOL)) {
        int dash = name.indexOf('-', STORE_SPOOL.length());
        long pid = Long.parseLong(name.substring(STORE_SPOOL.length(), dash));
        gone = pid != ProcessHandle.current().pid() && ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true);
      } else {
        gone = Files.getLastModifiedTime(f).toMillis() < System.currentTimeMillis() - OLD_AGE_MILLIS;
      }
      if (gone) {
        Files.deleteIfExists(f);
      }
    } catch (IOException | RuntimeException e) {
      // another process's file, a name of another shape, or gone already: leave it
    }
  }

  /** {@code candor-} and a digit: maybe a folder of this class. */
  private static boolean candidate(String name) {
    return name.length() > PREFIX.length() && name.startsWith(PREFIX) && Character.isDigit(name.charAt(PREFIX.length()));
  }

  private static boolean stale(Path d) {
    String name = d.getFileName().toString();
    int dash = name.indexOf('-', PREFIX.length());
    long pid;
    try {
      pid = Long.parseLong(name.substring(PREFIX.length(), dash));
    } catch (NumberFormatException | IndexOutOfBoundsException e) {
      return false;
    }
    if (pid == ProcessHandle.current().pid() || !Files.isDirectory(d) || Files.isSymbolicLink(d)) {
      return false;
    }
    Optional<ProcessHandle> p = ProcessHandle.of(pid);
    if (p.isEmpty() || !p.get().isAlive()) {
      return true;
    }
    // Alive: the folder's owner started before making it, so a process that started after the
    // folder last changed is another one that got the same PID.
    Optional<java.time.Instant> start = p.get().info().startInstant();
    try {
      return start.isPresent() && start.get().isAfter(Files.getLastModifiedTime(d).toInstant().plusSeconds(1));
    } catch (IOException e) {
      return false;
    }
  }

  static void deleteTree(Path root) {
    try {
      // At exit the folder is empty as a rule (each call removes its spools): one rmdir, and no
      // walk of the tree, whose classes a small call would otherwise load for nothing.
      Files.deleteIfExists(root);
      return;
    } catch (IOException | RuntimeException notEmpty) {
      // walked below
    }
    try {
      Files.walkFileTree(root, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
          Files.deleteIfExists(file);
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
          Files.deleteIfExists(d);
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException | RuntimeException e) {
      // what could not be deleted is swept by a later process
    }
  }
}
