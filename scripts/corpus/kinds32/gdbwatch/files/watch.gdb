# Who changes the Saturday matinee's seat count? (the box office saw a negative count on the web)
set pagination off
set confirm off
break loaded
run bookings.txt
watch -l perfs[2].seats_left
commands
  bt 2
  continue
end
continue
