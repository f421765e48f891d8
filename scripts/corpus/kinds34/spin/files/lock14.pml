/* Interlock of lock 14 on the canal: two gates, each with paddles (sluices) that let water in
   from the upper pound or out to the lower pound. A gate may only open when the levels either
   side are equal; paddles at one end may only open while the gate at the other end is shut. */
mtype = { SHUT, OPENING, OPEN, CLOSING };
mtype top_gate = SHUT, bottom_gate = SHUT;
bool top_paddles = false, bottom_paddles = false;
byte level = 0;              /* chamber level in steps: 0 = lower pound, 4 = upper pound */
byte boats_up = 0, boats_down = 0;
chan request = [2] of { bit };   /* 0 = a boat going up, 1 = a boat going down */

inline fill_chamber() {
  top_paddles = true;
  do
  :: level < 4 -> level++
  :: level == 4 -> break
  od;
  top_paddles = false
}
inline empty_chamber() {
  bottom_paddles = true;
  do
  :: level > 0 -> level--
  :: level == 0 -> break
  od;
  bottom_paddles = false
}
inline work_gate(g) {
  g = OPENING; g = OPEN;
  g = CLOSING;
  /* the quick-cycle change of 2023: the next step may start while the gate is still closing */
  if
  :: true -> g = SHUT
  :: true -> skip
  fi
}

active proctype keeper() {
  bit dir;
end:
  do
  :: request ? dir ->
     if
     :: dir == 0 ->                  /* up: boat enters at the bottom, leaves at the top */
        empty_chamber(); work_gate(bottom_gate);
        fill_chamber(); work_gate(top_gate);
        boats_up++
     :: dir == 1 ->                  /* down: boat enters at the top, leaves at the bottom */
        fill_chamber(); work_gate(top_gate);
        empty_chamber(); work_gate(bottom_gate);
        boats_down++
     fi;
     if
     :: top_gate == CLOSING -> top_gate = SHUT
     :: bottom_gate == CLOSING -> bottom_gate = SHUT
     :: else -> skip
     fi
  od
}

active [3] proctype boat() {
  byte trips = 0;
  do
  :: trips < 2 -> request ! (_pid % 2); trips++
  :: trips == 2 -> break
  od
}

active proctype interlock() {
  assert(!(top_paddles && bottom_gate != SHUT) && !(bottom_paddles && top_gate != SHUT))
}
