# The web proxy of a primary school (Privoxy 3.0.34 from Debian, a private config in the case's
# dir): it blocks advertising and tracking hosts (school.action) and forwards everything else to
# the county's filtering cache (upstream.py, a stand-in on loopback). Logging: requests, crunches,
# info and errors, to stderr in --no-daemon mode.
cat >config <<CONF
confdir $PWD
templdir /etc/privoxy/templates
logdir $PWD
actionsfile school.action
listen-address 127.0.0.1:PORT
forward / 127.0.0.1:UPSTREAM
toggle 1
enable-remote-toggle 0
enable-edit-actions 0
buffer-limit 4096
keep-alive-timeout 5
socket-timeout 30
debug 1
debug 1024
debug 4096
debug 8192
CONF
