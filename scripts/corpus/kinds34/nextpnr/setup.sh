# The door sign of a town's hackspace: an iCE40 UP5K board (SG48) that takes frames from the
# host over a UART, scales the colours by the ambient-light sensor's level and drives six PWM
# outputs for two RGB LED strings, clocked at 48 MHz. Synthesised with yosys 0.23 (synth_ice40,
# no DSP blocks asked for) into build/door_sign.json; the agent then ran nextpnr-ice40 0.4 with
# the board's pin file and --freq 48. The brightness module multiplies 16 x 16 bits and adds the
# running average in one clock, in LUTs: the critical path (the multiplier's carry chains) allows
# only about 25 MHz, so routing ends with 'Max frequency for clock ... (FAIL at 48.00 MHz)'.
mkdir -p build
yosys -q -p 'synth_ice40 -top door_sign -json build/door_sign.json' rtl/*.v >/dev/null 2>&1
