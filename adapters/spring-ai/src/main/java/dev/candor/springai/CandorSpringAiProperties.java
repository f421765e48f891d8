package dev.candor.springai;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code candor.spring-ai.*}: {@code enabled} (default false) turns the shaping on; {@code budget}
 * is the budget of one tool result in o200k tokens (default 2,000).
 */
@ConfigurationProperties(prefix = "candor.spring-ai")
public class CandorSpringAiProperties {
  private boolean enabled;
  private long budget = 2_000;

  public boolean isEnabled() {
    return enabled;
  }

  public void setEnabled(boolean enabled) {
    this.enabled = enabled;
  }

  public long getBudget() {
    return budget;
  }

  public void setBudget(long budget) {
    this.budget = budget;
  }
}
