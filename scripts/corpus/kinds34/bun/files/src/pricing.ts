export type Band = "offpeak" | "peak";
export function band(hour: number, weekday: number): Band {
  if (weekday === 0 || weekday === 6) return "peak";
  return hour >= 17 ? "peak" : "offpeak";
}
export function entryFee(age: number, b: Band, member: boolean): number {
  const base = b === "peak" ? 1250 : 950;
  let fee = age < 16 ? Math.round(base * 0.6) : base;
  if (member) fee = 0;
  return fee;
}
export function tenVisitPass(age: number): number {
  return age < 16 ? 7200 : 11000;
}
