"""Lending rules of a municipal library network: loan periods, renewals, holds and overdue fines."""
import datetime

LOAN_DAYS = {"book": 28, "dvd": 7, "magazine": 14, "boardgame": 21, "ebook-reader": 14}
FINE_CENTS_PER_DAY = {"book": 30, "dvd": 100, "magazine": 20, "boardgame": 50, "ebook-reader": 200}
FINE_CAP_CENTS = {"book": 600, "dvd": 1500, "magazine": 300, "boardgame": 1000, "ebook-reader": 5000}
MAX_RENEWALS = 3
# Days the branches are closed: no fine accrues on them (Sundays are handled separately).
CLOSED = {datetime.date(2024, 5, 1), datetime.date(2024, 5, 9), datetime.date(2024, 5, 20),
          datetime.date(2024, 5, 30), datetime.date(2024, 10, 3), datetime.date(2024, 12, 25),
          datetime.date(2024, 12, 26)}


def due_date(kind, lent_on):
    return lent_on + datetime.timedelta(days=LOAN_DAYS[kind])


def renew(kind, due, renewals, holds):
    if holds:
        raise ValueError("item has holds")
    if renewals >= MAX_RENEWALS:
        raise ValueError("renewal limit reached")
    return due + datetime.timedelta(days=LOAN_DAYS[kind])


def fine_cents(kind, due, returned):
    days = 0
    d = due + datetime.timedelta(days=1)
    while d <= returned:
        if d.weekday() != 6 and d not in CLOSED:
            days += 1
        d += datetime.timedelta(days=1)
    return min(days * FINE_CENTS_PER_DAY[kind], FINE_CAP_CENTS[kind])


def hold_position(queue, card):
    return queue.index(card) + 1
