package com.acme.billing;

/** Late fees of the dunning run, in cents. */
public final class Dunning {
    private Dunning() {}

    /** Fee for an invoice this many days overdue: none up to 14, 5.00 up to 30, 10.00 up to 44, 15.00 from 45. */
    public static long lateFeeCents(int daysOverdue) {
        if (daysOverdue <= 14) return 0;
        if (daysOverdue <= 30) return 500;
        if (daysOverdue <= 45) return 1000;
        return 1500;
    }

    /** Interest at the given yearly rate (basis points) for the days overdue, rounded half up. */
    public static long interestCents(long openCents, int daysOverdue, int yearlyBasisPoints) {
        return Math.round(openCents * (yearlyBasisPoints / 10000.0) * daysOverdue / 365.0);
    }

    /** Dunning level: 0 none, 1 reminder, 2 first notice, 3 final notice. */
    public static int level(int daysOverdue) {
        if (daysOverdue <= 14) return 0;
        if (daysOverdue <= 30) return 1;
        if (daysOverdue <= 44) return 2;
        return 3;
    }
}
