# nox with the default sessions, as the agent ran it: for each session 'nox > Running session ...',
# the virtualenv created under .nox/, 'nox > python -m pip install ...' (pip itself quiet; here it
# installs from the machine's local package index, set for this run by PIP_INDEX_URL), then the
# tool's own output, pytest -v's 39 PASSED lines per time zone, and 'nox > Session ... was
# successful'. In tests(tz='Asia/Kolkata'), the fourth of seven, local_time() keeps only the whole
# hours of the depot's UTC offset (+05:30 becomes +05:00), so an order booked at 16:15 in Kolkata
# is taken for 15:45 and given a same-day pickup on a weekday: one FAILED among the PASSED lines
# with 'assert True == False', the short summary and '1 failed, 42 passed', and 'nox > Session
# tests(tz='Asia/Kolkata') failed.'; the other sessions pass, and nox's closing list says which
# session failed. Exit 1.
PIP_INDEX_URL=file:///opt/pypi/simple PIP_DISABLE_PIP_VERSION_CHECK=1 nox 2>&1
