package dev.candor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class QuantityTest {
  @Test
  void aPaddedAmountWithACurrencyCodeIsItsNumberInThatUnit() {
    assertThat(Quantity.parse("  -43.17 GBP")).isEqualTo(new Quantity(-43.17, "GBP"));
    assertThat(Quantity.parse("4500.00 EUR")).isEqualTo(new Quantity(4500, "EUR"));
  }

  @Test
  void signsAndShortUnitsAreTheirUnit() {
    assertThat(Quantity.parse("$12.50")).isEqualTo(new Quantity(12.5, "$"));
    assertThat(Quantity.parse("-£3")).isEqualTo(new Quantity(-3, "£"));
    assertThat(Quantity.parse("340ms")).isEqualTo(new Quantity(340, "ms"));
    assertThat(Quantity.parse("87%")).isEqualTo(new Quantity(87, "%"));
    assertThat(Quantity.parse("1.5e3")).isEqualTo(new Quantity(1500, ""));
    assertThat(Quantity.parse("42")).isEqualTo(new Quantity(42, ""));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "GBP", "1.2.3", "10.0.0.1", "2024-07-03", "12:30", "3f2a", "1,234", "+5", "12 GBP x",
      "$12 USD", "5 kilograms", "1.", ".5", "-", "12  ms", "1e999"})
  void whatIsNoPlainQuantityIsNone(String text) {
    assertThat(Quantity.parse(text)).as(text).isNull();
  }
}
