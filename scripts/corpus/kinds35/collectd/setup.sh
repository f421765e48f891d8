# The bake house of a craft bakery: collectd 5.12 (Debian's collectd-core) on the Pi by the walk-in
# fridge, with the sensor board read through the exec plugin (sensors.py, run as nobody, so the
# case's dir and the dirs above it are opened to nobody), every value written to the log by
# write_log in Graphite format, and the threshold plugin on the walk-in's air (warning above 5 C,
# failure above 8 C, three hits) and the freezer's.
sed -i "s|WORKDIR|$PWD|g" collectd.conf
mkdir -p var
chmod o+x "$WORK" "$WORK/k35" "$PWD"
chmod o+rx sensors.py
