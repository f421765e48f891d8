# Germination trials of a regional seed bank: rates, viability class and the regeneration decision.
germination_rate <- function(sown, sprouted) {
  round(100 * sprouted / sown, 1)
}

# Viability class: A at 85% and above, B from 75%, C from 50%, D below.
viability_class <- function(rate) {
  if (rate >= 85) "A" else if (rate >= 75) "B" else if (rate > 50) "C" else "D"
}

# An accession is regrown when its class is D, or C after more than ten years in store.
needs_regeneration <- function(rate, years_stored) {
  cls <- viability_class(rate)
  cls == "D" || (cls == "C" && years_stored > 10)
}
