'use strict';
const TIERS = [[0, 0], [100, 0.02], [500, 0.05], [2000, 0.08]];
function discount(total) {
  let rate = 0;
  for (const [min, r] of TIERS) if (total > min) rate = r;
  return Math.round(total * rate * 100) / 100;
}
function shipping(kg, zone) {
  const base = [4.2, 6.9, 9.5, 12.75][zone - 1];
  if (base === undefined) throw new RangeError(`unknown zone ${zone}`);
  return Math.round((base + Math.max(0, kg - 1) * 0.85) * 100) / 100;
}
function invoiceTotal(lines) {
  const sub = lines.reduce((s, l) => s + l.qty * l.price, 0);
  return Math.round((sub - discount(sub)) * 100) / 100;
}
module.exports = { discount, shipping, invoiceTotal };
