# An Ada fare calculator of 36 packages and a main, built with gnatmake -k and all warnings
# (-gnatwa): every body has an unreferenced local, a variable that could be a constant and a
# with clause it does not need; Fares_23 multiplies an Integer by a real literal (expected type
# Standard.Integer), so that unit fails; -k compiles the others, and nothing is bound or linked.
local i withs=""
for i in $(seq -w 1 36); do
  cat >"fares_$i.ads" <<ADA
package Fares_$i is
   function Price (Distance : Integer; Zone : Integer) return Integer;
end Fares_$i;
ADA
  cat >"fares_$i.adb" <<ADA
with Ada.Text_IO;
with Ada.Strings.Unbounded;

package body Fares_$i is
   function Price (Distance : Integer; Zone : Integer) return Integer is
      Base    : Integer := $((10#$i * 5 + 100));
      Unused  : Integer;
      Surplus : Integer := 0;
   begin
$( if [[ $i == 23 ]]; then echo "      Base := Distance * 1.25;"; fi )
      return Base + Distance * $((10#$i % 7 + 2));
   end Price;
end Fares_$i;
ADA
  withs="${withs}with Fares_$i;\n"
done
printf "${withs}with Ada.Text_IO;\n\nprocedure Fare_Table is\nbegin\n   Ada.Text_IO.Put_Line (Integer'Image (Fares_01.Price (12, 1)));\nend Fare_Table;\n" >fare_table.adb
