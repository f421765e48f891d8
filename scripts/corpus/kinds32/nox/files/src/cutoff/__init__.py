"""Same-day pickup cut-offs for the depots of a parcel courier."""
from .rules import same_day, pickup_date, local_time, CUTOFF

__all__ = ["same_day", "pickup_date", "local_time", "CUTOFF"]
