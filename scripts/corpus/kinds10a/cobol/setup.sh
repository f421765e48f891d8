# A GnuCOBOL payroll batch of 40 subprograms compiled in one cobc -Wall -m run: each program
# moves a wider field or literal into a narrower one (value size exceeds data size, with notes on
# the receiving field); PAY27 computes into WS-NETPAY, a field it never declares (the one error).
local i p
mkdir -p src
for i in $(seq -w 1 40); do
  p="PAY$i"
  cat >"src/pay$i.cob" <<COB
       IDENTIFICATION DIVISION.
       PROGRAM-ID. $p.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 WS-GROSS       PIC 9(5)V99 VALUE 12345.67.
       01 WS-RATE        PIC 9V99 VALUE 0.$((10#$i % 9 + 10)).
       01 WS-TAX         PIC 9(3)V99.
       01 WS-DEPT        PIC X(4) VALUE "PAYROLL".
       01 WS-CODE        PIC X(6).
       LINKAGE SECTION.
       01 LK-TOTAL       PIC 9(7)V99.
       PROCEDURE DIVISION USING LK-TOTAL.
           COMPUTE WS-TAX = WS-GROSS * WS-RATE.
           MOVE WS-GROSS TO WS-TAX.
           MOVE "DEPARTMENT-$i" TO WS-DEPT.
           MOVE "PAYROLL-RUN-$i" TO WS-CODE.
$( if [[ $i == 27 ]]; then echo "           COMPUTE WS-NETPAY = WS-GROSS - WS-TAX."; fi )
           ADD WS-TAX TO LK-TOTAL.
           GOBACK.
COB
done
