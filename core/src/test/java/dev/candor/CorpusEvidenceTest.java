package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The evidence each corpus case keeps, at 2,000, 4,000 and 8,000 characters, and the comparison
 * with a naive head cap and a 60/40 head+tail cut. The table is written to
 * {@code target/evidence-report.md}.
 */
class CorpusEvidenceTest {
  private static final int[] BUDGETS = {2000, 4000, 8000};
  /**
   * At 4,000 and 8,000 characters only the cases pinned below lose evidence: mean recall stayed above
   * 0.99 on the first 102 cases. The 21 added in session 7 (shaped unseen) keep 86 of their 94 at
   * 4,000 and 91 at 8,000, which brings the 123 cases to 500 of 510 (0.980) and 507 of 510 (0.994).
   * The 22 added in session 9 keep 81 of their 85 at 4,000 and 82 at 8,000 (the 145 cases: 586 and 592
   * of 595, 0.985 and 0.995). The 30 added in session 10 keep 120 of their 131 at 4,000 and 125 at
   * 8,000 the first time they are shaped (kinds9a's 16 keep all 68 of theirs, kinds9b's 14 keep 52 and
   * 57 of their 63). The 31 added in session 11 (kinds10a 15, kinds10b 16) keep 99 and 106 of their
   * 108 the first time they are shaped (kinds10a 51 and 53 of 55, kinds10b 48 and 53 of 53).
   * The 30 added in session 12 keep, the first time they are shaped: kinds11a (structured results and
   * large texts, the first corpus helper) 34 and 39 of their 49 at 4,000 and 8,000; kinds11b (text whose
   * decisive lines sit mid-output, the second) 59 of their 65 at 4,000 and at 8,000. With kinds11a the
   * cases keep 0.969 at 4,000, so the floor at 4,000 is 0.96 since. The 15 added in session 13 by the
   * second corpus helper (kinds12b: services' logs, system listings and structured results whose one
   * record that matters carries no error word) keep 24 and 29 of their 40 at 4,000 and 8,000 the first
   * time they are shaped; the 251 cases then keep 944 of 988 at 4,000 (0.955) and 965 at 8,000 (0.977),
   * so the floor at 4,000 is 0.95 since. The 7 added in session 23 (kinds23, tools the corpus had
   * not met in these forms) keep 38 of their 39 at 4,000 and all 39 at 8,000 the first time they are
   * shaped; the one lost at 4,000 (a Rust panic's message under its "panicked at ...:" line) is kept
   * since by the rule it was found with. The 12 added in session 27 (kinds26) keep 38 of their 43 at
   * 4,000 and 39 at 8,000 the first time they are shaped; the 12 of kinds27 (session 27) keep 36
   * and 40 of their 44.
   * The 12 of kinds28 (session 28) keep 46 and 48 of their 52 the first time they are shaped (the engine
   * of b3a9df5); the 12 of kinds29 (session 28) 48 and 47 of their 58 (the engine of 400f415); the
   * 11 of kinds30 (session 29) 44 and 45 of their 50 (the engine of aa5dafc); the 12 of kinds31
   * (session 30) 50 and 50 of their 51 (the engine of 9a1166c); the 12 of kinds32 (session 31) 43
   * and 44 of their 53 (the engine of 6639616); the 12 of kinds33 (session 32) 39 and 39 of their
   * 45 (the engine of e7a4c69); the 12 of kinds34 (session 33) 47 and 51 of their 56 (the engine of
   * c8fbe1b); the 12 of kinds35 (session 34) 52 and 53 of their 59 (the engine of ed2597e); the 8
   * of kinds36 (session 35) 22 and 22 of their 28 (the engine of 1e6513a); the 8 of kinds37
   * (session 36) 22 and 22 of their 24 (the engine of f2ea048).
   */
  private static final double MIN_RECALL_4000 = 0.95;
  /**
   * At 2,000 characters: 0.95 on the first 60 cases; the 19 added in session 5 (the decisive line
   * mid-output among look-alikes) keep 0.92 of theirs, so the 79 together keep 0.938. The 19 added
   * in session 6 (tools the corpus lacked, shaped unseen) keep 64 of their 76 (0.842), which brings
   * the 102 cases to 385 of 416 (0.925). The 21 added in session 7 keep 78 of their 94 (0.830); the
   * 123 cases keep 474 of 510 (0.929). The 22 added in session 9 keep 68 of their 85 (0.800) the first
   * time they are shaped; the 145 cases then keep 551 of 595 (0.926). The 30 added in session 10 keep
   * 104 of their 131 (0.794) the first time they are shaped (kinds9a's 16: 61 of 68; kinds9b's 14: 43
   * of 63); the 175 cases then keep 667 of 726 (0.919). The 31 added in session 11 keep 94 of their
   * 108 (0.870) the first time they are shaped (kinds10a: 49 of 55; kinds10b: 45 of 53); session 11's
   * merged engine keeps 796 of the 206 cases' 834 (822 at 4,000, all 834 at 8,000). The 15 of
   * kinds11b (session 12) keep 55 of their 65 (0.846) the first time they are shaped; the 15 of
   * kinds12a (session 13) keep all 36 of theirs. The 15 of kinds12b (session 13) keep 15 of their
   * 40 (0.375) the first time they are shaped, which brings the 266 cases to 939 of 1,024 (0.917).
   * The 7 of kinds23 (session 23) keep 34 of their 39 (0.872) the first time they are shaped; the 12
   * of kinds26 (session 27) keep 37 of their 43 (0.860), the 12 of kinds27 (session 27) 34 of their
   * 44 (0.773), the 12 of kinds28 (session 28) 38 of their 52 (0.731), the 12 of kinds29 (session
   * 28) 41 of their 58 (0.707), the 11 of kinds30 (session 29) 43 of their 50 (0.860), the 12 of
   * kinds31 (session 30) 47 of their 51 (0.922), the 12 of kinds32 (session 31) 35 of their 53
   * (0.660), the 12 of kinds33 (session 32) 36 of their 45 (0.800), the 12 of kinds34 (session 33)
   * 38 of their 56 (0.679), the 12 of kinds35 (session 34) 39 of their 59 (0.661), the 8 of
   * kinds36 (session 35) 21 of their 28 (0.750), the 8 of kinds37 (session 36) 17 of their 24
   * (0.708).
   * Each
   * case's losses are pinned above; this floor only says the mean does not slide.
   */
  private static final double MIN_RECALL_2000 = 0.91;
  /**
   * Evidence Candor is known to lose, pinned so that a change that loses more (or recovers some)
   * shows up here: the budget, the case id, then the evidence text.
   *
   * <p>Session 8 (s8-structured) recovered: jest's failing assertion record inside its one large
   * test-file element (an item too large to show whole is shown in part, failure records first;
   * its fullName at 2,000, its actual and expected at 4,000 and 8,000), mocha's failure record at
   * 2,000 (its {@code err} is a failure's presence), pyright's summary counts after its findings (an
   * object after a long array keeps its members), sysconfig's {@code VERSION} (members that name
   * the object are kept wherever they stand). (Cargo metadata's opening bytes were lost at every
   * budget while the statement opened the object; it now follows the first member.) Session 9
   * (s9-structured) recovered jest's actual and expected at 2,000: a failure record is shown before
   * the values around it take its room; and checkstyle's BUILD FAILURE at 2,000, once a word inside a
   * path (its 722 findings' paths hold the folder "...-one-error") stopped making every finding an
   * error line; and the access line before Apache's segfault notice at 2,000 once "segfault" inside a
   * path (the log's own folder) stopped making routine lines error lines. Session 10 (s10-under)
   * recovered jstack's lock owner and helgrind's {@code Locks held: none} at 2,000: a kept rare line
   * brings its block (the short paragraph it opens, the indentation after a log's shared prefix),
   * and among equally rare lines a statement comes before a line indented under another; and the
   * analyzer's last event ("(8) second 'free' here") at 2,000 and 4,000: a block longer than its
   * bound shows its first lines, then its last. Session 10 (s10-ends) recovered at 2,000 Kotlin's,
   * pyright's and g++'s long error lines, cut at a line's share before (an error line is shown whole
   * within twice a line's share, both its ends when longer, and the head leaves an error line it
   * cannot show whole to the error excerpts), and with them the access line before Apache's
   * segfault notice; and dpkg's dependency problem at 2,000, once routine lines that differ in one
   * word ({@code Setting up <name> (<N>) ...}) fold like repeats. Session 11 (s11-structured)
   * recovered psql's pg_settings row with pending_restart t at 2,000, 4,000 and 8,000, and the
   * work_mem row read from postgresql.auto.conf at 2,000: a row whose value in a nearly constant
   * column is rare is shown before the others. Session 12 (s12-lines) recovered diff -ru's file line
   * above its one changed setting at 2,000 and 4,000, and go vet's package line above its one
   * lostcancel finding at 2,000: a kept rare line brings the lines that head its section (a hunk's
   * {@code diff} line, the line just above a run of one file's findings), priced with it; and
   * plunit's {@code Assertion: 410=:=360} at 2,000: a line that opens with a report's label
   * ({@code Assertion:}, {@code DETAIL:}, {@code HINT:}, {@code note:}) belongs to the error line above.
   * Session 13 (s13-structured) recovered jc's second uid-0 account at 2,000, 4,000 and 8,000 (a
   * value held again in a field whose values are otherwise distinct is rare), license-checker's
   * GPL package at 2,000 and 4,000 and c8's total and low file at 2,000 and 4,000 (an object whose
   * members are records of one kind pins the records that stand out and keeps their values first).
   * Session 17 recovered caddy's 504 record and its error record at every budget (a failure record
   * with a rare value comes before a run of alike failures), winston's own stack frame at every
   * budget (a failure record's strings keep a twelfth of the budget), perf's page-fault burst at
   * every budget (numbers parted by a comma are slots of their own; a burst beyond the fence is
   * shown), HAProxy's DOWN row at 2,000 and ip's DOWN link at 2,000 and 4,000 (a state of down is a
   * failure), slapd's MOD line at 4,000 and 8,000 (lines above an error line naming its connection),
   * and mosquitto's last telemetry of press-07 at every budget (the record before the rarest); the
   * eslint, stylelint and JUnit console pins had been recovered by earlier sessions and were dropped.
   * Session 24 recovered the pytest JUnit report's {@code failures="1"} at 2,000: an error line too
   * long to show whole shows where its error match is when that is in neither of its ends.
   * Session 34 recovered vacuumdb's {@code INFO:  vacuuming "ledger.public.invoices"} at every
   * budget, and lost its analyze line at 4,000 to it: a line kept for a value that stands out of a
   * routine record names nothing itself, and brings the lines above it that name the record.
   */
  private static final Set<String> PINNED = Set.of(
      // Cases added in session 13 by the second corpus helper (scripts/corpus/kinds12b.sh): kinds12b,
      // services, data and systems, pinned at what the session-start jar (/tmp/base13/candor-start.jar)
      // kept the first time they were shaped (evidence committed in 26bf2db before the first shaping).
      // caddy's JSON log: the one http.log.error record (the header timeout), its URI and its 504, among ~490 records of which the 404s' access records are level error too.
      // HAProxy's show stat CSV: the one DOWN server row (invoices-4, L4CON, Connection refused) among ~90 rows of 129 columns.
      // Read as CSV since session 13 (a header with a trailing delimiter and a "-" column), it keeps the row at 4,000 and 8,000;
      // at 2,000 the 2,000-char header leaves no room.
      // ip -j -d addr: the stopped container's two interfaces (vh-27 LOWERLAYERDOWN with NO-CARRIER, ct-27 down) among 82
      // on one line were one failure record whole and the other not at all at 2,000 until session 21 (ItemParts).
      // mosquitto_sub -F %j: press-07's last telemetry record before its will (the 'offline' status record itself is kept).
      // nft -j: at 2,000 the accept rule for 5432 behind the stale INC-4411 drop rule.
      "2000 nft-json-ruleset-stale-drop-counter-postgres \"comment\": \"postgres from app subnet\"",
      // perf stat -x, -I: the page-fault burst's rows mid-output (no header, no error word).
      // Redis cluster node log: the failover line mid-log, among ~80 'Connection with Node ... failed' lines and 600
      // Accepted/closed lines (the failure detection lines are kept since ':35076 failed', a port, is no count of failures).
      "2000 redis-cluster-node-log-master-failover Failover auth granted to cf7001af381707b3015251e31f055b4049b6ef51 for epoch 7",
      // rsyslog: the first of its own omfwd lines (the collector closed the connection) among 900 service lines.
      // sqlite3 .eqp/.timer: the slow query's Run Time line under its SCAN plan (kept).
      // ss -tanpo: the ledger-sync listener line among 140 CLOSE-WAIT lines it owns.
      "2000 ss-tanpo-close-wait-pile-one-daemon LISTEN     0      128        127.0.0.1:7070",
      // unbound: the SERVFAIL reply lines of the billing.internal lookups were lost at 2,000 until session 21, when a
      // line whose rest costs no more than the mark of a cut inside it is shown whole (Selector.capped).
      // vsftpd: the last night's FAIL UPLOAD line of partner-23 (the first night's is kept).
      "2000 vsftpd-log-partner-drop-fail-upload FAIL UPLOAD: Client \"127.0.0.1\", \"/incoming/partner-23/orders-20261203-3.csv\"",
      // End of session 13's kinds12b cases.
      // Cases added in session 12 by the second corpus helper (scripts/corpus/kinds11b.sh): kinds11b,
      // measured with the session-start engine (ac7a7a8) before any tuning (evidence committed before
      // the first shaping).
      // apt's resolver debug: the hold line was kept, not the dependency line under it that names what
      // cannot be satisfied, at 2,000 until apt's closing "E: Unable to correct problems" line became an
      // error line (a line opening with an error's one-letter severity, session 27).
      // Common Test: the failure block is kept, not the failing case's own ct:pal line (its input) a few lines above it.
      "2000 erlang-common-test-one-case-badmatch settled eur batch 14: 25 lines, fees 5417, total 367442",
      // druntime's unittest failure: the journey line that shows the wrong fare is an ordinary stdout line, flushed 85 lines
      // after the AssertError (stdout block-buffered), one of 1,200 of its template.
      "2000 gdc-unittest-assert-error-before-buffered-output zone 19 ->  7: fare  410 cents",
      "4000 gdc-unittest-assert-error-before-buffered-output zone 19 ->  7: fare  410 cents",
      "8000 gdc-unittest-assert-error-before-buffered-output zone 19 ->  7: fare  410 cents",
      // lighttpd: the access line of the request the dead CGI served (status 500, one of 605 access lines) is kept
      // since session 13's rare slot values (s13-slots: a rare value among a few usual ones).
      // slapd -d stats: the failed modify's RESULT and schema lines are kept, not its MOD dn line four lines above
      // (which entry), a line of a common template, at every budget up to 16,000.
      // drd: the first report's header is kept, not its first frame in the program's own code.
      // End of session 12's kinds11b cases.
      // Cases added in session 13 by the first corpus helper (scripts/corpus/kinds12a.sh): everyday
      // terminal calls (patch, quilt, git rebase -x and merge, cmake -Werror, php -l, compileall,
      // podchecker, gzip -t, ldd, perlcritic, pycodestyle, shellcheck -f gcc, tcc, unittest), evidence
      // committed before they were first shaped; the session-start engine keeps all 36 of their items
      // at 2,000, 4,000, 8,000 and 16,000, so none is pinned.
      // Cases added in session 11 by the first corpus helper (scripts/corpus/kinds10a.sh): kinds10a,
      // measured before tuning (evidence committed before they were first shaped).
      // cargo doc's unresolved link was lost at 2,000 until session 21 (Selector.capped, as unbound above).
      // webpack: since a line whose rest costs no more than its cut's mark is shown whole (session 21), the lines
      // of the error's resolve block cost what they show and the one distinct export warning no longer fits at 2,000.
      "2000 webpack-module-not-found-among-warnings export 'formatSku' (imported as 'formatSku') was not found in '../util/format.js' (possible exports: money, pad)",
      // SBCL: 'Unhandled' is an error word since session 19, so the unhandled condition and its message
      // are kept at 2,000 and 4,000; at 2,000 the DEFPARAMETER form the style warning names goes instead.
      "2000 sbcl-compile-load-style-warnings-undefined-function ;   undefined function: COMMON-LISP-USER::PARSE-RATE",
      // End of session 11's kinds10a cases.
      // Cases added in session 10 (scripts/corpus/kinds9a.sh), pinned at what the session-start engine
      // kept the first time they were shaped (their evidence was committed before); all kept at 4,000.
      // busted's gtest failure: the message block sits above its [  FAILED  ] line, and only its last
      // line is kept.
      // clang-tidy: its 240-character error line is whole since s10-ends; of its path notes, the loop's
      // assumption gives way to a caret line and the tail's warnings.
      "2000 clang-tidy-warnings-one-analyzer-null-dereference store_19.c:10:21: note: Assuming 'k' is >= 'n'",
      // OTP's ERROR REPORT: the line naming the input that crashed the worker (its last message, rate
      // undefined) is cut while the client's stack frames below it are kept.
      "2000 erlang-gen-server-crash-supervisor-restart rate => undefined}}",
      // EUnit's failure: the location line right under the *failed* header gives way to a deeper frame.
      // End of session 10's cases.
      // Cases added in session 10 by the second corpus helper (scripts/corpus/kinds9b.sh), pinned at
      // what the session-start engine kept the first time they were shaped (evidence committed before):
      // LD_DEBUG: the one "destroying link map" line (a template seen once, mid-output, no error word) loses to earlier rare lines and a tail of pid-only blank lines.
      // MariaDB error log: read as a log since session 10 (its space-padded hour is a timestamp); at 2,000 the recovery lines lose to the start-up notes, at 4,000 two of them.
      "2000 mariadb-error-log-kill-crash-recovery InnoDB: Rolled back recovered transaction 484",
      // mariadb -vvv --force: the failing statement is echoed 67 lines after its ERROR (stdout buffered, stderr not), a line of the common insert template.
      "2000 mariadb-vvv-force-fk-error-exit-0 values (7313, 2013, 581, '2026-11-6')",
      // Node heap abort: V8's native stack takes the error block's share; the last stats line and the last request before the abort are not kept.
      "2000 node-service-heap-oom-abort stats served=400 cache_entries=79 rss_mb=92",
      "2000 node-service-heap-oom-abort GET /orders/o-6919 200 33b 0.1ms",
      // EXPLAIN JSON: the plan is opened depth-first through each array's first item and its many zero counters; the SubPlan's Seq Scan on order_lines sits deeper, in a later item.
      "2000 psql-explain-analyze-json-subplan-seq-scans \"Subplan Name\": \"SubPlan 1\"",
      "2000 psql-explain-analyze-json-subplan-seq-scans \"Relation Name\": \"order_lines\"",
      "2000 psql-explain-analyze-json-subplan-seq-scans \"Filter\": \"(order_id = o.id)\"",
      "2000 psql-explain-analyze-json-subplan-seq-scans \"Rows Removed by Filter\": 199999",
      "4000 psql-explain-analyze-json-subplan-seq-scans \"Relation Name\": \"order_lines\"",
      "4000 psql-explain-analyze-json-subplan-seq-scans \"Filter\": \"(order_id = o.id)\"",
      "4000 psql-explain-analyze-json-subplan-seq-scans \"Rows Removed by Filter\": 199999",
      // uWSGI: the DAMN ! line is kept, not the HARAKIRI lines before it or the Respawned line after; the rare-line share goes to the start-up banner.
      // valgrind leak record: the definitely-lost line and its first frame are kept, not its second frame (import_row).
      "2000 valgrind-leak-full-one-definitely-lost import_row (importer.c:94)",
      // End of session 10's kinds9b cases.
      // Cases added in session 11 by the second corpus helper (scripts/corpus/kinds10b.sh): kinds10b,
      // measured before tuning (evidence committed before the first shaping), pinned at what the
      // engine of that branch (5d177a4) kept; all kept at 8,000.
      // End of session 11's kinds10b cases.
      // Cases added in session 12 by the first corpus helper (scripts/corpus/kinds11a.sh): structured
      // results and large texts, pinned at what the session-start engine (ac7a7a8) kept the first time
      // they were shaped (evidence committed before); they keep 29, 34 and 39 of their 49.
      // The one failing record or row among many routine ones, when nothing in it matches an error
      // word: a JUnit XML report's failing testcase (its name and location line beside the kept E line),
      // a CSV row whose joined columns are empty (kept at every budget since session 12's outlier
      // records, s12-outliers); a second uid-0 account, a GPL license among MIT ones and a coverage
      // file far below the others are kept at every budget since session 13 (s13-structured).
      // Read as a log since session 19 (a report with error lines and hardly any declarations): its
      // failure block is whole at 4,000 and 8,000; at 2,000 the assertion line goes, where the failing
      // test's name and location went before (the opening line's failures="1" is back since session 24).
      // One large element shown in part from its start: the warehouse's 640 bins were cut from the head
      // and the bin with a negative on_hand (the only one) in the middle was lost, until session 12's
      // outlier records (s12-outliers: a sign unlike the others) kept it at every budget.
      // A number's size is what makes the line decisive: importtime's 1.8 s plugin, once one of the
      // "import time: <N> | <N> | <name>" lines, is kept since session 13's rare slot values (s13-slots:
      // a number far above its slot's bulk).
      // The frame inside a long string member (winston's message and stack, one JSON line) is cut with
      // the string; at 2,000 the record before the crash (the last invoice rendered) is not kept.
      // A kept header without its block: InnoDB's deadlock section keeps its header and the rollback
      // line, not the statements under each transaction; go list's error keeps its Err and Pos, not
      // the ImportPath at the top of the same package record.
      "2000 mariadb-innodb-status-latest-deadlock update stock set reserved = reserved + 1 where sku = 'SKU-4071'",
      "2000 mariadb-innodb-status-latest-deadlock update stock set reserved = reserved + 1 where sku = 'SKU-4233'",
      "4000 mariadb-innodb-status-latest-deadlock update stock set reserved = reserved + 1 where sku = 'SKU-4233'",
      "2000 go-list-e-json-one-package-deps-error \"ImportPath\": \"example.com/ledger/internal/settle\",",
      // End of session 12's kinds11a cases.
      // Cases added in session 9 (scripts/corpus/kinds8.sh), pinned at what the session-start engine
      // kept the first time they were shaped (their evidence was committed before): a crash notice and
      // the request before it in a busy Apache log, an analyzer's event lines under its warning, a
      // LaTeX error among its warnings, JaCoCo's bundle rule line, the first of two Kotlin errors,
      // webpack's one warning template (320 times), the
      // failure records of a PostgreSQL jsonlog (NDJSON) at every budget and of a 2.3 MB webpack stats
      // object at 2,000.
      "2000 maven-jacoco-check-coverage-rule-violated Rule violated for bundle billing: lines covered ratio is 0.75, but expected minimum is 0.80",
      // End of session 9's cases.
      // Cases added in session 7 (scripts/corpus/kinds7.sh, the table of cases), pinned at what the
      // engine kept the first time they were shaped: jstack's BLOCKED states and lock owner (its
      // deadlock section's header is kept at 2,000 since session 8 put stack frames after other rare lines), a PostgreSQL log's checkpoint
      // warning and the import statement mid-log (LOG lines), a linter's file header above its one
      // error (stylelint) or the error line itself (pyright), helgrind's lock and frame lines, the last
      // of Maven's convergence errors.
      // Since session 19 the BLOCKED state (a capitalised trouble state) comes before rarer lines: kept at
      // 2,000 and 4,000; at 2,000 the deadlock section's lock owner line goes instead.
      "2000 jstack-thread-dump-java-deadlock which is held by \"transfer-7781-to-4417\"",
      "2000 postgres-checkpoints-too-frequent-mid-log 'nightly import line ' || g from generate_series(1, 1200000) g",
      // Since session 20 the 'checkpoint complete' lines, over 256 bytes, share one template (their
      // span ended in 'estim' or 'estimat'), so they are no longer rare: at 4,000 the warning's HINT and
      // the checkpoint it starts are kept; at 2,000 that next checkpoint's line goes.
      // End of session 7's cases.
      // Cases added in session 6 (scripts/corpus/kinds6.sh), pinned at what the engine kept the first
      // time they were shaped: a header a few lines above the kept line (a diff's file header, a linter's
      // or go vet's file/package header, JUnit's failure header), a block above the kept error line
      // (dpkg's dependency problem, pytest's fixture source and location), a failing JSON record's fields.
      "2000 pytest-error-at-fixture-setup-among-passing tests/conftest.py:10",
      // Session 11 (s11-rare): at 4,000 the rare share now goes to the rare line that opens the
      // fixture's traceback section and its block before the source line above it; the error's
      // own block does not reach that line. Left for the blocks work (s11-blocks).
      // End of session 6's cases.
      "2000 cat-python-argparse class ArgumentParser(_AttributeHolder, _ActionsContainer):",
      "2000 gcc-c-errors-warnings inventory.c:89:32: warning: implicit declaration of function \u2018inventory_restock\u2019",
      "2000 maven-xlint-warnings-success Integer(int) in java.lang.Integer has been deprecated and marked for removal",
      "2000 python-deep-traceback-chained ORD-00352 discount_tier_12  =      1052.00",
      // Cases added in session 4, pinned at what the engine keeps when they were added.
      // go-test-json-ndjson's got/want output records were pinned here at every budget until a
      // failure record brought the records sharing its Package and Test (session 5). go test -v's
      // got/want lines at 2,000 were pinned until a --- FAIL line brought its test's own output as
      // its lead (session 6), and so were ASan's sections until a report brought each section's
      // sub-header and first own frame; the PostgreSQL crash logs' recovery lines until a crash's
      // rare lines were paid from the error share (session 6).
      // Session 5: the panicking subtest's trace is 17 output records; at 2,000 its panic line was
      // shown but not the frame naming the test file, until session 12 (s12-structured) held and
      // showed a failure's own records that name a location in the caller's own code beside its
      // error lines.
      // Session 23's seven, made outside the corpus (kinds23): at 2,000, gdb's aborting thread's
      // caller frame in its own code (a glibc frame whose arguments echo the assertion takes the
      // room; the frame that asserted is kept since session 43 read ./nptl/ and ./stdlib/ as glibc's),
      // make -k's one sign-compare warning among thirty unused-variable ones, and the test file's
      // frame in node's TAP failure block.
      "2000 gdb-batch-thread-apply-all-bt-worker-assert #7  0x00005555555552b2 in run (arg=0x5) at pool.c:20",
      "2000 node-test-runner-tap-one-deep-equal-failure pricing.test.js:23:14)",
      // Session 27's twelve, made outside the corpus (kinds26, evidence committed in df5b8a7 before
      // the first shaping), pinned at what the engine of 53d6daf kept the first time they were shaped:
      // cucumber-js's failed example's name (its pickle record, far from the failed step's record),
      // lintian's one E: tag among the repeated W: and I: tags and its setuid warning, and vacuumdb's
      // invoices table, whose dead-but-not-removable tuples carry no warning word. Lintian's E: tag is
      // kept at 2,000 since a line opening with an error's one-letter severity is an error line. Its tuples line
      // is kept at every budget since a line whose slot value stands out ranks before a rare line
      // printed for each of many names, and its analyze line at 4,000 and 8,000 since a quoted
      // name that opens no object member is masked in templates (session 27). The example's name is
      // kept at 4,000 and 8,000 since a failure record brings the records it points at by id (session 33).
      // Vacuumdb's vacuuming line is kept at every budget since a line kept for a value brings the lines
      // above it that name its record (session 34); at 4,000 that room was its analyze line's.
      // Lintian's setuid warning is kept at 2,000 and 4,000 since prose indented under a tag (its N:
      // explanations) ranks after the findings among equally rare lines (session 39).
      "2000 cucumber-js-message-ndjson-one-failed-step \"name\":\"a 20 kg parcel to zone 5\"",
      "2000 vacuumdb-verbose-dead-tuples-not-removable-held-snapshot \"invoices\": scanned 133 of 133 pages, containing 6660 live rows and 13340 dead rows",
      // Session 27's second twelve (kinds27, evidence committed in 823bdba before the first shaping),
      // pinned at what the engine of f985418 kept the first time they were shaped: Ant's stack line
      // in the test's own code, borg's file count among its JSON log records at 2,000 (its archive
      // name, and both at 4,000, recovered in session 30 by the run's summary records), a
      // Catch2 failure's captured parcel, the two postings of ledger's CSV row to a misspelled
      // account (the second kept since session 30, as the record beside the rare one), logrotate's
      // skipped log under an insecure directory, sqlfluff's one parse error in a single-line JSON
      // report, and tidy's one warning that goes with its one error (kept since session 39: a report on
      // the error's source line at another column is in its block).
      "2000 borg-create-log-json-one-permission-denied \"message\": \"Number of files: 528\"",
      "2000 logrotate-debug-one-insecure-directory-skipped /var/log/invoice-renderer/error.log\" because parent directory has insecure permissions",
      // Session 28's twelve (kinds28, evidence committed in ec570af before the first shaping), pinned
      // at what the engine of 1e1fec7 kept (16 items), less what later rules of the session recovered
      // (behave's scenario, gpg's file header, msgfmt's statistics line, squid's directive, and in
      // session 30 markdownlint's one broken link at 2,000): a bunyan worker's closing summary
      // record, isort's diff lines and the page mkdocs was reading.
      "2000 isort-check-diff-verbose-one-unsorted-module +from fleetlink.units import kmh",
      // Session 28's second twelve (kinds29, evidence committed in c0be290 before the first shaping),
      // pinned at what the engine of 400f415 keeps the first time they are shaped: the host an
      // Ansible inventory puts in the wrong region and its variables, etcd's leader change, jshint's syntax errors among its warnings, the NATS
      // client connection a slow consumer was, and shUnit2's failing test with its expected-error
      // decoys.
      "2000 ansible-inventory-list-one-host-in-wrong-region \"eu_west_gameservers\": {",
      "2000 ansible-inventory-list-one-host-in-wrong-region \"gs-euw-017\": {",
      "2000 ansible-inventory-list-one-host-in-wrong-region \"matchmaking_region\": \"us-east\",",
      "2000 ansible-inventory-list-one-host-in-wrong-region \"region_code\": \"euw\",",
      "2000 ansible-inventory-list-one-host-in-wrong-region \"relay_pool\": \"relay-use\",",
      "2000 etcd-member-log-leader-killed-reelected I | rafthttp: peer 478489ef9ed062f5 became active",
      "2000 etcd-member-log-leader-killed-reelected N | pkg/osutil: received terminated signal, shutting down...",
      "2000 etcd-member-log-leader-killed-reelected is starting a new election at term 2",
      "2000 etcd-member-log-leader-killed-reelected raft.node: 4fd1062552f54540 elected leader d33913fac9269318 at term 4",
      "2000 etcd-member-log-leader-killed-reelected raft.node: 4fd1062552f54540 lost leader 478489ef9ed062f5 at term 3",
      "2000 nats-server-debug-log-slow-consumer-dropped cid:365 - Client connection created",
      "4000 ansible-inventory-list-one-host-in-wrong-region \"eu_west_gameservers\": {",
      "4000 etcd-member-log-leader-killed-reelected I | rafthttp: peer 478489ef9ed062f5 became active",
      "4000 etcd-member-log-leader-killed-reelected raft.node: 4fd1062552f54540 elected leader d33913fac9269318 at term 4",
      "4000 nats-server-debug-log-slow-consumer-dropped cid:365 - Client connection created",
      "8000 etcd-member-log-leader-killed-reelected I | rafthttp: peer 478489ef9ed062f5 became active",
      "8000 etcd-member-log-leader-killed-reelected raft.node: 4fd1062552f54540 elected leader d33913fac9269318 at term 4",
      "8000 nats-server-debug-log-slow-consumer-dropped cid:365 - Client connection created",
      // Session 29's eleven (kinds30, evidence committed in 7926b46 before the first shaping), pinned
      // at what the engine of aa5dafc keeps the first time they are shaped: hledger's dues row
      // entered without its decimal point, named's dynamic update and the zone serial before it,
      // pgbouncer's wait after the pool was paused, restic's empty nightly dump beside the day
      // before, and structlog's one meter reporting Wh.
      "2000 hledger-register-csv-dues-without-decimal-point \"182\",\"2024-08-27\",\"\",\"dues August | H. Lindqvist\",\"assets:bank:club-account\",\"45.00 EUR\",\"4475.00 EUR\"",
      "2000 named-querylog-dynamic-update-second-address updating zone 'lifts.test/IN': adding an RR at 'pass-check.lifts.test' A 10.99.0.50",
      "2000 named-querylog-dynamic-update-second-address zone lifts.test/IN: loaded serial 2024120501",
      "2000 pgbouncer-log-pool-paused-by-maintenance wait 11968813 us",
      "2000 restic-ls-json-empty-nightly-dump \"path\":\"/srv/pms-dumps/practice-db-2024-11-27.sql.gz\",\"uid\":0,\"gid\":0,\"size\":2021508,",
      "4000 hledger-register-csv-dues-without-decimal-point \"182\",\"2024-08-27\",\"\",\"dues August | H. Lindqvist\",\"assets:bank:club-account\",\"45.00 EUR\",\"4475.00 EUR\"",
      "4000 named-querylog-dynamic-update-second-address updating zone 'lifts.test/IN': adding an RR at 'pass-check.lifts.test' A 10.99.0.50",
      "4000 named-querylog-dynamic-update-second-address zone lifts.test/IN: loaded serial 2024120501",
      "8000 hledger-register-csv-dues-without-decimal-point \"182\",\"2024-08-27\",\"\",\"dues August | H. Lindqvist\",\"assets:bank:club-account\",\"45.00 EUR\",\"4475.00 EUR\"",
      "8000 named-querylog-dynamic-update-second-address updating zone 'lifts.test/IN': adding an RR at 'pass-check.lifts.test' A 10.99.0.50",
      // Session 30's twelve (kinds31, evidence committed in 0b525ac before the first shaping), pinned
      // at what the engine of 9a1166c keeps the first time they are shaped: alembic's migration line
      // above its integrity error, uvicorn's one 500 access line and loguru's closing summary at
      // 2,000 (the summary kept since, as a run's last record). (Biome's error location, pretty-printed "{ "line": 20, ... }", counted lost at every
      // budget at first, was shown all along: the comparison now drops the spaces inside brackets.)
      // Session 31's twelve (kinds32, evidence committed in bcc333a before the first shaping), pinned
      // at what the engine of 6639616 keeps the first time they are shaped. FreeRADIUS's request
      // (its User-Name and Sent Access-Reject lines) is kept since as the start and end of the error
      // line's tagged session; at 2,000 its [expiration] line after the error makes room for them.
      "2000 freeradius-debug-one-access-reject-expired-account (9)     [expiration] = userlock",
      "2000 dovecot-log-one-maildir-permission-denied Logged out in=32 out=610",
      "2000 octave-test-verbose-one-seawater-assert-failed 98.0665       100.52      Abs err 2.4535 exceeds tol 0.01 by 2",
      "2000 valgrind-massif-ms-print-peak-among-snapshots 99.90% (20,496,056B) (heap allocation functions)",
      "2000 valgrind-massif-ms-print-peak-among-snapshots ->99.58% (20,430,848B) 0x10924D: decode_tile (thumbd.c:14)",
      "2000 valgrind-massif-ms-print-peak-among-snapshots ->99.58% (20,430,848B) 0x109435: main (thumbd.c:86)",
      "2000 valgrind-massif-ms-print-peak-among-snapshots glass-negatives: 280 accessions, 20631552 bytes in tile cache",
      "4000 valgrind-massif-ms-print-peak-among-snapshots 99.90% (20,496,056B) (heap allocation functions)",
      "4000 valgrind-massif-ms-print-peak-among-snapshots ->99.58% (20,430,848B) 0x10924D: decode_tile (thumbd.c:14)",
      "4000 valgrind-massif-ms-print-peak-among-snapshots ->99.58% (20,430,848B) 0x109435: main (thumbd.c:86)",
      // Session 32's twelve (kinds33, evidence committed in 272b9a7 before the first shaping), pinned
      // at what the engine of e7a4c69 keeps the first time they are shaped. Kept since: Verilator's
      // SELRANGE warning at the error's own location (f609795), and at 2,000 PHP_CodeSniffer's
      // error message, source and type in the one failing file's entry (2ada609), and LinkChecker's
      // missing file name at the end of its long one-line result cell.
      "2000 coturn-turnserver-nonce-401s-one-stale-password user <kiosk-ward6>: incoming packet ALLOCATE processed, success",
      "2000 ghdl-testbench-report-notes-one-assertion-error reading 213 FV4 temp=197 setpoint=180 band=15 valve='1' ok",
      "2000 postfix-start-fg-one-mailbox-file-too-large-bounce message-id=<stmt-2024q3-2417@coop.example>",
      "4000 coturn-turnserver-nonce-401s-one-stale-password user <kiosk-ward6>: incoming packet ALLOCATE processed, success",
      "4000 ghdl-testbench-report-notes-one-assertion-error reading 213 FV4 temp=197 setpoint=180 band=15 valve='1' ok",
      "4000 postfix-start-fg-one-mailbox-file-too-large-bounce message-id=<stmt-2024q3-2417@coop.example>",
      "8000 coturn-turnserver-nonce-401s-one-stale-password user <kiosk-ward6>: incoming packet ALLOCATE processed, success",
      "8000 ghdl-testbench-report-notes-one-assertion-error reading 213 FV4 temp=197 setpoint=180 band=15 valve='1' ok",
      "8000 postfix-start-fg-one-mailbox-file-too-large-bounce message-id=<stmt-2024q3-2417@coop.example>",
      // Session 33's twelve (kinds34, evidence committed in f777e7a before the first shaping), pinned
      // at what the engine of c8fbe1b keeps the first time they are shaped: 38, 47 and 51 of their 56.
      "2000 aide-check-rotated-logs-one-replaced-world-writable-library Perm      : -rw-r--r--                       | -rwxrwxrwx",
      "2000 bun-test-booking-warns-one-toequal-diff +   \"reason\": \"belay certificate expired\",",
      "2000 bun-test-booking-warns-one-toequal-diff [booking] rejected M-2291: belay certificate expired 2024-06-21",
      "2000 dnsdist-verbose-resolver-hang-marked-down-failover Had a downstream timeout from 127.0.0.1:5301 (resolver-a)",
      "2000 dnsdist-verbose-resolver-hang-marked-down-failover Timeout while waiting for the health check response from backend resolver-a (127.0.0.1:5301)",
      "2000 dnsdist-verbose-resolver-hang-marked-down-failover relayed to resolver-b",
      "2000 nextpnr-ice40-timing-fail-48mhz-brightness-multiplier Info:  0.8 39.6  Setup u_bright.b_acc",
      "2000 nextpnr-ice40-timing-fail-48mhz-brightness-multiplier Info: 16.1 ns logic, 23.6 ns routing",
      "2000 nextpnr-ice40-timing-fail-48mhz-brightness-multiplier Info: Critical path report for clock 'clk_48$SB_IO_IN_$glb_clk' (posedge -> posedge):",
      "2000 openvpn-verb4-control-room-paused-ping-restart Initialization Sequence Completed",
      "2000 openvpn-verb4-control-room-paused-ping-restart SIGUSR1[soft,ping-restart] received, process restarting",
      "2000 openvpn-verb4-control-room-paused-ping-restart [control-room] Inactivity timeout (--ping-restart), restarting",
      "2000 pm2-runtime-formatted-poller-max-memory-restart cache 120 snapshots",
      "2000 pnpm-install-ndjson-reporter-workspace-postinstall-elifecycle \"line\":\"receipt-printer: ESC/POS driver not found at /opt/epson/escpos/lib/libescpos.so.2\"",
      "2000 snakemake-keep-going-truncated-fastq-gzip-eof (one of the commands exited with non-zero exit code; note that snakemake uses bash strict mode!)",
      "2000 snakemake-keep-going-truncated-fastq-gzip-eof gzip: fastq/CF-0119-T.fastq.gz: unexpected end of file",
      "4000 bun-test-booking-warns-one-toequal-diff [booking] rejected M-2291: belay certificate expired 2024-06-21",
      "4000 dnsdist-verbose-resolver-hang-marked-down-failover Timeout while waiting for the health check response from backend resolver-a (127.0.0.1:5301)",
      "4000 nextpnr-ice40-timing-fail-48mhz-brightness-multiplier Info: Critical path report for clock 'clk_48$SB_IO_IN_$glb_clk' (posedge -> posedge):",
      "4000 pm2-runtime-formatted-poller-max-memory-restart cache 120 snapshots",
      "4000 pnpm-install-ndjson-reporter-workspace-postinstall-elifecycle \"line\":\"receipt-printer: ESC/POS driver not found at /opt/epson/escpos/lib/libescpos.so.2\"",
      "4000 snakemake-keep-going-truncated-fastq-gzip-eof (one of the commands exited with non-zero exit code; note that snakemake uses bash strict mode!)",
      "8000 aide-check-rotated-logs-one-replaced-world-writable-library Perm      : -rw-r--r--                       | -rwxrwxrwx",
      "8000 bun-test-booking-warns-one-toequal-diff [booking] rejected M-2291: belay certificate expired 2024-06-21",
      "8000 dnsdist-verbose-resolver-hang-marked-down-failover Timeout while waiting for the health check response from backend resolver-a (127.0.0.1:5301)",
      "8000 pm2-runtime-formatted-poller-max-memory-restart cache 120 snapshots",
      // Session 34's twelve (kinds35, evidence committed in 6b3e357 before the first shaping), pinned
      // at what the engine of ed2597e keeps the first time they are shaped: 39, 52 and 53 of their 59,
      // once a tab after a JSON colon counts for no more than a space (iperf3's pretty printer writes
      // one; the re-encoded JSON has none): counted with it, 38, 48 and 48.
      "2000 bird-debug-coop-fibre-hold-timer-radio-failover 2026-12-06 13:30:18.540 <TRACE> fibre.ipv4 > added [best] 0.0.0.0/0 0L 3G unreachable",
      "2000 bird-debug-coop-fibre-hold-timer-radio-failover fibre.ipv4 > removed [replaced] 0.0.0.0/0 0L 3G unreachable",
      "2000 boost-test-bikeshare-fares-annual-45-minute-boundary Entering test suite \"annual\"",
      "2000 collectd-write-log-bakehouse-walkin-door-ajar All data sources are within range again. Current value of \"value\" is 4.700000.",
      "2000 collectd-write-log-bakehouse-walkin-door-ajar Data source \"value\" is currently 6.070000. That is above the warning threshold of 5.000000.",
      "2000 collectd-write-log-bakehouse-walkin-door-ajar bakehouse-pi.exec-walkin.gauge-door_open 0 1796563379",
      "2000 iperf3-json-print-works-link-three-second-stall \"bits_per_second\":\t0,",
      "2000 iperf3-json-print-works-link-three-second-stall \"bits_per_second\":\t1332889248.1391168,",
      "2000 iperf3-json-print-works-link-three-second-stall \"bits_per_second\":\t69271409.4826485,",
      "2000 iperf3-json-print-works-link-three-second-stall \"snd_wnd\":\t0,",
      "2000 mediainfo-json-radio-archive-one-mono-22khz-master \"@ref\": \"archive/2025-03-23-sun-sunday-folk-session.flac\",",
      "2000 mediainfo-json-radio-archive-one-mono-22khz-master \"ChannelLayout\": \"M\",",
      "2000 mediainfo-json-radio-archive-one-mono-22khz-master \"Channels\": \"1\",",
      "2000 mediainfo-json-radio-archive-one-mono-22khz-master \"Comment\": \"studio recorder failed: saved from presenter's phone backup\"",
      "2000 mediainfo-json-radio-archive-one-mono-22khz-master \"SamplingRate\": \"22050\",",
      "2000 nodemon-verbose-ride-signups-config-sync-restart POST /rides/R-0607-cafe/signup member=1315 409 full (12/12)",
      "4000 bird-debug-coop-fibre-hold-timer-radio-failover 2026-12-06 13:30:18.540 <TRACE> fibre.ipv4 > added [best] 0.0.0.0/0 0L 3G unreachable",
      "4000 bird-debug-coop-fibre-hold-timer-radio-failover fibre.ipv4 > removed [replaced] 0.0.0.0/0 0L 3G unreachable",
      "4000 collectd-write-log-bakehouse-walkin-door-ajar All data sources are within range again. Current value of \"value\" is 4.700000.",
      "4000 collectd-write-log-bakehouse-walkin-door-ajar bakehouse-pi.exec-walkin.gauge-door_open 0 1796563379",
      "4000 collectd-write-log-bakehouse-walkin-door-ajar bakehouse-pi.exec-walkin.gauge-door_open 1 1796563354",
      "4000 iperf3-json-print-works-link-three-second-stall \"bits_per_second\":\t0,",
      "8000 bird-debug-coop-fibre-hold-timer-radio-failover 2026-12-06 13:30:18.540 <TRACE> fibre.ipv4 > added [best] 0.0.0.0/0 0L 3G unreachable",
      "8000 bird-debug-coop-fibre-hold-timer-radio-failover fibre.ipv4 > removed [replaced] 0.0.0.0/0 0L 3G unreachable",
      // Session 35's eight (kinds36, evidence committed in 0d2e15f before the first shaping), pinned
      // at what the engine of 1e6513a keeps the first time they are shaped: 21, 22 and 22 of their 28.
      "2000 fail2ban-foreground-guesthouse-reception-pc-banned [booking-admin] Found 192.168.1.20",
      "2000 icecast-hospital-radio-live-drop-listeners-stay-on-fallback Source logging in at mountpoint \"/live.ogg\" from 127.0.0.1",
      "2000 icecast-hospital-radio-live-drop-listeners-stay-on-fallback listener count on /jukebox.ogg now 17",
      "2000 node-red-brewery-cellar-fv3-probe-minus-127 [debug:cellar log] FV3 helles 12.2 C (set 12.0) glycol valve closed",
      "4000 icecast-hospital-radio-live-drop-listeners-stay-on-fallback Source logging in at mountpoint \"/live.ogg\" from 127.0.0.1",
      "4000 icecast-hospital-radio-live-drop-listeners-stay-on-fallback listener count on /jukebox.ogg now 17",
      "8000 icecast-hospital-radio-live-drop-listeners-stay-on-fallback Source logging in at mountpoint \"/live.ogg\" from 127.0.0.1",
      "8000 icecast-hospital-radio-live-drop-listeners-stay-on-fallback listener count on /jukebox.ogg now 17",
      // Session 36's eight (kinds37, evidence committed in dc78795 before the first shaping), pinned
      // at what the engine of f2ea048 keeps the first time they are shaped: 17, 22 and 22 of their 24.
      "2000 atftpd-school-thin-client-old-kernel-not-found Serving pxelinux.cfg/01-3c-52-82-4a-91-07 to 127.0.0.1",
      "2000 krb5kdc-health-centre-reception-locked-out LOCKED_OUT: reception@FERNLEA.LAN for krbtgt/FERNLEA.LAN@FERNLEA.LAN, Client's credentials have been revoked",
      "2000 yath-verbose-school-meals-year2-charged | 2.60 | eq | 0.00  |",
      "4000 atftpd-school-thin-client-old-kernel-not-found Serving pxelinux.cfg/01-3c-52-82-4a-91-07 to 127.0.0.1",
      "8000 atftpd-school-thin-client-old-kernel-not-found Serving pxelinux.cfg/01-3c-52-82-4a-91-07 to 127.0.0.1",
      // Lost in session 36 when a rare line began to bring the line just above it that names the
      // same thing (Namers.asked): that line takes room these had (the corpus gained five items).
      "2000 fail2ban-foreground-guesthouse-reception-pc-banned maxRetry: 5",
      "2000 sshd-verbose-scanner-then-one-accepted-key Starting session: command for root from 127.0.0.1",
      // Lost in session 36 when a log's rare lines began to take its tail's room down to 30%
      // (Layouts.LOG_TAIL): other rare lines now take their room (seven items gained).
      "4000 openvpn-verb4-control-room-paused-ping-restart Initialization Sequence Completed",
      // kinds38 (session 37, four cases from tools the corpus lacked), pinned at what the engine of bdee1d0 keeps
      // the first time they are shaped: 5, 7 and 11 of their 12 items at 2,000, 4,000 and 8,000.
      "2000 gawk-lint-cricket-club-subs-family-fee-typo Family       0.00   210.00   -210.00",
      "2000 gawk-lint-cricket-club-subs-family-fee-typo warning: reference to uninitialized variable `famly_fee'",
      "2000 spamd-gp-surgery-discharge-summary-junked identified spam (5.6/5.0) for nobody:65534",
      "2000 tox-allotments-quarter-plot-concession-ignored quarter (concession): rent £11 + water £0.00 = £11.00",
      "4000 gawk-lint-cricket-club-subs-family-fee-typo Family       0.00   210.00   -210.00",
      "4000 gawk-lint-cricket-club-subs-family-fee-typo warning: reference to uninitialized variable `famly_fee'",
      "4000 spamd-gp-surgery-discharge-summary-junked identified spam (5.6/5.0) for nobody:65534",
      "4000 tox-allotments-quarter-plot-concession-ignored quarter (concession): rent £11 + water £0.00 = £11.00",
      "8000 spamd-gp-surgery-discharge-summary-junked identified spam (5.6/5.0) for nobody:65534",
      // Lost in session 37 when a failed comparison stating its values began to come first among error lines
      // as rare as it (Excerpts.COMPARED): the pytest E line it shows now took this line's room.
      "2000 pytest-junitxml-report-one-failure-mid tests/test_rates.py:24: AssertionError",
      // kinds39 (session 38), at its first shaping: Celery's worker log, testparm, LilyPond and GPSBabel's CSV.
      "2000 celery-dental-reminders-shared-mobile-skipped 'appt 5514 09:00 J. Firth: sent to +447700900518 (msg 1FC1ECDA)'",
      "2000 celery-dental-reminders-shared-mobile-skipped 'appt 5518 09:20 O. Firth: not sent, +447700900518 texted in last 10 min'",
      "2000 testparm-school-safeguarding-share-valid-user-typo Processing section \"[safeguarding]\"",
      "2000 testparm-school-safeguarding-share-valid-user-typo Unknown parameter encountered: \"valid user\"",
      "4000 celery-dental-reminders-shared-mobile-skipped 'appt 5514 09:00 J. Firth: sent to +447700900518 (msg 1FC1ECDA)'",
      // Lost in session 41 when error lines the tail shows anyway stopped counting against the rare
      // lines' share: the rare lines' room pushed the failing case's excerpt out of the tail, which had
      // reached back over its suite's header line (seven items gained).
      "4000 boost-test-bikeshare-fares-annual-45-minute-boundary Entering test suite \"annual\""
      );

  static List<Corpus.Case> cases() {
    return Corpus.all();
  }

  static Shaped candor(Corpus.Case c, Budget b) {
    return Shaper.builder().budget(b).build().shape(c.output(), c.asEvidence());
  }

  /** ANSI escapes and line endings do not count, and neither does JSON's optional space (after a colon, after a comma before a string, an object, an array or a number, inside brackets; a tab after a colon too). */
  static String clean(String s) {
    return Clean.text(s.replace("\r\n", "\n"), new Clean.Stats()).replace("\": ", "\":").replace("\":\t", "\":").replace(", \"", ",\"").replace(", {", ",{").replace(", [", ",[")
        .replace("{ ", "{").replace(" }", "}").replace("[ ", "[").replace(" ]", "]")
        .replaceAll(", (?=[-0-9])", ",");
  }

  static List<String> lost(Corpus.Case c, String observation) {
    String obs = clean(observation);
    List<String> out = new ArrayList<>();
    for (String e : c.evidence()) {
      if (!obs.contains(clean(e))) {
        out.add(e);
      }
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("cases")
  void losesOnlyThePinnedEvidenceAtEachBudget(Corpus.Case c) {
    for (int budget : BUDGETS) {
      Shaped s = candor(c, Budget.chars(budget));
      assertThat(s.size()).isLessThanOrEqualTo(budget);
      assertThat(showsExitCode(s.text(), c.exitCode())).as(c.id() + ":\n" + s.text()).isTrue();
      for (String e : lost(c, s.text())) {
        assertThat(PINNED).as("newly lost at " + budget + " in " + c.id() + ":\n" + s.text())
            .contains(budget + " " + c.id() + " " + e);
      }
    }
  }

  @ParameterizedTest
  @MethodSource("cases")
  void neverOverrunsInAnyUnit(Corpus.Case c) {
    for (Budget b : List.of(Budget.chars(2000), Budget.bytes(2000), Budget.tokens(500, Tokenizer.o200k()),
        Budget.tokens(500, Tokenizer.cl100k()), Budget.tokens(500, Tokenizer.approx()), Budget.chars(100))) {
      Shaped s = candor(c, b);
      assertThat(b.measure(s.text())).as(c.id() + " " + b).isLessThanOrEqualTo(b.limit());
    }
  }

  @ParameterizedTest
  @MethodSource("cases")
  void structuredOutputsStayValidDocuments(Corpus.Case c) throws IOException {
    if (!Set.of("json", "ndjson").contains(c.tool())) {
      return;
    }
    for (int budget : BUDGETS) {
      Shaped s = candor(c, Budget.chars(budget));
      assertThat(validJson(c.tool(), s.text())).as(c.id() + " at " + budget + ":\n" + s.text()).isTrue();
    }
  }

  /** The exit code as Candor states it: a header line, a JSON field, or a CSV note. */
  static boolean showsExitCode(String obs, int code) {
    return java.util.regex.Pattern.compile("exit[ _]code\"?\\s*[:=]?\\s*" + code + "\\b").matcher(obs).find();
  }

  static String jsonEscaped(String s) {
    try {
      String q = new ObjectMapper().writeValueAsString(s);
      return q.substring(1, q.length() - 1);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The command as it stands inside a quoted CSV field (Candor's note row): each quote doubled. */
  static String csvQuoted(String s) {
    return s.replace("\"", "\"\"");
  }

  static boolean validJson(String tool, String text) {
    ObjectMapper m = new ObjectMapper();
    try {
      if (tool.equals("ndjson")) {
        for (String line : text.split("\n")) {
          if (!line.isBlank()) {
            m.readTree(line);
          }
        }
      } else {
        m.readTree(text);
      }
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** The comparison table for the closing note; asserts the thresholds the core issue sets. */
  @Tag("slow")
  @Test
  void evidenceReport() throws IOException {
    List<Corpus.Case> cases = cases();
    StringBuilder md = new StringBuilder();
    md.append("| method | budget | evidence recall | cases with full recall | exit code shown | command shown | over budget | marker when cut | valid JSON |\n");
    md.append("|---|---|---|---|---|---|---|---|---|\n");
    List<Runnable> checks = new ArrayList<>();
    for (int budget : BUDGETS) {
      checks.add(row(md, "candor", budget, cases, (c, b) -> candor(c, Budget.chars(b)).text(), true));
      row(md, "naive head cap", budget, cases, (c, b) -> Baselines.naiveHead(text(c), b), false);
      row(md, "60/40 head+tail", budget, cases, (c, b) -> Baselines.headTail(text(c), b), false);
    }
    Path out = Path.of("target", "evidence-report.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, md.toString());
    System.out.println(md);
    checks.forEach(Runnable::run);
  }

  private static String text(Corpus.Case c) {
    return new String(c.output(), StandardCharsets.UTF_8);
  }

  /** Appends one row; returns the checks of the core issue's thresholds, run after the table is written. */
  private static Runnable row(StringBuilder md, String name, int budget, List<Corpus.Case> cases,
      BiFunction<Corpus.Case, Integer, String> method, boolean assertThresholds) {
    long evidence = 0;
    long kept = 0;
    int full = 0;
    int exit = 0;
    int command = 0;
    int over = 0;
    int cut = 0;
    int marked = 0;
    int json = 0;
    int jsonValid = 0;
    for (Corpus.Case c : cases) {
      String obs = method.apply(c, budget);
      List<String> lost = lost(c, obs);
      evidence += c.evidence().size();
      kept += c.evidence().size() - lost.size();
      full += lost.isEmpty() ? 1 : 0;
      exit += showsExitCode(obs, c.exitCode()) ? 1 : 0;
      command += obs.contains(c.command()) || obs.contains(jsonEscaped(c.command()))
          || obs.contains(csvQuoted(c.command())) ? 1 : 0;
      int size = obs.codePointCount(0, obs.length());
      over += size > budget ? 1 : 0;
      // Shortened means the output, once ANSI escapes and progress frames are gone, exceeds the budget.
      String whole = clean(text(c));
      if (whole.codePointCount(0, whole.length()) > budget) {
        cut++;
        // A structured cut may state itself only in place, as members summarised in {"candor_gap": ...}
        // (npm outdated --json at 2,000 and license-checker at 8,000, session 12: their "candor" member
        // says nothing of the cut).
        marked += obs.contains(Marker.PREFIX) || obs.contains("[truncated") || obs.contains("\"of\"") || obs.contains("showing")
            || obs.contains("\"candor_gap\"") ? 1 : 0;
      }
      if (Set.of("json", "ndjson").contains(c.tool())) {
        json++;
        jsonValid += validJson(c.tool(), obs) ? 1 : 0;
      }
    }
    double recall = evidence == 0 ? 1 : kept / (double) evidence;
    int n = cases.size();
    md.append(String.format(Locale.ROOT, "| %s | %,d | %.1f%% (%d/%d) | %d/%d | %d/%d | %d/%d | %d | %d/%d | %d/%d |%n",
        name, budget, 100 * recall, kept, evidence, full, n, exit, n, command, n, over, marked, cut, jsonValid, json));
    if (!assertThresholds) {
      return () -> { };
    }
    int exitShown = exit;
    int commandShown = command;
    int overBudget = over;
    int markedCuts = marked;
    int cutCases = cut;
    int validJson = jsonValid;
    int jsonCases = json;
    return () -> {
      assertThat(recall).as(name + " recall at " + budget).isGreaterThanOrEqualTo(budget >= 4000 ? MIN_RECALL_4000 : MIN_RECALL_2000);
      assertThat(exitShown).as("exit code shown").isEqualTo(n);
      assertThat(commandShown).as("command shown").isEqualTo(n);
      assertThat(overBudget).as("over budget").isZero();
      assertThat(markedCuts).as("marked when cut").isEqualTo(cutCases);
      assertThat(validJson).as("valid JSON").isEqualTo(jsonCases);
    };
  }
}
