# A seaside guest house's booking system, whose admin login is open to the internet: fail2ban 1.0
# (Debian) watches the booking system's auth log (logs/booking-admin.log) with one jail, 5 failures
# in 10 minutes banned for an hour, the bans written to the block list the router takes (a file
# here, no firewall is touched). The jail's ignoreip still holds only the defaults, not the
# guest house's own LAN.
sed -i "s|WORKDIR|$PWD|g" fail2ban.conf jail.conf action.d/firewall-note.conf
mkdir -p run logs
: > logs/booking-admin.log
