export function lockerFor(memberNumber: number): string {
  const bank = String.fromCharCode(65 + (memberNumber % 6));
  return `${bank}${String(1 + (memberNumber % 40)).padStart(2, "0")}`;
}
