package dev.candor.runtimes.bench;

import java.util.Objects;

/**
 * One piece of evidence Candor's observation of one case lacked at one budget: what a recall
 * figure below 100% is made of.
 *
 * @param budget the budget, in the report's unit
 * @param caseId the corpus case
 * @param evidence the evidence text, as the case states it
 */
public record Loss(long budget, String caseId, String evidence) {
  public Loss {
    Objects.requireNonNull(caseId, "caseId");
    Objects.requireNonNull(evidence, "evidence");
    if (budget < 1) {
      throw new IllegalArgumentException("budget < 1: " + budget);
    }
  }
}
