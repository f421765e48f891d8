export interface Member { id: string; belayCertExpires: string | null; banned?: boolean }
export interface Result { allowed: boolean; reason?: string }
const closed: Record<string, string> = { "2024-06-03": "route setting", "2024-06-17": "floor resurfacing" };
export function canBookRoped(m: Member, sessionStart: string): Result {
  if (m.banned) {
    console.warn(`[booking] rejected ${m.id}: member suspended`);
    return { allowed: false, reason: "member suspended" };
  }
  const day = sessionStart.slice(0, 10);
  if (closed[day]) {
    console.warn(`[booking] rejected ${m.id}: wall closed on ${day} for ${closed[day]}`);
    return { allowed: false, reason: `wall closed for ${closed[day]}` };
  }
  if (!m.belayCertExpires) {
    console.warn(`[booking] rejected ${m.id}: no belay certificate on file`);
    return { allowed: false, reason: "no belay certificate" };
  }
  // the certificate is valid to the end of its expiry day
  if (new Date(sessionStart) >= new Date(m.belayCertExpires)) {
    console.warn(`[booking] rejected ${m.id}: belay certificate expired ${m.belayCertExpires}`);
    return { allowed: false, reason: "belay certificate expired" };
  }
  return { allowed: true };
}
export function capacityLeft(booked: number, instructors: number): number {
  return Math.max(0, instructors * 8 - booked);
}
