#!/bin/bash
# ttcheck.sh TIMETABLE.csv [CLASS]: checks a school timetable export (class;day;period;subject;teacher;room)
# and prints the lessons of CLASS (all classes by default) as "day period subject teacher room".
# Rows that cannot be placed are reported on stderr and make the exit status 2.
file=$1 want=${2:-}
status=0 n=0
declare -A room_at teacher_at
while IFS=';' read -r cls day period subject teacher room; do
  n=$((n + 1))
  [[ $n -eq 1 || -z "$cls" ]] && continue
  case $day in Mon|Tue|Wed|Thu|Fri) ;; *) echo "ERROR: $file:$n: unknown day '$day' for $cls" >&2; status=2; continue ;; esac
  if [[ ! $period =~ ^[1-9]$ ]]; then
    echo "ERROR: $file:$n: period '$period' out of range 1-9 for $cls" >&2; status=2; continue
  fi
  k="$day/$period/$room"
  if [[ -n "${room_at[$k]:-}" ]]; then
    echo "ERROR: $file:$n: room $room double-booked $day period $period ($cls and ${room_at[$k]})" >&2; status=2; continue
  fi
  k2="$day/$period/$teacher"
  if [[ -n "${teacher_at[$k2]:-}" ]]; then
    echo "ERROR: $file:$n: teacher $teacher in two places $day period $period ($cls and ${teacher_at[$k2]})" >&2; status=2; continue
  fi
  room_at[$k]=$cls; teacher_at[$k2]=$cls
  if [[ -z "$want" || "$want" == "$cls" ]]; then echo "$day $period $subject $teacher $room"; fi
done <"$file"
exit $status
