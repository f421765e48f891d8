package dev.candor.springai;

import dev.candor.Budget;
import dev.candor.Tokenizer;
import dev.candor.ToolShapes;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.ToolCallbackProvider;

/**
 * With {@code candor.spring-ai.enabled=true}, every {@link ToolCallback} and
 * {@link ToolCallbackProvider} bean (MCP client providers among them) is wrapped so its results are
 * shaped by Candor. The shaping comes from a {@link ToolShapes} bean, by default one with
 * {@code candor.spring-ai.budget} o200k tokens per result; declare your own for per-tool settings.
 */
@AutoConfiguration
@ConditionalOnProperty(prefix = "candor.spring-ai", name = "enabled", havingValue = "true")
@EnableConfigurationProperties(CandorSpringAiProperties.class)
public class CandorSpringAiAutoConfiguration {
  @Bean
  @ConditionalOnMissingBean
  ToolShapes candorToolShapes(CandorSpringAiProperties properties) {
    return ToolShapes.builder()
        .defaults(b -> b.budget(Budget.tokens(properties.getBudget(), Tokenizer.o200k())))
        .build();
  }

  @Bean
  static BeanPostProcessor candorToolCallbackWrapper(ObjectProvider<ToolShapes> shapes) {
    return new BeanPostProcessor() {
      @Override
      public Object postProcessAfterInitialization(Object bean, String name) {
        if (bean instanceof ToolCallback) {
          return CandorToolCallback.wrap((ToolCallback) bean, shapes.getObject());
        }
        if (bean instanceof ToolCallbackProvider) {
          return CandorToolCallback.wrap((ToolCallbackProvider) bean, shapes.getObject());
        }
        return bean;
      }
    };
  }
}
