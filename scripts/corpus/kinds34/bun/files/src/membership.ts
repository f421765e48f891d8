export function renewalDate(joined: string, months: number): string {
  const d = new Date(joined + "T00:00:00Z");
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
export function monthlyFee(kind: "adult" | "student" | "family", dependants = 0): number {
  if (kind === "family") return 6500 + 1500 * dependants;
  return kind === "student" ? 3400 : 4800;
}
