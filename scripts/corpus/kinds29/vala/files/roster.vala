/* Shift roster of a regional ambulance service: crews per station and shift, rest-time rules. */
namespace Roster {
    public int rest_hours (int end_hour, int next_start_hour) {
        /* hours between the end of one shift and the start of the next, across midnight */
        int h = (next_start_hour - end_hour) % 24;
        if (h < 0) h += 24;
        return h;
    }
    public bool shift_allowed (int end_hour, int next_start_hour, int min_rest) {
        int r = rest_hours (end_hour, next_start_hour);
        if (r < min_rest) {
            GLib.message ("rest of %d h below %d h (end %02d:00, next start %02d:00)", r, min_rest, end_hour, next_start_hour);
            return false;
        }
        return true;
    }
}
