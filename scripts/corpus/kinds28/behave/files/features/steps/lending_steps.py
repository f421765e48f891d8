import datetime
from behave import given, when, then
import lending


def day(s):
    return datetime.date.fromisoformat(s)


@given('a {kind} lent on {date}')
def step_lent(context, kind, date):
    context.kind, context.lent_on = kind, day(date)
    context.due = lending.due_date(kind, context.lent_on)
    context.renewals, context.holds = 0, 0


@given('it has been renewed {n:d} times')
def step_renewed(context, n):
    context.renewals = n


@given('{n:d} holds are waiting for it')
def step_holds(context, n):
    context.holds = n


@when('the member renews it')
def step_renew(context):
    try:
        context.due = lending.renew(context.kind, context.due, context.renewals, context.holds)
        context.error = None
    except ValueError as e:
        context.error = str(e)


@when('it is returned on {date}')
def step_returned(context, date):
    context.fine = lending.fine_cents(context.kind, context.due, day(date))


@then('it is due on {date}')
def step_due(context, date):
    assert context.due == day(date), f"expected due {date}, got {context.due}"


@then('the renewal is refused with "{msg}"')
def step_refused(context, msg):
    assert context.error == msg, f"expected refusal {msg!r}, got {context.error!r}"


@then('the fine is {amount} EUR')
def step_fine(context, amount):
    want = round(float(amount) * 100)
    assert context.fine == want, f"expected fine {want} cents, got {context.fine} cents"


@given('the hold queue {queue}')
def step_queue(context, queue):
    context.queue = queue.split(",")


@then('card {card} is number {n:d} in the queue')
def step_position(context, card, n):
    assert lending.hold_position(context.queue, card) == n
