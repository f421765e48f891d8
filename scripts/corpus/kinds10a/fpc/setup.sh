# A Free Pascal payroll program of 40 units compiled with hints and notes on: every unit has an
# unused local, an unused parameter and an implicit string conversion; unit tax27 assigns a Real
# to an Integer (Incompatible types), so fpc stops compiling after that unit.
local i uses=""
for i in $(seq -w 1 40); do
  cat >"tax$i.pas" <<PAS
unit tax$i;

{\$mode objfpc}{\$H+}

interface

function Withhold$i(Gross: Integer; Band: Integer): Integer;
function Describe$i(Code: ShortString): AnsiString;

implementation

uses SysUtils;

function Withhold$i(Gross: Integer; Band: Integer): Integer;
var
  Unused, Spare, Carry: Integer;
  Ratio: Double;
  Rate: Integer;
begin
  Rate := $((10#$i % 9 + 10));
$( if [[ $i == 27 ]]; then echo "  Rate := Gross * 0.18;"; fi )
  Result := Gross * Rate div 100;
end;

function Describe$i(Code: ShortString): AnsiString;
var
  Caption, Prefix, Suffix: AnsiString;
  Scratch: Int64;
begin
  Caption := Code;
  Result := 'tax rule $i for ' + Caption;
end;

end.
PAS
  uses="${uses}tax$i, "
done
cat >payroll.pas <<PAS
program payroll;

{\$mode objfpc}{\$H+}

uses ${uses%, };

begin
  WriteLn(Withhold01(250000, 2));
end.
PAS
