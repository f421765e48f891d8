# The level-crossing controller of a heritage railway (Verilog, Icarus Verilog 11 from Debian):
# the test bench is generated (~150 train movements over the two tracks, east and west, at the
# Mill Lane crossing) and compiled here; the agent runs the simulation with vvp. Every movement is
# checked twice, 'PASS move NNN ...: barrier DOWN, lamps ON while occupied' and 'PASS ... barrier UP
# after clearing'. In the middle, move 088 has trains on both tracks and the east one clears first:
# the controller raises the barrier on any track clearing ('DOWN: if (clear_e | clear_w)') and the
# bench prints 'FAIL move 088 ...: barrier expected DOWN (west still occupied), got UP at ...'; the
# summary 'crossing_tb: 300 checks, 299 passed, 1 failed' last. Exit 0 (the bench reports, it
# does not abort).
mkdir -p tb build
python3 - <<'PY'
import random
random.seed(1904)
L = ["`timescale 1ns/1ns", "module crossing_tb;", "    reg clk = 0, rst = 1, occ_e = 0, occ_w = 0;",
     "    wire barrier_down, lamps;", "    integer checks = 0, passed = 0, failed = 0;",
     "    crossing dut (.clk(clk), .rst(rst), .occ_e(occ_e), .occ_w(occ_w), .barrier_down(barrier_down), .lamps(lamps));",
     "    always #5 clk = ~clk;", "",
     "    task check(input [8*96-1:0] what, input want_down, input [8*40-1:0] why);",
     "        begin",
     "            checks = checks + 1;",
     "            if (barrier_down === want_down && lamps === want_down) begin",
     "                passed = passed + 1;",
     "                $display(\"PASS %0s: barrier %0s, lamps %0s\", what, barrier_down ? \"DOWN\" : \"UP\", lamps ? \"ON\" : \"OFF\");",
     "            end else begin",
     "                failed = failed + 1;",
     "                $display(\"FAIL %0s: barrier expected %0s (%0s), got %0s at %0t ns\", what, want_down ? \"DOWN\" : \"UP\", why, barrier_down ? \"DOWN\" : \"UP\", $time);",
     "            end",
     "        end",
     "    endtask", "",
     "    initial begin",
     "        #20 rst = 0;"]
trains = ["the 10:15 steam service", "the 11:40 diesel railcar", "a ballast train", "the dining train",
          "a light engine", "the 14:05 steam service", "the Santa special", "a track inspection trolley"]
n = 0
for m in range(1, 151):
    tr = random.choice(trains)
    if m == 88:
        w = f"move 088 {tr} east, the 13:20 shuttle west"
        L += [f"        occ_e = 1; occ_w = 1; repeat (6) @(posedge clk); #1;",
              f"        check(\"{w} (both occupied)\", 1, \"both tracks occupied\");",
              f"        occ_e = 0; repeat ({random.randint(3, 5)}) @(posedge clk); #1;",
              f"        check(\"{w} (east cleared)\", 1, \"west still occupied\");",
              f"        occ_w = 0; repeat (4) @(posedge clk); #1;"]
        continue
    side = random.choice(["east", "west"])
    sig = "occ_e" if side == "east" else "occ_w"
    w = f"move {m:03d} {tr} {side}"
    L += [f"        {sig} = 1; repeat ({random.randint(6, 9)}) @(posedge clk); #1;",
          f"        check(\"{w} (occupied)\", 1, \"train in section\");",
          f"        {sig} = 0; repeat ({random.randint(4, 6)}) @(posedge clk); #1;",
          f"        check(\"{w} (cleared)\", 0, \"section clear\");"]
L += ["        $display(\"crossing_tb: %0d checks, %0d passed, %0d failed\", checks, passed, failed);",
      "        $finish;", "    end", "endmodule", ""]
open("tb/crossing_tb.v", "w").write("\n".join(L))
PY
iverilog -g2005 -o build/crossing_tb tb/crossing_tb.v rtl/crossing.v
