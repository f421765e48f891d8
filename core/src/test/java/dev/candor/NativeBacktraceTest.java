package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A native backtrace's frames inside glibc, as Debian's and Ubuntu's builds name its sources
 * ({@code at ./nptl/pthread_kill.c:44}, {@code at ./stdlib/abort.c:79}), are a library's, not the
 * program's: the frame that says where the program went wrong is the first in its own sources.
 */
class NativeBacktraceTest {

  @Test
  void glibcFramesOfDebianBuildsAreLibraryFrames() {
    assertThat(Frames.isLibrary("#0  __pthread_kill_implementation (threadid=<optimized out>, signo=signo@entry=6) at ./nptl/pthread_kill.c:44")).isTrue();
    assertThat(Frames.isLibrary("#3  0x00007ffff7dfb472 in __GI_abort () at ./stdlib/abort.c:79")).isTrue();
    assertThat(Frames.isLibrary("#5  0x00007ffff7e09ec2 in __GI___assert_fail (assertion=0x555555556010 \"total == 0\") at ./assert/assert.c:103")).isTrue();
  }

  @Test
  void theProgramsOwnFramesAreNot() {
    String own = "#6  0x0000555555555261 in post_entry (journal=3, debit=1200, credit=1150) at ledger.c:27";
    assertThat(Frames.isLibrary(own)).isFalse();
    assertThat(Frames.pointsAtOwnCode(own)).isTrue();
    assertThat(Frames.isLibrary("#4  0x0000555555555292 in settle () at src/stdlib/money.c:19")).isFalse();
  }

  /** gdb's {@code thread apply all bt} of a ledger whose worker thread failed an assertion, eight threads waiting. */
  static String gdbBacktraceOfAnAssertion() {
    StringBuilder s = new StringBuilder("[Thread debugging using libthread_db enabled]\n")
        .append("Using host libthread_db library \"/lib/x86_64-linux-gnu/libthread_db.so.1\".\n");
    for (int t = 2; t <= 9; t++) {
      s.append(String.format("[New Thread 0x7ffff%x6c0 (LWP %d)]%n", 0x7dd1 - (t - 2) * 0x800, 30100 + t));
    }
    s.append("ledger: ledger.c:27: post_entry: Assertion `total == 0 && \"journal entry does not balance\"' failed.\n\n")
        .append("Thread 5 \"ledger\" received signal SIGABRT, Aborted.\n")
        .append("[Switching to Thread 0x7ffff65ce6c0 (LWP 30105)]\n")
        .append("__pthread_kill_implementation (threadid=<optimized out>, signo=signo@entry=6, no_tid=no_tid@entry=0)"
            + " at ./nptl/pthread_kill.c:44\n")
        .append("44\t./nptl/pthread_kill.c: No such file or directory.\n");
    for (int t = 9; t >= 1; t--) {
      s.append(String.format("%nThread %d (Thread 0x7ffff%x6c0 (LWP %d) \"ledger\"):%n", t, 0x7dd1 - (t - 2) * 0x800, 30100 + t));
      if (t == 5) {
        s.append("#0  __pthread_kill_implementation (threadid=<optimized out>, signo=signo@entry=6, no_tid=no_tid@entry=0)"
                + " at ./nptl/pthread_kill.c:44\n")
            .append("#1  0x00007ffff7e5ff4f in __pthread_kill_internal (signo=6, threadid=<optimized out>) at ./nptl/pthread_kill.c:78\n")
            .append("#2  0x00007ffff7e10fb2 in __GI_raise (sig=sig@entry=6) at ../sysdeps/posix/raise.c:26\n")
            .append("#3  0x00007ffff7dfb472 in __GI_abort () at ./stdlib/abort.c:79\n")
            .append("#4  0x00007ffff7dfb395 in __assert_fail_base (fmt=0x7ffff7f70a90 \"%s%s%s:%u: %s%sAssertion `%s' failed.\\n%n\","
                + " assertion=assertion@entry=0x555555556010 \"total == 0 && \\\"journal entry does not balance\\\"\","
                + " file=file@entry=0x555555556008 \"ledger.c\", line=line@entry=27, function=function@entry=0x55555555605c"
                + " <__PRETTY_FUNCTION__.0> \"post_entry\") at ./assert/assert.c:94\n")
            .append("#5  0x00007ffff7e09ec2 in __GI___assert_fail (assertion=0x555555556010 \"total == 0 && \\\"journal entry does not"
                + " balance\\\"\", file=0x555555556008 \"ledger.c\", line=27, function=0x55555555605c <__PRETTY_FUNCTION__.0>"
                + " \"post_entry\") at ./assert/assert.c:103\n")
            .append("#6  0x0000555555555261 in post_entry (journal=3, debit=1200, credit=1150) at ledger.c:27\n")
            .append("#7  0x00005555555552b2 in run (arg=0x3) at ledger.c:38\n");
      } else if (t == 1) {
        s.append("#0  futex_wait (private=0, expected=2, futex_word=0x555555558080 <mu>) at ../sysdeps/nptl/futex-internal.h:146\n")
            .append("#1  __GI___lll_lock_wait (futex=futex@entry=0x555555558080 <mu>, private=0) at ./nptl/lowlevellock.c:49\n")
            .append("#2  0x00007ffff7e61482 in lll_mutex_lock_optimized (mutex=0x555555558080 <mu>) at ./nptl/pthread_mutex_lock.c:48\n")
            .append("#3  ___pthread_mutex_lock (mutex=0x555555558080 <mu>) at ./nptl/pthread_mutex_lock.c:93\n")
            .append("#4  0x00005555555553bf in main () at ledger.c:52\n");
        continue;
      } else {
        s.append("#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0,"
                + " futex_word=0x5555555580e8 <cv+40>) at ./nptl/futex-internal.c:57\n")
            .append("#1  0x00007ffff7e5d5d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x555555558080 <mu>,"
                + " cond=0x5555555580c0 <cv>) at ./nptl/pthread_cond_wait.c:503\n")
            .append("#2  ___pthread_cond_wait (cond=0x5555555580c0 <cv>, mutex=0x555555558080 <mu>) at ./nptl/pthread_cond_wait.c:618\n")
            .append(String.format("#3  0x0000555555555301 in run (arg=0x%x) at ledger.c:44%n", t));
      }
      s.append("#8  0x00007ffff7e5e1f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442\n")
          .append("#9  0x00007ffff7ede8ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81\n");
    }
    return s.toString();
  }

  @Test
  void anAssertionsBacktraceShowsTheProgramsFrameNotTheFirstGlibcOne() {
    Shaped s = Shaper.builder().budget(Budget.chars(2_000)).build()
        .shape(gdbBacktraceOfAnAssertion(), Evidence.of("gdb -q -batch -ex run -ex \"thread apply all bt\" ./ledger", 0));
    assertThat(s.size()).isLessThanOrEqualTo(2_000);
    assertThat(Marker.findAll(s.text())).as(s.text()).isEqualTo(s.cuts());
    assertThat(s.text()).as(s.text()).contains("in post_entry (journal=3, debit=1200, credit=1150) at ledger.c:27");
  }
}
