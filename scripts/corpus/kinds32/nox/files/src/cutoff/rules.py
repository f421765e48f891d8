"""An order booked before the depot's 16:00 local cut-off is picked up the same day."""
import datetime as dt
from zoneinfo import ZoneInfo

CUTOFF = dt.time(16, 0)
CLOSED = {5, 6}  # Saturday, Sunday


def local_time(order_utc, depot_tz):
    """The order's time on the depot's clock (naive), from an aware UTC time."""
    offset = ZoneInfo(depot_tz).utcoffset(order_utc.replace(tzinfo=None))
    hours = int(offset.total_seconds() // 3600)
    return order_utc.replace(tzinfo=None) + dt.timedelta(hours=hours)


def same_day(order_utc, depot_tz):
    local = local_time(order_utc, depot_tz)
    return local.weekday() not in CLOSED and local.time() < CUTOFF


def pickup_date(order_utc, depot_tz):
    local = local_time(order_utc, depot_tz)
    day = local.date() if same_day(order_utc, depot_tz) else local.date() + dt.timedelta(days=1)
    while day.weekday() in CLOSED:
        day += dt.timedelta(days=1)
    return day
