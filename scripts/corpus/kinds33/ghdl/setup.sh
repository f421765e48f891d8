# The fermentation-cellar controller of a craft brewery (VHDL, two design units under src/: the
# glycol valve controller with its hysteresis band, and a sample counter) and its testbench,
# tb/tb_cellar.vhd, which replays 360 logged readings of six tanks and compares the valve with the
# brewer's rule (open at setpoint + band or above, close at setpoint or below, else hold). Each check
# is a 'report ... severity note' line. The controller opens only when the temperature is strictly
# above setpoint + band, so the one reading that sits exactly on it (tank FV4, 19.5 C against
# 18.0 + 1.5) leaves the valve closed: one '(assertion error)' among the notes; the testbench goes on
# and ends with its own tally line. GHDL 2.0 (mcode): analyse, elaborate, run, in one command line.
mkdir -p src tb
cat >src/cellar_ctl.vhd <<'VHD'
library ieee;
use ieee.std_logic_1164.all;

-- Glycol valve of one fermentation vessel: temperatures in tenths of a degree C.
entity cellar_ctl is
  port (
    clk      : in  std_logic;
    temp     : in  integer;
    setpoint : in  integer;
    band     : in  integer;
    valve    : out std_logic
  );
end entity;

architecture rtl of cellar_ctl is
  signal open_q : std_logic := '0';
begin
  process (clk)
  begin
    if rising_edge(clk) then
      if temp > setpoint + band then
        open_q <= '1';
      elsif temp <= setpoint then
        open_q <= '0';
      end if;
    end if;
  end process;
  valve <= open_q;
end architecture;
VHD
cat >src/sample_counter.vhd <<'VHD'
library ieee;
use ieee.std_logic_1164.all;

entity sample_counter is
  port (clk : in std_logic; count : out natural);
end entity;

architecture rtl of sample_counter is
  signal n : natural := 0;
begin
  process (clk)
  begin
    if rising_edge(clk) then
      n <= n + 1;
    end if;
  end process;
  count <= n;
end architecture;
VHD
python3 - <<'PY'
import random
random.seed(1516)
tanks = {"FV1": (120, 10), "FV2": (190, 15), "FV3": (120, 10), "FV4": (180, 15), "FV5": (200, 20), "FV6": (110, 10)}
rows = []
state = {t: 0 for t in tanks}
temps = {t: sp + 3 for t, (sp, b) in tanks.items()}
for i in range(360):
    t = list(tanks)[i % 6]
    sp, b = tanks[t]
    if i == 207:
        temp = sp + b            # exactly on the band's upper edge
        assert t == "FV4"
    elif i == 201:
        temp = sp - 2            # the vessel had cooled below its setpoint: valve closed
    else:
        temp = temps[t] + random.choice([-4, -3, -2, -1, 1, 2, 3, 4])
        temp = max(sp - 12, min(sp + b + 12, temp))
        if temp == sp + b:
            temp += 1
    temps[t] = temp
    if temp >= sp + b:
        state[t] = 1
    elif temp <= sp:
        state[t] = 0
    rows.append((t, sp, b, temp, state[t]))
L = ["library ieee;", "use ieee.std_logic_1164.all;", "", "entity tb_cellar is", "end entity;", "",
     "architecture sim of tb_cellar is",
     "  type reading is record",
     "    tank : string(1 to 3);", "    setpoint, band, temp : integer;", "    expect : std_logic;", "  end record;",
     "  type reading_table is array (natural range <>) of reading;",
     "  constant log : reading_table := ("]
L.append(",\n".join(f"    (\"{t}\", {sp}, {b}, {temp}, '{e}')" for t, sp, b, temp, e in rows))
L += ["  );",
      "  type std_vec is array (1 to 6) of std_logic;",
      "  signal clk : std_logic := '0';",
      "  signal valves : std_vec;",
      "  type int_vec is array (1 to 6) of integer;",
      "  signal temps : int_vec := (others => 0);",
      "  signal sps : int_vec := (others => 0);",
      "  signal bands : int_vec := (others => 0);",
      "begin",
      "  gen : for k in 1 to 6 generate",
      "    dut : entity work.cellar_ctl port map (clk => clk, temp => temps(k), setpoint => sps(k), band => bands(k), valve => valves(k));",
      "  end generate;",
      "  process",
      "    variable k : integer;",
      "    variable failures : natural := 0;",
      "  begin",
      "    for i in log'range loop",
      "      k := character'pos(log(i).tank(3)) - character'pos('0');",
      "      temps(k) <= log(i).temp; sps(k) <= log(i).setpoint; bands(k) <= log(i).band;",
      "      wait for 5 ns; clk <= '1'; wait for 5 ns; clk <= '0'; wait for 1 ns;",
      "      if valves(k) = log(i).expect then",
      "        report \"reading \" & integer'image(i) & \" \" & log(i).tank & \" temp=\" & integer'image(log(i).temp) &",
      "          \" setpoint=\" & integer'image(log(i).setpoint) & \" band=\" & integer'image(log(i).band) &",
      "          \" valve=\" & std_logic'image(valves(k)) & \" ok\" severity note;",
      "      else",
      "        failures := failures + 1;",
      "        assert false report \"reading \" & integer'image(i) & \" \" & log(i).tank & \" temp=\" & integer'image(log(i).temp) &",
      "          \" setpoint=\" & integer'image(log(i).setpoint) & \" band=\" & integer'image(log(i).band) &",
      "          \": valve=\" & std_logic'image(valves(k)) & \", expected \" & std_logic'image(log(i).expect) severity error;",
      "      end if;",
      "    end loop;",
      "    report \"cellar log replay: \" & integer'image(log'length) & \" readings, \" & integer'image(failures) & \" mismatches\" severity note;",
      "    wait;",
      "  end process;",
      "end architecture;", ""]
open("tb/tb_cellar.vhd", "w").write("\n".join(L))
PY
