package aero.northfield.bhs;

import java.util.Map;
import java.util.logging.Logger;

/** Decides where the baggage handling system sends a bag read at the check-in collector belt. */
public final class Sorter {
    private static final Logger LOG = Logger.getLogger(Sorter.class.getName());

    /** Bags this many minutes or more before departure wait in the early-bag store. */
    public static final int EARLY_BAG_MINUTES = 180;
    /** Make-up carousels close this many minutes before departure. */
    public static final int MAKE_UP_CLOSES = 35;

    private final Map<String, String> makeUpByFlight;

    public Sorter(Map<String, String> makeUpByFlight) {
        this.makeUpByFlight = makeUpByFlight;
    }

    public String destination(String tag, String flight, int minutesToDeparture, boolean transfer, int connectionMinutes) {
        if (tag == null || !tag.matches("\\d{10}")) {
            LOG.warning("unreadable tag '" + tag + "' on " + flight + ": to manual coding station");
            return "MCS";
        }
        String makeUp = makeUpByFlight.get(flight);
        if (makeUp == null) {
            LOG.warning("bag " + tag + ": no make-up allocation for " + flight + ": to problem bag area");
            return "PBA";
        }
        if (transfer && connectionMinutes < 45) {
            return "HOT";
        }
        if (minutesToDeparture < MAKE_UP_CLOSES) {
            LOG.warning("bag " + tag + " for " + flight + " too late (" + minutesToDeparture + " min): to late-bag desk");
            return "LATE";
        }
        // EBS only for bags that arrive more than EARLY_BAG_MINUTES before departure
        if (minutesToDeparture >= EARLY_BAG_MINUTES) {
            return "EBS";
        }
        return makeUp;
    }
}
