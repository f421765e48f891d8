# The FPGA voice card of a small Eurorack synthesizer maker (Verilog, sixteen modules under rtl/:
# oscillators, envelopes, a state-variable filter, the MIDI and DAC interfaces), linted with
# Verilator 5.006 --lint-only -Wall: a code base grown on a vendor toolchain that never complained
# about widths, so every module carries WIDTH warnings (sums and products assigned to narrower or
# wider registers), some SELRANGE and PINCONNECTEMPTY ones. In osc_pulse.v a refactor left the
# pulse-width register declared without its range ('reg pwidth_q;'), so the comparator's select
# 'pwidth_q[7:1]' is an error. Verilator's width pass reports it among the warnings of the other
# modules (two SELRANGE warnings on the same select follow it), and stops after that pass ('%Error:
# Exiting due to 1 error(s), N warning(s)'), so the later passes' lint never runs. Exit 1.
mkdir -p rtl
python3 - <<'PY'
import random
random.seed(3141)
mods = ["clock_div", "midi_rx", "uart_rx", "param_bank", "voice_alloc", "osc_saw", "osc_pulse", "wavetable",
        "noise_lfsr", "lfo", "env_adsr", "filter_svf", "vca", "mixer", "i2s_tx", "spi_dac"]
names = ["phase", "step", "level", "accum", "sample", "cutoff", "depth", "rate", "detune", "gain", "offset",
         "count", "shift", "mod", "bend", "pan", "drive", "tone", "decay", "sustain", "release", "attack"]
ports = "input wire clk, input wire rst_n, input wire [7:0] din, input wire [15:0] ctl, output reg [11:0] dout, output wire [7:0] tap"
for m in mods:
    L = ["`default_nettype none", f"// {m}: part of the polyvoice card (voice board rev D)",
         f"module {m} ({ports});"]
    regs = random.sample(names, 9)
    widths = {r: random.choice([8, 12, 16, 24]) for r in regs}
    for r in regs:
        L.append(f"  reg [{widths[r]-1}:0] {r}_q;")
    if m == "osc_pulse":
        L.append("  reg pwidth_q;")
    L.append("  reg [7:0] lut [0:15];")
    L.append("  integer i;")
    L.append("  initial for (i = 0; i < 16; i = i + 1) lut[i] = 8'h00;")
    L.append("  always @(posedge clk or negedge rst_n) begin")
    L.append("    if (!rst_n) begin")
    for r in regs:
        L.append(f"      {r}_q <= 0;")
    if m == "osc_pulse":
        L.append("      pwidth_q <= 1'b0;")
    L.append("    end else begin")
    for k in range(random.randint(9, 13)):
        a, b, c = random.sample(regs, 3)
        form = random.choice(["{a}_q + {b}_q", "{b}_q * din", "{a}_q - ctl", "{b}_q + din + 1", "{c}_q + ctl[7:0]",
                              "{a}_q ^ {c}_q", "({b}_q >> 2) + din"])
        L.append(f"      {a}_q <= " + form.format(a=a, b=b, c=c) + ";")
    if m == "osc_pulse":
        L.append("      pwidth_q <= ctl[15:8];")
        L.append(f"      {regs[0]}_q <= {regs[1]}_q + {{pwidth_q[7:1], 1'b0}};")
    L.append("    end")
    L.append("  end")
    a, b = random.sample(regs, 2)
    L.append(f"  always @(posedge clk) dout <= {a}_q + {b}_q;")
    L.append(f"  assign tap = {random.choice(regs)}_q[{random.choice([9, 11, 13, 15])}:{random.choice([2, 4, 6])}];")
    L += ["endmodule", ""]
    open(f"rtl/{m}.v", "w").write("\n".join(L))
T = ["`default_nettype none", "// polyvoice: top level of the voice card", "module polyvoice (",
     "  input wire clk, input wire rst_n, input wire [7:0] midi_byte, input wire [15:0] knobs,",
     "  output wire [11:0] dac_word, output wire [7:0] leds);"]
prev = "midi_byte"
for i, m in enumerate(mods):
    T.append(f"  wire [11:0] {m}_out;")
    T.append(f"  wire [7:0] {m}_tap;")
for i, m in enumerate(mods):
    tap = f".tap({m}_tap)" if i % 4 else ".tap()"
    T.append(f"  {m} u_{m} (.clk(clk), .rst_n(rst_n), .din({prev}), .ctl(knobs), .dout({m}_out), {tap});")
    prev = f"{m}_out"
T.append("  assign dac_word = spi_dac_out + mixer_out;")
T.append("  assign leds = lfo_tap ^ env_adsr_tap ^ osc_saw_tap;")
T += ["endmodule", ""]
open("rtl/polyvoice.v", "w").write("\n".join(T))
PY
