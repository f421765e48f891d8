# Fits a settlement-volume trend per merchant and prints the forecast for the next week.
volumes <- read.csv("volumes.csv", stringsAsFactors = FALSE)
merchants <- unique(volumes$merchant)
cat(sprintf("loaded %d rows for %d merchants\n", nrow(volumes), length(merchants)))
for (m in merchants) {
  rows <- volumes[volumes$merchant == m, ]
  fit <- lm(settled ~ day, data = rows)
  nxt <- predict(fit, newdata = data.frame(day = max(rows$day) + 1:7))
  cat(sprintf("%-12s slope %8.2f  next week %10.0f\n", m, coef(fit)[["day"]], sum(nxt)))
}
cat("forecast written\n")
