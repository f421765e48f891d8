"""Sessions for the pickup cut-off library: lint once, then the suite per depot time zone."""
import nox

nox.options.sessions = ["lint", "tests"]

DEPOTS = ["UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Sydney", "Pacific/Auckland"]


@nox.session
def lint(session):
    session.install("pyflakes")
    session.run("pyflakes", "src", "tests")


@nox.session
@nox.parametrize("tz", DEPOTS)
def tests(session, tz):
    session.install("pytest")
    session.run("pytest", "-v", "-p", "no:cacheprovider", env={"DEPOT_TZ": tz, "PYTHONPATH": "src"})
