package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Of an error line's block, the lines that say what went wrong and where come with the error line
 * itself, not after every other excerpt: the statement indented under an error header, the frame
 * of the caller's own code (whatever the language names its files with), the source line a test
 * runner marks with {@code >}.
 */
class BlockWhatAndWhereTest {

  /** A compiler that builds 40 modules, warns about each, and fails on one with its reason indented under the header. */
  static String haskellBuild() {
    StringBuilder s = new StringBuilder();
    for (int m = 1; m <= 40; m++) {
      s.append(String.format("[%2d of 40] Compiling Shop.Rule%02d   ( src/Shop/Rule%02d.hs, build/Shop/Rule%02d.o )%n%n", m, m, m, m));
      String[] names = {"qty", "net", "rate", "sku", "price", "tier", "cents", "units"};
      String name = names[m % names.length];
      s.append(String.format("src/Shop/Rule%02d.hs:3:1: warning: [-Wunused-imports]%n", m))
          .append("    The import of ‘Data.List’ is redundant\n  |\n")
          .append("3 | import Data.List\n  | ^^^^^^^^^^^^^^^^\n\n")
          .append(String.format("src/Shop/Rule%02d.hs:12:9: warning: [-Wname-shadowing]%n", m))
          .append(String.format("    This binding for ‘%s’ shadows the existing binding%n", name))
          .append(String.format("      bound at src/Shop/Rule%02d.hs:11:10%n  |%n", m))
          .append(String.format("12 |   where %s = %d%n  |         ^^^%n%n", name, m * 7));
      if (m == 23) {
        s.append("src/Shop/Rule23.hs:9:40: error:\n")
            .append("    • No instance for (Fractional Int) arising from the literal ‘0.015’\n")
            .append("    • In the second argument of ‘(*)’, namely ‘0.015’\n")
            .append("      In the expression: fromIntegral net * 0.015\n")
            .append("      In an equation for ‘surcharge’:\n")
            .append("          surcharge = fromIntegral net * 0.015\n  |\n")
            .append("9 |   where surcharge = fromIntegral net * 0.015\n")
            .append("  |                                        ^^^^^\n")
            .append("-fkeep-going in use, removing the following dependencies and continuing:\n      Main\n");
      }
    }
    return s.toString();
  }

  @Test
  void anErrorHeaderKeepsTheStatementIndentedUnderIt() {
    Shaped s = Shaper.builder().budget(Budget.chars(2000)).build()
        .shape(haskellBuild(), Evidence.of("ghc --make -isrc -outputdir build src/Main.hs", 1));
    assertThat(s.text()).contains("src/Shop/Rule23.hs:9:40: error:")
        .contains("• No instance for (Fractional Int) arising from the literal ‘0.015’");
  }

  /** A worker that prices 600 invoices and crashes on one, with a crash report whose frames name files as "(file.erl, line N)". */
  static String erlangCrash() {
    StringBuilder s = new StringBuilder();
    for (int i = 1; i <= 416; i++) {
      s.append(String.format("invoice %04d: %d lines, gross %d%n", i, 1 + i % 7, 1650 + i * 1637));
    }
    s.append("""
        =ERROR REPORT==== 2-Dec-2026::09:01:01.135905 ===
        ** Generic server billing_worker terminating
        ** Last message in was {price,#{id => 417,lines => 5,net => 573375,
                                        rate => undefined}}
        ** When Server state == #{priced => 416}
        ** Reason for termination ==
        ** {badarith,[{erlang,'*',
                              [573375,undefined],
                              [{error_info,#{module => erl_erts_errors}}]},
                      {billing_worker,handle_call,3,
                                      [{file,"src/billing_worker.erl"},{line,13}]},
                      {gen_server,try_handle_call,4,
                                  [{file,"gen_server.erl"},{line,1149}]},
                      {proc_lib,init_p_do_apply,3,
                                [{file,"proc_lib.erl"},{line,240}]}]}
        ** Client <0.9.0> stacktrace
        ** [{gen,do_call,4,[{file,"gen.erl"},{line,256}]},
            {billing,run,1,[{file,"src/billing.erl"},{line,12}]},
            {init,do_boot,3,[]}]

        """);
    s.append("invoice 0417: worker unavailable, queued for retry\n")
        .append("=CRASH REPORT==== 2-Dec-2026::09:01:01.176471 ===\n  crasher:\n")
        .append("    initial call: billing_worker:init/1\n    pid: <0.80.0>\n    registered_name: billing_worker\n")
        .append("    exception error: an error occurred when evaluating an arithmetic expression\n")
        .append("      in operator  */2\n         called as 573375 * undefined\n")
        .append("      in call from billing_worker:handle_call/3 (src/billing_worker.erl, line 13)\n")
        .append("      in call from gen_server:try_handle_call/4 (gen_server.erl, line 1149)\n")
        .append("      in call from gen_server:handle_msg/6 (gen_server.erl, line 1178)\n")
        .append("    ancestors: [billing_sup,<0.9.0>]\n    message_queue_len: 0\n    messages: []\n")
        .append("    links: [<0.79.0>]\n    dictionary: []\n    trap_exit: false\n    status: running\n")
        .append("    heap_size: 6772\n    stack_size: 28\n    reductions: 18750\n  neighbours:\n\n");
    s.append("""
        invoice 0418: worker unavailable, queued for retry
        =SUPERVISOR REPORT==== 2-Dec-2026::09:01:01.181608 ===
            supervisor: {local,billing_sup}
            errorContext: child_terminated
            reason: {badarith,
                        [{erlang,'*',
                             [573375,undefined],
                             [{error_info,#{module => erl_erts_errors}}]},
                         {billing_worker,handle_call,3,
                             [{file,"src/billing_worker.erl"},{line,13}]},
                         {proc_lib,init_p_do_apply,3,
                             [{file,"proc_lib.erl"},{line,240}]}]}
            offender: [{pid,<0.80.0>},
                       {id,billing_worker},
                       {restart_type,permanent},
                       {child_type,worker}]

        """);
    for (int i = 419; i <= 600; i++) {
      s.append(String.format("invoice %04d: %d lines, gross %d%n", i, 1 + i % 7, 1650 + i * 1637));
    }
    return s.append("batch done\n").toString();
  }

  @Test
  void anErrorKeepsTheFrameOfTheCallersOwnCodeWhateverItsLanguage() {
    Shaped s = Shaper.builder().budget(Budget.chars(2000)).build()
        .shape(erlangCrash(), Evidence.of("erl -noshell -pa ebin -s billing main -s init stop", 0));
    assertThat(s.text()).contains("exception error: an error occurred when evaluating an arithmetic expression")
        .contains("in call from billing_worker:handle_call/3 (src/billing_worker.erl, line 13)");
  }

  @Test
  void aSourceLineATestRunnerMarksWithAnArrowBelongsToItsError() {
    String[] lines = {"________ ERROR at setup of test_refund_posts _________", "",
        "    @pytest.fixture", "    def ledger_conn():",
        ">       conn = socket.create_connection((\"127.0.0.1\", PORT), timeout=2)",
        "               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", "", "tests/conftest.py:10: "};
    java.util.List<Line> all = new java.util.ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      all.add(new Line(i + 1, 0, lines[i].length(), lines[i], false, false));
    }
    assertThat(Blocks.block(all, 0).stream().map(Line::text).toList()).contains(lines[4]);
  }
}
