# The local wheel index (see make_wheels.py beside this file; $src is the setup folder).
python3 "$src/make_wheels.py" wheels
